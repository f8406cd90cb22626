import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import {
  callEndpoint,
  coveredFaults,
  type ApiCall,
  type ExpectedOutcome,
  type UserStep,
} from '../src/shared/api/call-registry'
import { renderApp } from './render-app'

const intl = createIntl({ locale: 'de-DE', defaultLocale: 'de-DE', onError: () => undefined })

/** The text the customer must see for this outcome. */
export function expectedText(outcome: ExpectedOutcome): string | RegExp {
  if ('text' in outcome) return outcome.text
  if ('message' in outcome) return intl.formatMessage(outcome.message, outcome.values)
  return intl.formatMessage(outcome)
}

/** What was filled and checked, and the dialog it was done in (none: the page). */
type SubmittedForm = { filled: Record<string, string>; checked: string[]; dialog?: string }

function isChoice(field: HTMLElement): field is HTMLSelectElement {
  return field instanceof HTMLSelectElement
}

/** Where the customer works: the page, or the open modal dialog of that name. */
async function scopeOf(dialog: string | undefined) {
  return dialog ? within(await screen.findByRole('dialog', { name: dialog })) : screen
}

/** Does what the customer does; returns the form the last click submitted. */
async function performSteps(user: UserEvent, steps: readonly UserStep[]): Promise<SubmittedForm> {
  let dialog: string | undefined
  let form: SubmittedForm = { filled: {}, checked: [] }
  let submitted: SubmittedForm = form
  for (const step of steps) {
    if ('dialog' in step) {
      dialog = step.dialog
      form.dialog = dialog
    } else if ('fill' in step) {
      for (const [label, value] of Object.entries(step.fill)) {
        const field = await (await scopeOf(dialog)).findByLabelText(label)
        if (isChoice(field)) await user.selectOptions(field, value)
        else {
          await user.clear(field)
          await user.type(field, value)
        }
        form.filled[label] = value
      }
    } else if ('check' in step) {
      await user.click(await (await scopeOf(dialog)).findByLabelText(step.check))
      form.checked.push(step.check)
    } else {
      await user.click(
        await (
          await scopeOf(dialog)
        ).findByRole(step.role ?? 'button', {
          name: step.click,
          description: step.description,
        }),
      )
      submitted = form
      form = { filled: {}, checked: [], dialog }
    }
  }
  return submitted
}

/**
 * The generated fault matrix of a list of calls: for each call with a case and each fault the case
 * names, open the screen with the fault injected on that call alone, do what the customer does, and
 * see the catalogued outcome, with what was typed still there. An uncaught error fails the test
 * (vitest.setup.ts turns console.error into a failure; the error fallback page has no such text).
 */
export function describeFaultMatrix(title: string, calls: readonly ApiCall[]): void {
  const cells = calls.flatMap((call) =>
    call.screen ? coveredFaults(call).map((fault) => ({ call, faultCase: call.screen!, fault })) : [],
  )
  describe(`fault matrix: ${title}`, () => {
    if (cells.length === 0) it.todo('no call of this list has a case yet')
    it.each(cells.map((cell) => [`${cell.call.service} ${callEndpoint(cell.call)}`, cell.fault, cell] as const))(
      '%s on %s shows the catalogued outcome and keeps the input',
      async (_name, fault, { call, faultCase }) => {
        const { user } = await renderApp({
          scenario: faultCase.scenario,
          path: faultCase.path,
          flags: faultCase.flags,
          faults: [{ service: call.service, endpoint: callEndpoint(call), kind: fault, remaining: 'always' }],
        })
        const submitted = await performSteps(user, faultCase.steps ?? [])
        const outcome = faultCase.expected[fault] as ExpectedOutcome
        const shown = await screen.findAllByText(expectedText(outcome), {}, { timeout: 6_000 })
        expect(shown[0]).toBeVisible()
        const form = await scopeOf(submitted.dialog)
        for (const [label, value] of Object.entries(submitted.filled))
          expect(form.getByLabelText(label), `"${label}" keeps what was typed`).toHaveDisplayValue(value)
        for (const label of submitted.checked)
          expect(form.getByLabelText(label), `"${label}" stays ticked`).toBeChecked()
      },
    )
  })
}
