import { shopHost, type ShopLocale } from './locales'

/**
 * The shop's pages a login may return to (spec section 2, "redirect targets from configuration"):
 * the checkout view and the content view, on the host of the shop the account belongs to. A prefix
 * is a whole path segment (`/dpl/checkout` allows `/dpl/checkout/cart`, not `/dpl/checkoutevil`).
 */
export const shopReturnViews = {
  checkout: '/dpl/checkout',
  content: '/dpl/c',
} as const

const withinView = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)

/**
 * The target as an absolute URL if it is one of this shop's return views: https, the shop's own
 * host exactly (no port, no user info, not another country's shop), a path within a view. Else undefined.
 */
export function shopReturnTarget(raw: string, locale: ShopLocale): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters must never reach a URL
  if (!raw.startsWith('https://') || /[\u0000-\u001f\\]/.test(raw)) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return undefined
  if (url.hostname !== shopHost(locale)) return undefined
  if (!Object.values(shopReturnViews).some((prefix) => withinView(url.pathname, prefix))) return undefined
  return url.href
}

/** Whether a redirect target leaves the app for the shop (a full page load, not a route change). */
export const isShopReturnTarget = (target: string) => target.startsWith('https://')
