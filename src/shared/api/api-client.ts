import { safeParse, type $ZodType, type output } from 'zod/v4/core'
import type { ServiceName } from '../config/services'
import { logger } from '../logging/logger'
import { logSafeCode, logSafePath } from '../logging/redact'
import { track } from '../tracking/tracking'
import { ApiError } from './api-errors'
import { getApiClientConfig } from './api-client-config'
import { camelCaseKeys, snakeCaseKeys, toSnakeCaseKey } from './case-conversion'

export const clientIdHeader = { 'x-client-id': 'account-view' } as const

type QueryValue = string | number | boolean | undefined | null

/**
 * Any zod schema: the app's are `zod/mini`, whose functions leave out of the bundle what no schema uses
 * (zod's full API would put its whole core into the first download).
 */
export type ResponseSchema = $ZodType

export type ApiRequest<Schema extends ResponseSchema> = {
  service: ServiceName
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path below the service base URL, e.g. `/user/login`. */
  path: string
  query?: Record<string, QueryValue>
  body?: unknown
  headers?: Record<string, string>
  /** The response is parsed with it; a mismatch is a `malformed-response` error. */
  schema: Schema
  timeoutMs?: number
  signal?: AbortSignal
}

type RequestLine = Pick<ApiRequest<ResponseSchema>, 'service' | 'method' | 'path' | 'query' | 'body' | 'headers'>

/** URL and headers of a request as `apiRequest` sends it. */
function describeRequest(request: RequestLine): { url: string; headers: Record<string, string> } {
  const { locale } = getApiClientConfig()
  return {
    url: buildUrl(request.service, request.path, request.query),
    headers: {
      accept: 'application/json',
      ...clientIdHeader,
      'x-locale': locale,
      ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
  }
}

function buildUrl(service: ServiceName, path: string, query: ApiRequest<ResponseSchema>['query']): string {
  const { serviceBaseUrls } = getApiClientConfig()
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(toSnakeCaseKey(key), String(value))
  }
  const queryString = search.toString()
  return `${serviceBaseUrls[service]}${path}${queryString ? `?${queryString}` : ''}`
}

function errorCodeOf(body: unknown): { code?: string; detail?: string } {
  if (body === null || typeof body !== 'object') return {}
  const record = body as Record<string, unknown>
  const code = [record.code, record.errorCode, record.errorKey, record.error, record.key].find(
    (value): value is string => typeof value === 'string',
  )
  const detail = [record.detail, record.message].find((value): value is string => typeof value === 'string')
  return { code, detail }
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text()
  if (text.trim() === '') return { ok: true, value: null }
  try {
    return { ok: true, value: camelCaseKeys(JSON.parse(text)) }
  } catch {
    return { ok: false }
  }
}

/**
 * Spec section 8: an error event with code (the HTTP status, else `network`, `timeout` or
 * `malformed-response`), category (4xx client, 5xx server, no answer network) and message (the
 * backend's error key, never its free text).
 */
function trackError(error: ApiError): void {
  track({
    event: 'error',
    error_code: error.kind === 'http' ? String(error.status) : error.kind,
    error_category: error.category,
    error_message: logSafeCode(error.code) ?? error.message,
  })
}

/**
 * The one way the app talks to its backend services: headers, case conversion,
 * schema parsing, typed errors and logging happen here and nowhere else.
 */
export async function apiRequest<Schema extends ResponseSchema>(request: ApiRequest<Schema>): Promise<output<Schema>> {
  const { timeoutMs: defaultTimeout } = getApiClientConfig()
  const method = request.method ?? 'GET'
  // Never the raw path or a server's free text: they can hold order numbers or an email.
  const logContext = { service: request.service, method, path: logSafePath(request.path) }
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), request.timeoutMs ?? defaultTimeout)
  const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal

  let response: Response
  try {
    const { url, headers } = describeRequest(request)
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers,
      body: request.body !== undefined ? JSON.stringify(snakeCaseKeys(request.body)) : undefined,
      signal,
    })
  } catch (cause) {
    clearTimeout(timer)
    if (request.signal?.aborted) throw cause
    const kind = timeout.signal.aborted ? 'timeout' : 'network'
    const error = new ApiError({ kind, service: request.service })
    logger.warn(`api.${kind}`, logContext)
    trackError(error)
    throw error
  }

  let parsedBody: Awaited<ReturnType<typeof readJson>>
  try {
    parsedBody = await readJson(response)
  } catch {
    // The body stream broke off (connection lost or timed out mid-response).
    parsedBody = { ok: false }
  } finally {
    clearTimeout(timer)
  }

  if (!response.ok) {
    const body = parsedBody.ok ? parsedBody.value : undefined
    const error = new ApiError({
      kind: 'http',
      service: request.service,
      status: response.status,
      body,
      ...errorCodeOf(body),
      retryAfterSeconds: retryAfterSecondsOf(response),
    })
    logger[error.logLevel]('api.http-error', { ...logContext, status: response.status, code: logSafeCode(error.code) })
    trackError(error)
    throw error
  }

  const result = parsedBody.ok ? safeParse(request.schema, parsedBody.value) : undefined
  if (!result?.success) {
    logger.error('api.malformed-response', { ...logContext, status: response.status })
    const error = new ApiError({ kind: 'malformed-response', service: request.service, status: response.status })
    trackError(error)
    throw error
  }
  return result.data
}

/** `Retry-After` in seconds (a throttled call); a date or nothing readable is undefined. */
function retryAfterSecondsOf(response: Response): number | undefined {
  const value = response.headers.get('retry-after')
  return value && /^\d+$/.test(value.trim()) ? Number(value) : undefined
}
