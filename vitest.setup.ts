import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from './mock-server/harness/node'
import { clearFaults } from './mock-server/runtime/faults'
import { contractChecksSettled } from './mock-server/runtime/mock-contract'
import { unfreezeMockClock } from './mock-server/runtime/clock'
import { clearTrackingEvents } from './src/shared/tracking/tracking'
import { trackCallsInFlight, type CallsInFlight } from './testing/calls-in-flight'
import { RealmBroadcastChannel } from './testing/realm-broadcast-channel'

let callsInFlight: CallsInFlight
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' })
  callsInFlight = trackCallsInFlight(server.events)
})
// Whole-app renders load lazy routes and answer through the mock: allow a busy 2-core CI machine time.
// The first test of a file imports its route modules cold while lint and types run beside it: 5 s was
// not always enough there (a fault-matrix file's first field), so 10 s; a passing test waits no longer.
configure({ asyncUtilTimeout: 10_000 })
// Tabs of this file only (Node's BroadcastChannel crosses the run's worker threads).
globalThis.BroadcastChannel = RealmBroadcastChannel as unknown as typeof BroadcastChannel
// jsdom has no scrolling; the app scrolls to the top on every route change.
window.scrollTo = () => undefined
// jsdom lacks modal dialogs; open and close them as the browser would (without the focus trap).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '')
}
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open')
}
afterEach(async () => {
  cleanup()
  // A call the test started still meets this test's handlers, not the next test's (testing/calls-in-flight.ts).
  await callsInFlight.arrived()
  // A mock answer that broke the contract is reported within the test that got it.
  await contractChecksSettled()
  server.resetHandlers()
  clearFaults()
  unfreezeMockClock()
  clearTrackingEvents()
  window.localStorage.clear()
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  })
})
afterAll(() => {
  callsInFlight.stop()
  server.close()
})
