import { matchRoutes, type RouteObject } from 'react-router'
import type { ShopLocale } from './locales'
import { shopReturnTarget } from './shop-return-targets'

/**
 * A redirect target is used only if it is one of the app's own paths (same origin, a known route, no
 * protocol-relative or backslash tricks) or, given the shop, one of that shop's return views
 * (shop-return-targets.ts). Anything else falls back to home.
 */
export function safeRedirectTarget(
  raw: string | null | undefined,
  routes: RouteObject[],
  { fallback = '/', shop }: { fallback?: string; shop?: ShopLocale } = {},
): string {
  const shopTarget = raw && shop ? shopReturnTarget(raw, shop) : undefined
  if (shopTarget) return shopTarget
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
