import { cleanup, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { createIntl } from 'react-intl'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { db } from '../mock-server/db/db'
import { clearRequestLog, onRequestLogged, requestLog, type RequestLogEntry } from '../mock-server/runtime/request-log'
import { getApiClientConfig } from '../src/shared/api/api-client-config'
import { documentNavigation } from '../src/shared/config/document-navigation'
import {
  callEndpoint,
  coveredFaults,
  type ApiCall,
  type CaseFault,
  type ExpectedOutcome,
  type FaultCase,
  type OnScreen,
  type UserStep,
} from './fault-cases/call-registry'
import type { FaultRule } from '../mock-server/runtime/faults'
import { fakeAppClock, type AppClock } from './app-time'
import { googleCode } from './social-login'
import { renderApp } from './render-app'

const intl = createIntl({ locale: 'de-DE', defaultLocale: 'de-DE', onError: () => undefined })

/** An outcome that is the page as it is once the call has settled, where the spec says the failure shows nothing. */
type SettledOutcome = Extract<ExpectedOutcome, { present: OnScreen }>

const isSettledOutcome = (outcome: ExpectedOutcome): outcome is SettledOutcome => 'present' in outcome

/** The text the customer must see for this outcome (a catalogued message or a text of the page). */
export function expectedText(outcome: Exclude<ExpectedOutcome, SettledOutcome>): string | RegExp {
  if ('text' in outcome) return outcome.text
  if ('message' in outcome) return intl.formatMessage(outcome.message, outcome.values)
  return intl.formatMessage(outcome)
}

export const describeOnScreen = (item: OnScreen) => ('text' in item ? `"${item.text}"` : `${item.role} "${item.name}"`)

/** The visible elements of the page that are this text, button or link. */
export function visibleOnScreen(item: OnScreen): HTMLElement[] {
  const found =
    'text' in item ? screen.queryAllByText(item.text) : screen.queryAllByRole(item.role, { name: item.name })
  return found.filter((element) => isVisible(element))
}

/** Whether it is there for the customer: visible, and a button or link also enabled. */
const isPresent = (item: OnScreen) =>
  visibleOnScreen(item).some((element) => 'text' in item || !element.matches(':disabled'))

/** What was filled and checked, and the dialog it was done in (none: the page). */
type SubmittedForm = { filled: Record<string, string>; checked: string[]; dialog?: string }

function isChoice(field: HTMLElement): field is HTMLSelectElement {
  return field instanceof HTMLSelectElement
}

/** Where the customer works: the page, or the open modal dialog of that name. */
async function scopeOf(dialog: string | undefined) {
  return dialog ? within(await screen.findByRole('dialog', { name: dialog })) : screen
}

/**
 * The field with that label that the customer sees (in the dialog they work in, if any). Like the
 * role queries of the clicks, it skips what is hidden: a step that suspends keeps the step before
 * it in the page, hidden, until it loads.
 */
function findVisibleField(label: string, dialog: string | undefined): Promise<HTMLElement> {
  return waitFor(async () => {
    const field = (await scopeOf(dialog)).getAllByLabelText(label).filter((candidate) => isVisible(candidate))
    expect(field, `one visible field "${label}"`).toHaveLength(1)
    return field[0] as HTMLElement
  })
}

/** Whether a request the mock logged is one of this call: its service, method and path (`:id` any segment). */
export function isRequestOf(call: ApiCall, entry: RequestLogEntry): boolean {
  const template = call.path.split('/')
  const sent = (entry.path.split('?')[0] ?? '').split('/')
  return (
    entry.service === call.service &&
    entry.method === call.method &&
    sent.length === template.length &&
    template.every((part, index) => part === sent[index] || (part.startsWith(':') && sent[index] !== ''))
  )
}

export function isVisible(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement)
    if (window.getComputedStyle(node).display === 'none' || node.hidden) return false
  return true
}

/** Opens the app afresh at a path (a page load), with the same scenario, flags and faults. */
type Reopen = (path: string) => Promise<UserEvent>

/** Goes to a path of the app, as its links do. */
type Navigate = (path: string) => Promise<void>

/** Does what the customer does; returns the form the last click submitted. */
async function performSteps(
  startUser: UserEvent,
  steps: readonly UserStep[],
  reopen: Reopen,
  navigate: Navigate,
): Promise<SubmittedForm> {
  let user = startUser
  // The scenario's own mails: a step opens the link of one its customer was sent.
  const seeded = new Set(db.outbox.all().map((mail) => mail.id))
  // Leaving the app (for Google) is a document navigation: record it instead of doing it.
  const leftFor = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined)
  onTestFinished(() => leftFor.mockRestore())
  let dialog: string | undefined
  let form: SubmittedForm = { filled: {}, checked: [] }
  let submitted: SubmittedForm = form
  for (const step of steps) {
    if ('dialog' in step) {
      dialog = step.dialog
      form.dialog = dialog
    } else if ('openMailedLink' in step) {
      const link = await waitFor(() => {
        const sent = db.outbox
          .findMany((q) => q.where({ kind: step.openMailedLink }))
          .filter((mail) => !seeded.has(mail.id))
        expect(sent, `a "${step.openMailedLink}" mail was sent`).not.toHaveLength(0)
        return sent.at(-1)?.link ?? ''
      })
      // In the app, as the create-account and magic-link tests open them: a page load would seed the scenario afresh.
      await navigate(link)
      // The page of the link is no form the customer filled.
      form = { filled: {}, checked: [] }
      submitted = form
    } else if ('returnFromGoogle' in step) {
      const authorizeUrl = new URL(String(leftFor.mock.lastCall?.[0] ?? ''))
      const back = new URL(authorizeUrl.searchParams.get('redirect_uri') ?? '')
      back.searchParams.set('code', googleCode(step.returnFromGoogle, `${back.origin}${back.pathname}`))
      back.searchParams.set('state', authorizeUrl.searchParams.get('state') ?? '')
      cleanup()
      user = await reopen(`${back.pathname}${back.search}`)
    } else if ('fill' in step) {
      for (const [label, value] of Object.entries(step.fill)) {
        const field = await findVisibleField(label, dialog)
        if (isChoice(field)) await user.selectOptions(field, value)
        else {
          await user.clear(field)
          await user.type(field, value)
        }
        form.filled[label] = value
      }
    } else if ('check' in step) {
      await user.click(await findVisibleField(step.check, dialog))
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
 * Opens the case's screen with these faults and does what the customer does, until the call is made
 * (`untilMade: false`: until the last step is done). Without a clock, on the real timers.
 * `shownAsTheCallCame` is what `onScreen()` said as the call first reached the mock: as its fault
 * took effect (the mock logs a request before the app reads the answer, a timeout as it starts
 * holding the request).
 */
export async function playCase(
  call: ApiCall,
  faultCase: FaultCase,
  faults: FaultRule[],
  clock: AppClock | undefined,
  onScreen: () => boolean = () => false,
  { untilMade = true }: { untilMade?: boolean } = {},
) {
  let shownAsTheCallCame: boolean | undefined
  const stopWatching = onRequestLogged(() => {
    if (shownAsTheCallCame === undefined && requestLog().some((entry) => isRequestOf(call, entry)))
      shownAsTheCallCame = onScreen()
  })
  onTestFinished(() => {
    stopWatching()
  })
  const open = (path: string) =>
    renderApp({
      scenario: faultCase.scenario,
      path,
      flags: faultCase.flags,
      advanceTimers: clock?.advanceTimers,
      faults: [
        ...faults,
        ...(faultCase.alsoFailing ?? []).map(({ endpoint, kind }) => ({
          service: call.service,
          endpoint,
          kind,
          remaining: 'always' as const,
        })),
      ],
    })
  let router: { navigate: Navigate } | undefined
  const openFollowed = async (path: string) => {
    const app = await open(path)
    clock?.follow(app.queryClient)
    router = app.router
    return app.user
  }
  const user = await openFollowed(faultCase.path)
  const submitted = await performSteps(user, faultCase.steps ?? [], openFollowed, (path) => router!.navigate(path))
  const made = () => requestLog().some((entry) => isRequestOf(call, entry))
  if (untilMade) await waitFor(() => expect(made(), `${callEndpoint(call)} was made`).toBe(true), { timeout: 6_000 })
  return { user, submitted, shownAsTheCallCame: () => shownAsTheCallCame }
}

/**
 * The most of the app's time that passes once the call is made (the clock stops moving on as soon as
 * the app no longer waits on time): two client timeouts, more than any timeout or retry needs (a query
 * retries once after 1 s, the login state twice after 0.5 s).
 */
export const settleMs = () => 2 * getApiClientConfig().timeoutMs

/**
 * One cell of the matrix: open the case's screen with the fault injected on that call alone, do what the
 * customer does, and see the catalogued outcome, with what was typed still there.
 */
export async function expectFaultOutcome(call: ApiCall, faultCase: FaultCase, fault: CaseFault): Promise<void> {
  const outcome = faultCase.expected[fault] as ExpectedOutcome
  const text = isSettledOutcome(outcome) ? undefined : expectedText(outcome)
  const textShown = () => text !== undefined && screen.queryAllByText(text).some((element) => isVisible(element))
  const clock = fakeAppClock()
  clearRequestLog()
  const { user, submitted, shownAsTheCallCame } = await playCase(
    call,
    faultCase,
    [{ service: call.service, endpoint: callEndpoint(call), kind: fault, remaining: 'always' }],
    clock,
    textShown,
  )
  if (isSettledOutcome(outcome)) {
    const settledAsExpected = () => {
      expect(isPresent(outcome.present), `${describeOnScreen(outcome.present)} is there`).toBe(true)
      expect(visibleOnScreen(outcome.absent), `${describeOnScreen(outcome.absent)} is not`).toHaveLength(0)
    }
    await clock.letTimePass({ horizonMs: settleMs() })
    await waitFor(settledAsExpected)
    // And still so a moment later: not a page on its way to what an answer shows.
    await clock.pause(100)
    settledAsExpected()
  } else {
    await clock.letTimePass({ horizonMs: settleMs(), done: textShown })
    const shown = await screen.findAllByText(expectedText(outcome), {}, { timeout: 6_000 })
    expect(shown[0]).toBeVisible()
    // The fault brought it: it was not on the page yet as the fault took effect. (A settled
    // outcome is the page as the failure leaves it: its control test below tells it apart.)
    expect(shownAsTheCallCame(), 'the outcome was not on the page before the fault took effect').toBe(false)
  }
  // The fault did happen on this call.
  expect(
    requestLog().filter((entry) => isRequestOf(call, entry) && entry.fault === fault),
    `the mock's log has ${callEndpoint(call)} answered with ${fault}`,
  ).not.toHaveLength(0)
  if (faultCase.backToForm) {
    await user.click(
      await screen.findByRole(faultCase.backToForm.role ?? 'button', { name: faultCase.backToForm.click }),
    )
    const [firstLabel] = [...Object.keys(submitted.filled), ...submitted.checked]
    if (firstLabel) await screen.findByLabelText(firstLabel)
  }
  const form = await scopeOf(submitted.dialog)
  for (const [label, value] of Object.entries(submitted.filled))
    expect(form.getByLabelText(label), `"${label}" keeps what was typed`).toHaveDisplayValue(value)
  for (const label of submitted.checked) expect(form.getByLabelText(label), `"${label}" stays ticked`).toBeChecked()
}

/**
 * The generated fault matrix of a list of calls: for each call with a case and each fault the case
 * names, open the screen with the fault injected on that call alone, do what the customer does, and
 * see the catalogued outcome, with what was typed still there. An uncaught error fails the test
 * (vitest.setup.ts turns console.error into a failure; the error fallback page has no such text).
 * Each cell proves the outcome is the fault's doing: the mock's log has the call answered with that
 * fault, and the outcome was not on the page yet as the fault took effect. Once the call has reached
 * the mock, the app's time passes without the test waiting for it (the client's own timeout strikes,
 * a query's retry comes: testing/app-time.ts). Where the failure shows nothing (a settled outcome),
 * the page is checked once the call has settled, and a test per call checks that its success does
 * show what the failure must not.
 */
export function describeFaultMatrix(title: string, calls: readonly ApiCall[]): void {
  const cells = calls.flatMap((call) =>
    call.screen ? coveredFaults(call).map((fault) => ({ call, faultCase: call.screen!, fault })) : [],
  )
  const successShows = (call: ApiCall) => [
    ...new Map(
      Object.values(call.screen?.expected ?? {})
        .filter((outcome) => isSettledOutcome(outcome))
        .map(({ absent }) => [describeOnScreen(absent), absent]),
    ).values(),
  ]
  const controls = calls.filter((call) => successShows(call).length > 0)
  describe(`fault matrix: ${title}`, () => {
    it.each(cells.map((cell) => [`${cell.call.service} ${callEndpoint(cell.call)}`, cell.fault, cell] as const))(
      '%s on %s shows the catalogued outcome and keeps the input',
      (_name, fault, { call, faultCase }) => expectFaultOutcome(call, faultCase, fault),
    )
    // A failure that shows nothing leaves the page as it was: what tells it from the success is what
    // the success shows. Checked here, so that a cell's `absent` cannot be something no answer shows.
    it.each(controls.map((call) => [`${call.service} ${callEndpoint(call)}`, call] as const))(
      '%s without a fault shows what its failures must not',
      async (_name, call) => {
        const clock = fakeAppClock()
        clearRequestLog()
        await playCase(call, call.screen!, [], clock)
        const shows = successShows(call)
        await clock.letTimePass({
          horizonMs: settleMs(),
          done: () => shows.every((item) => visibleOnScreen(item).length > 0),
        })
        for (const item of shows)
          await waitFor(() => expect(visibleOnScreen(item), `${describeOnScreen(item)} is there`).not.toHaveLength(0))
        expect(
          requestLog().filter((entry) => isRequestOf(call, entry) && !entry.fault && (entry.status ?? 0) < 400),
          `the mock's log has ${callEndpoint(call)} answered without a fault`,
        ).not.toHaveLength(0)
      },
    )
  })
}
