import type { QueryClient } from '@tanstack/react-query'
import { getConfig } from '@testing-library/react'
import { setTimeout as realTimeout } from 'node:timers/promises'
import { onTestFinished, vi } from 'vitest'
import { answerNeverComes } from '../mock-server/runtime/faults'
import { requestLog, type RequestLogEntry } from '../mock-server/runtime/request-log'
import { mockServicePaths } from '../src/shared/config/services'

/** How far the clock moves in one step while the app waits on nothing but time. */
const stepMs = 100

type RequestOnItsWay = { method: string; url: URL }

/** Whether the mock holds this request for good: a timeout or lost-answer fault took it (logged at once). */
function heldByTheMock(request: RequestOnItsWay, log: readonly RequestLogEntry[]): boolean {
  const sent = `${request.url.pathname}${request.url.search}`
  return log.some(
    (entry) =>
      answerNeverComes(entry.fault) &&
      entry.method === request.method &&
      sent.endsWith(`${mockServicePaths[entry.service]}${entry.path}`),
  )
}

/**
 * The app's timers (setTimeout) on a fake clock, for the rest of the test. The clock still moves with
 * real time, so everything runs as before; `letTimePass` moves it on at once while the app waits on
 * nothing but time: for a request the mock holds for good to time out (the API client's own
 * setTimeout aborts it: an ApiError of kind 'timeout'), or for a query's next attempt (its retry
 * delay). So neither costs the test seconds of real time. `advanceTimers` is for user-event, whose
 * pauses between keystrokes are timers too; `follow` tells the clock the app's query client.
 */
export function fakeAppClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  // The clock keeps up with real time: every few ms it moves on by the real time since the last move
  // (vitest's shouldAdvanceTime moves it 20 ms a tick, and falls behind while the CPU is busy, which
  // would stretch the app's timers and Testing Library's timeouts alike). setInterval is not faked.
  let movedAt = performance.now()
  let jumping = false
  const keepUp = setInterval(() => {
    const now = performance.now()
    const elapsed = Math.floor(now - movedAt)
    if (jumping || elapsed < 1) return
    movedAt += elapsed
    vi.advanceTimersByTime(elapsed)
  }, 5)
  onTestFinished(() => {
    clearInterval(keepUp)
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
  let queryClient: QueryClient | undefined

  /**
   * 'busy' while a request is on its way that the mock will answer; 'waiting on time' while the mock
   * holds one for good, or while a query is fetching with no request on its way (between attempts);
   * 'still' otherwise (the app may be rendering or loading code, which no clock hastens).
   */
  const appState = (): 'busy' | 'waiting on time' | 'still' => {
    const log = requestLog()
    const requests = [...onItsWay]
    if (!requests.every((request) => heldByTheMock(request, log))) return 'busy'
    if (requests.length > 0 || (queryClient?.isFetching() ?? 0) > 0) return 'waiting on time'
    return 'still'
  }

  return {
    advanceTimers: (ms: number) => vi.advanceTimersByTime(ms),
    follow: (client: QueryClient) => {
      queryClient = client
    },
    /** Waits this long in real time, the clock moving with it (as the app goes on rendering). */
    pause: (ms: number) => getConfig().asyncWrapper(() => realTimeout(ms)),
    /**
     * Moves the clock on in steps of 100 ms, each only while the app waits on nothing but time (never
     * while a request is on its way that the mock would answer), until `done()`, until the app no
     * longer waits on time, or until `horizonMs` have passed.
     */
    letTimePass: ({ horizonMs, done = () => false }: { horizonMs: number; done?: () => boolean }) =>
      getConfig().asyncWrapper(async () => {
        for (let passed = 0; passed < horizonMs && !done(); passed += stepMs) {
          const state = await vi.waitFor(
            () => {
              const now = appState()
              if (now === 'busy')
                throw new Error(`requests on their way: ${[...onItsWay].map((request) => request.url.pathname)}`)
              return now
            },
            { timeout: 6_000, interval: 5 },
          )
          if (state === 'still' || done()) break
          jumping = true
          try {
            await vi.advanceTimersByTimeAsync(stepMs)
          } finally {
            jumping = false
          }
        }
      }),
  }
}

export type AppClock = ReturnType<typeof fakeAppClock>
