/**
 * A call the app starts just before a test ends (a confirmation sent as a page opens, a form the test
 * leaves in its "sending" state) can reach the mock only after the test has ended. The mock then answers
 * it with the next test's handlers, against the next test's freshly seeded db: the held-back
 * `delay('infinite')` of one test became a real confirmation in the next, which then read "already
 * confirmed". This tracks every fetch from its start until the mock has taken it (or it failed before
 * getting there), so a test ends only once each of its calls has met the handlers of that test.
 */
type Events = {
  on(event: 'request:start', listener: (args: { request: Request }) => void): void
  removeAllListeners(...args: never[]): void
}

const header = 'x-test-call'
// The real timers: a test may have left fake timers installed.
const realSetTimeout = globalThis.setTimeout
const realClearTimeout = globalThis.clearTimeout

export type CallsInFlight = {
  /** Resolves once every call started so far has reached the mock or failed; rejects after `timeoutMs`. */
  arrived(timeoutMs?: number): Promise<void>
  /** Puts the fetch (and the server's removeAllListeners) back as they were. */
  stop(): void
}

/** Wraps `globalThis.fetch` (the mock's, once the server listens) and follows each call to the mock. */
export function trackCallsInFlight(events: Events): CallsInFlight {
  const inFlight = new Map<string, { describe: string; done: () => void; arrived: Promise<void> }>()
  let count = 0
  const fetchOfMock = globalThis.fetch
  const settle = (id: string | null) => {
    if (id === null) return
    inFlight.get(id)?.done()
    inFlight.delete(id)
  }
  const onStart = ({ request }: { request: Request }) => settle(request.headers.get(header))
  events.on('request:start', onStart)
  // Tests clear the server's listeners once they have recorded their requests: this one comes back.
  const removeAllListeners = events.removeAllListeners.bind(events)
  events.removeAllListeners = (...args) => {
    removeAllListeners(...args)
    events.on('request:start', onStart)
  }

  globalThis.fetch = (input, init) => {
    count += 1
    const id = String(count)
    // The tag goes into the call's own options: a new Request made here would follow the caller's
    // abort signal only while this wrapper kept it alive, and a timeout could then go unnoticed.
    const fromRequest = input instanceof Request ? input : undefined
    const headers = new Headers(init?.headers ?? fromRequest?.headers)
    headers.set(header, id)
    const method = init?.method ?? fromRequest?.method ?? 'GET'
    const url = fromRequest?.url ?? String(input)
    let done = () => undefined as void
    const arrived = new Promise<void>((resolve) => (done = resolve))
    inFlight.set(id, { describe: `${method} ${url}`, done, arrived })
    const response = fetchOfMock(input, { ...init, headers })
    // Failed before reaching the mock (an abort, a bad URL): nothing more will come of it.
    response.catch(() => undefined).finally(() => settle(id))
    return response
  }

  return {
    arrived(timeoutMs = 5_000) {
      if (inFlight.size === 0) return Promise.resolve()
      const pending = [...inFlight.values()]
      return new Promise<void>((resolve, reject) => {
        const timer = realSetTimeout(
          () =>
            reject(
              new Error(
                `These calls did not reach the mock within ${timeoutMs} ms: ${pending.map((call) => call.describe).join(', ')}`,
              ),
            ),
          timeoutMs,
        )
        void Promise.all(pending.map((call) => call.arrived)).then(() => {
          realClearTimeout(timer)
          resolve()
        })
      })
    },
    stop() {
      globalThis.fetch = fetchOfMock
      events.removeAllListeners = removeAllListeners
    },
  }
}
