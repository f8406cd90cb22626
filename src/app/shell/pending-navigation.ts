import { useContext, type SyntheticEvent } from 'react'
import { matchRoutes, useHref, type RouteObject } from 'react-router'
import { AppRoutesContext } from '@/shared/config/app-routes-context'
import { PendingNavigationContext } from '../navigation-router'
import { routePath } from '../prerendered-routes'
import { loadRouteModule } from '../route-modules'

/**
 * The app path (`paths.orders.getHref()`) a navigation is on its way to while its page cannot show
 * yet, its code still loading; else null.
 */
export function usePendingNavigationPath(): string | null {
  const target = useContext(PendingNavigationContext)
  // The router's basename: "/" here, "/dpl/av" in production.
  const basename = useHref('/')
  return target === null ? null : routePath(target, basename)
}

const requested = new WeakSet<RouteObject>()

/**
 * Starts downloading the code of the page at `path` and of its layouts, once per route: a later
 * click then shows the page at once. A failed download is asked for again by the next call, or by
 * the page itself when it is opened (which shows its error then).
 */
export function preloadRoute(routes: RouteObject[], path: string, basename = '/'): void {
  for (const { route } of matchRoutes(routes, path, basename) ?? []) {
    if (typeof route.lazy !== 'function' || requested.has(route)) continue
    requested.add(route)
    loadRouteModule(route).catch(() => requested.delete(route))
  }
}

/**
 * Handlers for a part of the page: pointing at or focusing any link in it that leads into the app
 * preloads that page (preloadRoute). One pair on the shell reaches every link of the navigation and
 * of the pages, without a link component each page would have to remember.
 */
export function usePreloadLinkTargets() {
  const routes = useContext(AppRoutesContext)
  const basename = useHref('/')
  const preload = (event: SyntheticEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]')
    if (link?.origin === window.location.origin) preloadRoute(routes, link.pathname, basename)
  }
  return { onPointerOver: preload, onFocus: preload }
}
