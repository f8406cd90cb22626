import { afterEach, describe, expect, it } from 'vitest'
import { trackCallsInFlight, type CallsInFlight } from './calls-in-flight'

/** A stand-in for the mock server: its fetch reaches the "mock" only when the test says so. */
function fakeMock() {
  let listeners: ((args: { request: Request }) => void)[] = []
  const events = {
    on: (_event: 'request:start', listener: (args: { request: Request }) => void) => void listeners.push(listener),
    removeAllListeners: () => void (listeners = []),
  }
  const waiting: { request: Request; arrive: () => void; fail: () => void }[] = []
  const fetchOfMock = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const request = new Request(input, init)
      waiting.push({
        request,
        arrive: () => {
          for (const listener of listeners) listener({ request })
          resolve(new Response('{}'))
        },
        fail: () => reject(new TypeError('fetch failed')),
      })
    })
  return { events, waiting, fetchOfMock }
}

describe('calls in flight (vitest.setup.ts waits for them before the next test)', () => {
  const fetchOfTests = globalThis.fetch
  let tracker: CallsInFlight | undefined
  afterEach(() => {
    tracker?.stop()
    globalThis.fetch = fetchOfTests
  })

  function track() {
    const mock = fakeMock()
    globalThis.fetch = mock.fetchOfMock as typeof fetch
    tracker = trackCallsInFlight(mock.events)
    return { ...mock, tracker }
  }

  const state = async (promise: Promise<void>) => {
    let settled = false
    void promise.then(() => (settled = true))
    await new Promise((resolve) => setImmediate(resolve))
    return settled ? 'arrived' : 'waiting'
  }

  it('waits until each call has reached the mock, or failed before', async () => {
    const { waiting, tracker, events } = track()
    expect(await state(tracker.arrived())).toBe('arrived')

    void fetch('http://localhost/api/newsletter/stock-reminder/confirm-doi', { method: 'POST', body: '{}' })
    void fetch('http://localhost/api/customer/user/login-state').catch(() => undefined)
    const both = tracker.arrived()
    expect(await state(both)).toBe('waiting')
    // The tests' listeners are cleared: the tracker still hears the mock.
    events.removeAllListeners()
    waiting[0]?.arrive()
    expect(await state(both)).toBe('waiting')
    waiting[1]?.fail()
    expect(await state(both)).toBe('arrived')
    expect(waiting[0]?.request.headers.get('x-test-call')).toBe('1')
    expect(waiting[0]?.request.method).toBe('POST')
  })

  it("hands the caller's own options on, its abort signal included", async () => {
    const { waiting } = track()
    const caller = new AbortController()
    void fetch('http://localhost/api/payment/invoices/open', {
      signal: caller.signal,
      headers: { 'x-locale': 'de' },
    }).catch(() => undefined)
    caller.abort()
    expect(waiting[0]?.request.signal.aborted).toBe(true)
    expect(waiting[0]?.request.headers.get('x-locale')).toBe('de')
  })

  it('names the calls that do not arrive in time', async () => {
    const { tracker } = track()
    void fetch('http://localhost/api/order-service/api/withdrawals', { method: 'POST', body: '{}' })
    await expect(tracker.arrived(20)).rejects.toThrow(
      'These calls did not reach the mock within 20 ms: POST http://localhost/api/order-service/api/withdrawals',
    )
  })
})
