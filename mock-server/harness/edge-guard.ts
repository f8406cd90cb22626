import type { IncomingHttpHeaders } from 'node:http'

/**
 * What a hardened edge in front of the real services refuses before a handler runs (the standalone server only:
 * in the browser there is no edge). A call that changes something needs an allowed `Origin` (403: a page of
 * another site), a JSON body (415: a form post, which a cross-site page can send without a preflight) of at most
 * 64 KiB by its Content-Length (413 before the body is read). The logout is a GET
 * (spec section 7): it needs the app's client header, which a plain link or image of another site cannot send.
 */
export const bodyLimitBytes = 64 * 1024

const changing = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export type EdgeRefusal = { status: 403 | 413 | 415; code: string }

export function edgeRefusal(
  request: { method?: string; url?: string; headers: IncomingHttpHeaders },
  allowedOrigins: ReadonlySet<string>,
): EdgeRefusal | undefined {
  const method = (request.method ?? 'GET').toUpperCase()
  const path = new URL(request.url ?? '/', 'http://edge').pathname
  if (method === 'GET' && path.endsWith('/user/auth/logout') && request.headers['x-client-id'] !== 'account-view')
    return { status: 403, code: 'client_header_missing' }
  if (!changing.has(method)) return undefined
  const origin = request.headers.origin
  if (!origin || !allowedOrigins.has(origin)) return { status: 403, code: 'origin_not_allowed' }
  const length = request.headers['content-length']
  if (length !== undefined && Number(length) > bodyLimitBytes) return { status: 413, code: 'body_too_large' }
  const hasBody = (length !== undefined && Number(length) > 0) || request.headers['transfer-encoding'] !== undefined
  if (hasBody && !/^application\/json(\s*;|$)/i.test(request.headers['content-type'] ?? ''))
    return { status: 415, code: 'json_only' }
  return undefined
}
