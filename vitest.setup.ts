import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { server } from './mock-server/node'
import { clearFaults } from './mock-server/harness/faults'
import { clearTrackingEvents } from './src/shared/tracking/tracking'

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
// Whole-app renders load lazy routes and answer through the mock: allow a busy 2-core CI machine time.
configure({ asyncUtilTimeout: 5_000 })
// jsdom has no scrolling; the app scrolls to the top on every route change.
window.scrollTo = () => undefined
// jsdom lacks modal dialogs; open and close them as the browser would (without the focus trap).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '')
}
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open')
}
afterEach(() => {
  cleanup()
  server.resetHandlers()
  clearFaults()
  clearTrackingEvents()
  window.localStorage.clear()
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  })
})
afterAll(() => server.close())

// A console.error during a test is a defect: fail the test instead of letting warnings pile up.
const originalError = console.error
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args)
    throw new Error(`console.error was called: ${String(args[0])}`)
  })
})
