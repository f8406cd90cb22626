import type { ServiceName } from '../config/services'

/** Every failed call becomes one of these, so that each screen can map it to the error catalogue. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed-response'

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  /** The backend's error code (`code`, `error` or `errorKey` of the body), e.g. `email_not_exist`. */
  readonly code: string | undefined
  /** Server detail text, shown where the spec says so (account creation field errors). */
  readonly detail: string | undefined
  readonly body: unknown
  readonly service: ServiceName
  /** A 429's `Retry-After` in seconds: when the service takes the next attempt (throttling). */
  readonly retryAfterSeconds: number | undefined

  constructor(options: {
    kind: ApiErrorKind
    service: ServiceName
    status?: number
    code?: string
    detail?: string
    body?: unknown
    message?: string
    retryAfterSeconds?: number
  }) {
    super(
      options.message ?? `${options.kind} error from ${options.service}${options.status ? ` (${options.status})` : ''}`,
    )
    this.name = 'ApiError'
    this.kind = options.kind
    this.service = options.service
    this.status = options.status
    this.code = options.code
    this.detail = options.detail
    this.body = options.body
    this.retryAfterSeconds = options.retryAfterSeconds
  }

  /** 4xx are client side, 5xx server side, for error analytics (spec section 8). */
  get category(): 'client' | 'server' | 'network' {
    if (this.kind === 'malformed-response') return 'server'
    if (this.status === undefined) return 'network'
    return this.status >= 500 && this.status <= 599 ? 'server' : 'client'
  }

  /** Network errors, timeouts and 401 up to below 500 are warnings; everything else an error. */
  get logLevel(): 'warn' | 'error' {
    if (this.kind === 'network' || this.kind === 'timeout') return 'warn'
    if (this.status !== undefined && this.status >= 401 && this.status < 500) return 'warn'
    return 'error'
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** No answer came: the network failed or the call timed out (the connection message, spec section 8). */
export function isNoResponse(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
}

export function hasStatus(error: unknown, status: number): boolean {
  return isApiError(error) && error.status === status
}

export function hasErrorCode(error: unknown, code: string): boolean {
  return isApiError(error) && error.code?.toLowerCase() === code.toLowerCase()
}

/**
 * The service throttles (429): in how many minutes it takes the next attempt, from its `Retry-After` (at least
 * one); null where it did not say. Undefined for any other failure.
 */
export function tooManyAttemptsWait(error: unknown): { minutes: number | null } | undefined {
  if (!hasStatus(error, 429)) return undefined
  const seconds = (error as ApiError).retryAfterSeconds
  return { minutes: seconds === undefined ? null : Math.max(1, Math.ceil(seconds / 60)) }
}
