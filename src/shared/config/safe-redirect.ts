import { matchRoutes, type RouteObject } from 'react-router'

/**
 * A redirect target is used only if it is one of the app's own paths: same origin, a known
 * route, no protocol-relative or backslash tricks. Anything else falls back to home.
 */
export function safeRedirectTarget(raw: string | null | undefined, routes: RouteObject[], fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback
  // eslint-disable-next-line no-control-regex -- control characters must never reach a URL
  if (/[\u0000-\u001f]/.test(raw)) return fallback
  let url: URL
  try {
    url = new URL(raw, 'https://app.invalid')
  } catch {
    return fallback
  }
  if (url.origin !== 'https://app.invalid') return fallback
  const deepestMatch = matchRoutes(routes, url.pathname)?.at(-1)
  if (!deepestMatch || deepestMatch.route.path === '*') return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
