import { cleanup, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { expect } from 'vitest'
import { server } from '../mock-server/harness/node'
import { apiCalls } from './fault-cases/all-calls'
import { callEndpoint, type ApiCall, type FaultCase, type OnScreen } from './fault-cases/call-registry'
import { describeOnScreen, expectFaultOutcome, isVisible, playCase, visibleOnScreen } from './fault-matrix'
import { absoluteMockServiceUrls } from './render-app'

/**
 * A flow of spec section 4 that goes request, in progress, success or failed: the call that is its
 * request (`<service> <METHOD> <path>` as in the fault matrix, testing/fault-cases/), where and how the
 * customer makes it (by default the call's fault case), and what its success shows.
 */
export type FlowStates = { call: string; screen?: Partial<FaultCase>; success: OnScreen }

function callOf(key: string): ApiCall {
  const call = apiCalls.find((candidate) => `${candidate.service} ${callEndpoint(candidate)}` === key)
  if (!call?.screen) throw new Error(`no call "${key}" with a screen in testing/fault-cases`)
  return call
}

/** What the customer does before the call's fault case makes it: to go on from there (e.g. to a mailed link). */
export const stepsOf = (key: string) => callOf(key).screen!.steps ?? []

/** Holds the call's requests until released; then the mock answers them as ever. */
function holdCall(call: ApiCall) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'
  server.use(
    http[method](`${absoluteMockServiceUrls()[call.service]}${call.path}`, async () => {
      held += 1
      await released
    }),
  )
  return { release, held: () => held }
}

/** In progress, as the customer sees it: a busy button, a spinner, grey blocks or the navigation's progress bar. */
const inProgressShown = () =>
  [
    ...document.querySelectorAll<HTMLElement>('[aria-busy="true"], .spinner, .skeleton__block, [role="progressbar"]'),
  ].some((element) => isVisible(element))

/**
 * The flow's three states: while its request is on its way the page shows it in progress and not yet
 * its success; answered, its success; failed (HTTP 500), its catalogued failure with the input kept
 * (the fault matrix's cell).
 */
export async function expectFlowStates(flow: FlowStates): Promise<void> {
  const call = callOf(flow.call)
  const faultCase: FaultCase = { ...call.screen!, ...flow.screen }
  const success = describeOnScreen(flow.success)
  const held = holdCall(call)
  await playCase(call, faultCase, [], undefined, undefined, { untilMade: false })
  await waitFor(() => expect(held.held(), `${callEndpoint(call)} was sent`).toBeGreaterThan(0), { timeout: 6_000 })
  expect(inProgressShown(), 'in progress while the answer is on its way').toBe(true)
  expect(visibleOnScreen(flow.success), `${success} is not there before the answer`).toHaveLength(0)
  held.release()
  await waitFor(() => expect(visibleOnScreen(flow.success), `${success} once answered`).not.toHaveLength(0), {
    timeout: 6_000,
  })
  cleanup()
  await expectFaultOutcome(call, faultCase, 'http-500')
}
