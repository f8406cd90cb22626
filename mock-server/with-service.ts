import { delay, http, HttpResponse, type DefaultBodyType, type HttpHandler, type PathParams } from 'msw'
import { mockServicePaths, type ServiceName } from '../src/shared/config/services'
import { camelCaseKeys, snakeCaseKeys } from '../src/shared/api/case-conversion'
import { latencyMs, mockControls, takeFault } from './faults'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

export type MockRequestContext = {
  request: Request
  params: PathParams
  cookies: Record<string, string>
  url: URL
  /** The JSON body with camelCase keys, as the backend's own code would see it. */
  body: Record<string, unknown>
}

type Resolver = (context: MockRequestContext) => Response | Promise<Response>

/** Answers like the real services: snake_case keys in JSON. */
export function jsonResponse(body: unknown, init?: ResponseInit): Response {
  return HttpResponse.json(snakeCaseKeys(body) as DefaultBodyType, init)
}

export function errorResponse(status: number, code: string, extra: Record<string, unknown> = {}): Response {
  return jsonResponse({ code, ...extra }, { status })
}

function faultResponse(kind: NonNullable<ReturnType<typeof takeFault>>): Response | Promise<Response> {
  switch (kind) {
    case 'http-500':
      return errorResponse(500, 'INTERNAL_SERVER_ERROR')
    case 'http-403':
      return errorResponse(403, 'FORBIDDEN')
    case 'network-error':
      return HttpResponse.error()
    case 'malformed-json':
      return new HttpResponse('{"this is": not json', { status: 200, headers: { 'content-type': 'application/json' } })
    case 'timeout':
      // Longer than any client timeout: the app gives up first.
      return delay('infinite').then(() => HttpResponse.error())
  }
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {}
  const text = await request.text()
  if (!text) return {}
  try {
    const parsed = camelCaseKeys(JSON.parse(text))
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/**
 * One handler of a backend service. Latency, injected faults, body parsing and
 * change notification are done here once, not in each handler.
 */
export function serviceHandler(service: ServiceName, method: Method, path: string, resolver: Resolver): HttpHandler {
  const endpoint = `${method.toUpperCase()} ${path}`
  return http[method](`*${mockServicePaths[service]}${path}`, async ({ request, params, cookies }) => {
    const wait = latencyMs(mockControls.latency)
    if (wait > 0) await delay(wait)
    const fault = takeFault(service, endpoint)
    if (fault) return faultResponse(fault)
    return resolver({ request, params, cookies, url: new URL(request.url), body: await readBody(request) })
  })
}
