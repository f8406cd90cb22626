import { matchRoutes, type RouteObject } from 'react-router'

/**
 * A redirect target is used only if it is one of the app's own paths: same origin, a known
 * route, no protocol-relative or backslash tricks. Anything else falls back to home.
 */
export function safeRedirectTarget(raw: string | null | undefined, routes: RouteObject[], fallback = '/'): string {
  const url = appRelativeUrl(raw)
  if (!url) return fallback
  const deepestMatch = matchRoutes(routes, url.pathname)?.at(-1)
  if (!deepestMatch || deepestMatch.route.path === '*') return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

const probeOrigin = 'https://app.invalid'

/**
 * The path as a URL on this site, or undefined when it could lead elsewhere: not starting with one
 * `/`, protocol-relative (`//`, `/\\`, `/.//` once normalised), control characters, `javascript:`.
 */
function appRelativeUrl(raw: string | null | undefined): URL | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined
  // eslint-disable-next-line no-control-regex -- control characters must never reach a URL
  if (/[\u0000-\u001f]/.test(raw)) return undefined
  let url: URL
  try {
    url = new URL(raw, probeOrigin)
  } catch {
    return undefined
  }
  if (url.origin !== probeOrigin || url.pathname.startsWith('//')) return undefined
  return url
}

/** Whether a path (a redirect target, a link a mail will carry) stays on this site. */
export function isAppRelativePath(raw: string | null | undefined): boolean {
  return appRelativeUrl(raw) !== undefined
}
