import { getConfig } from '@testing-library/react'
import { onTestFinished, vi } from 'vitest'
import { requestLog, type RequestLogEntry } from '../mock-server/harness/request-log'
import { mockServicePaths } from '../src/shared/config/services'

/** How far the clock moves in one step while the app waits on nothing but time. */
const stepMs = 100

type RequestOnItsWay = { method: string; url: URL }

/** Whether the mock holds this request for good: a timeout fault answered it (it is logged at once). */
function heldByTheMock(request: RequestOnItsWay, log: readonly RequestLogEntry[]): boolean {
  const sent = `${request.url.pathname}${request.url.search}`
  return log.some(
    (entry) =>
      entry.fault === 'timeout' &&
      entry.method === request.method &&
      sent.endsWith(`${mockServicePaths[entry.service]}${entry.path}`),
  )
}

/**
 * The app's timers (setTimeout) on a fake clock, for the rest of the test. The clock still moves with
 * real time (`shouldAdvanceTime`), so everything runs as before; `letTimePass` moves it on at once
 * while the app waits on nothing but time. So the API client's own timeout strikes (its setTimeout
 * aborts the request the mock holds: an ApiError of kind 'timeout') and a query's retry comes without
 * the test waiting seconds of real time for them. `advanceTimers` is for user-event, whose pauses
 * between keystrokes are timers too.
 */
export function fakeAppClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, advanceTimeDelta: 5, toFake: ['setTimeout', 'clearTimeout'] })
  onTestFinished(() => {
    vi.useRealTimers()
  })
  const onItsWay = new Set<RequestOnItsWay>()
  const fetchThroughMock = globalThis.fetch
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = {
      method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
      url: new URL(input instanceof Request ? input.url : String(input)),
    }
    onItsWay.add(request)
    const answer = fetchThroughMock(input, init)
    const settled = () => onItsWay.delete(request)
    answer.then(settled, settled)
    return answer
  })
  onTestFinished(() => spy.mockRestore())

  const waitingOnlyForTime = () => {
    const log = requestLog()
    return [...onItsWay].every((request) => heldByTheMock(request, log))
  }

  return {
    advanceTimers: (ms: number) => vi.advanceTimersByTime(ms),
    /**
     * Lets up to `horizonMs` of the app's time pass, in steps of 100 ms, each taken only once every
     * request on its way is one the mock holds for good (no step makes a request time out that the
     * mock would have answered); stops early once `done()`.
     */
    letTimePass: ({ horizonMs, done = () => false }: { horizonMs: number; done?: () => boolean }) =>
      getConfig().asyncWrapper(async () => {
        for (let passed = 0; passed < horizonMs && !done(); passed += stepMs) {
          await vi.waitFor(
            () => {
              if (!waitingOnlyForTime())
                throw new Error(`requests on their way: ${[...onItsWay].map((request) => request.url.pathname)}`)
            },
            { timeout: 6_000, interval: 5 },
          )
          if (done()) break
          await vi.advanceTimersByTimeAsync(stepMs)
        }
      }),
  }
}

export type AppClock = ReturnType<typeof fakeAppClock>
