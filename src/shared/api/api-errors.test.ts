import { describe, expect, it } from 'vitest'
import { ApiError, tooManyAttemptsWait } from './api-errors'

const httpError = (status: number) => new ApiError({ kind: 'http', service: 'customer', status })

describe('API errors (spec section 8)', () => {
  it(
    'groups 4xx as client side and 500 to 599 as server side, at the edges too',
    { tags: ['spec:8.analytics.groups'] },
    () => {
      expect([400, 401, 404, 499].map((status) => httpError(status).category)).toEqual([
        'client',
        'client',
        'client',
        'client',
      ])
      expect([500, 503, 599].map((status) => httpError(status).category)).toEqual(['server', 'server', 'server'])
      // No answer at all is neither: it is counted as a network failure.
      expect(new ApiError({ kind: 'timeout', service: 'customer' }).category).toBe('network')
    },
  )

  it(
    'logs network errors, timeouts and 401 up to below 500 as warnings, everything else as errors',
    { tags: ['spec:8.logging.levels'] },
    () => {
      expect(new ApiError({ kind: 'network', service: 'customer' }).logLevel).toBe('warn')
      expect(new ApiError({ kind: 'timeout', service: 'customer' }).logLevel).toBe('warn')
      expect([401, 403, 404, 499].map((status) => httpError(status).logLevel)).toEqual(['warn', 'warn', 'warn', 'warn'])
      // 400 is below the spec's range: an error, as are the server's failures and answers the app cannot read.
      expect([400, 500, 503].map((status) => httpError(status).logLevel)).toEqual(['error', 'error', 'error'])
      expect(new ApiError({ kind: 'malformed-response', service: 'customer', status: 200 }).logLevel).toBe('error')
    },
  )

  it('reads a 429 as the minutes to wait, at least one, or none where the service did not say', () => {
    const throttled = (retryAfterSeconds?: number) =>
      new ApiError({ kind: 'http', service: 'customer', status: 429, retryAfterSeconds })
    expect(tooManyAttemptsWait(throttled(900))).toEqual({ minutes: 15 })
    expect(tooManyAttemptsWait(throttled(61))).toEqual({ minutes: 2 })
    expect(tooManyAttemptsWait(throttled(5))).toEqual({ minutes: 1 })
    expect(tooManyAttemptsWait(throttled())).toEqual({ minutes: null })
    expect(tooManyAttemptsWait(httpError(500))).toBeUndefined()
  })
})
