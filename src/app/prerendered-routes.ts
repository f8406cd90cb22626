import { matchRoutes, type RouteObject } from 'react-router'
import { paths } from '@/shared/config/paths'

/** The routes the production build writes as HTML (scripts/prerender-plugin.mjs): the login page. */
export const prerenderedPaths = [paths.login.path] as const

function routePath(pathname: string, basename: string): string {
  const withinApp = basename !== '/' && pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname
  return withinApp.replace(/(.)\/+$/, '$1') || '/'
}

/**
 * The prerendered markup fits this location: a prerendered route, not the social-login provider's
 * way back (its callback shows before the heading). Otherwise the app renders afresh.
 */
export function canHydrate(location: Pick<Location, 'pathname' | 'search'>, basename: string): boolean {
  const search = new URLSearchParams(location.search)
  if (search.has('code') || search.has('error')) return false
  return (prerenderedPaths as readonly string[]).includes(routePath(location.pathname, basename))
}

/** Starts downloading the lazy modules of the routes this location shows (layouts and page). */
export function preloadRouteModules(routes: RouteObject[], pathname: string, basename: string): void {
  for (const { route } of matchRoutes(routes, pathname, basename) ?? []) {
    // A failed download shows when the page itself asks for it (route error boundary).
    if (typeof route.lazy === 'function') (route.lazy as () => Promise<unknown>)().catch(() => undefined)
  }
}
