import { matchRoutes, type RouteObject } from 'react-router'
import { appPath } from '@/shared/config/paths'

/**
 * A route's `handle.prerender` (routes.tsx): the production build writes its page as HTML. `needs`: the query
 * parameters it shows its form or progress with (a page opened from a mail, with the link's token; the build
 * renders it with a stand-in); `differsWith`: those that make it show something else (then the app renders
 * the page afresh over the HTML instead of hydrating it).
 */
export type Prerender = { needs?: readonly string[]; differsWith?: readonly string[] }

/** The signed-in area's route (routes.tsx): index.html holds its frame, for every address of the area. */
export const accountRouteId = 'account'

const prerenderOf = (route: RouteObject): Prerender | undefined =>
  (route.handle as { prerender?: Prerender } | undefined)?.prerender

/** Each route with `handle.prerender`, with its path (the routes' paths are absolute, as in paths.ts). */
function prerenderedRoutes(routes: RouteObject[]): { path: string; prerender: Prerender }[] {
  return routes.flatMap((route) => {
    const prerender = prerenderOf(route)
    const own = prerender && route.path ? [{ path: route.path.replace(/\/\*$/, ''), prerender }] : []
    return [...own, ...prerenderedRoutes(route.children ?? [])]
  })
}

/**
 * What the production build renders into HTML (src/app/prerender.tsx): the account frame at `/` into index.html,
 * which the web server answers every address without a file of its own with, and each prerendered route at its
 * path, with a stand-in for each parameter it needs (`file`: where it goes below the build's folder).
 */
export function prerenderedPages(routes: RouteObject[]): { href: string; file: string }[] {
  return [
    { href: '/', file: 'index.html' },
    ...prerenderedRoutes(routes).map(({ path, prerender }) => {
      const search = new URLSearchParams((prerender.needs ?? []).map((name) => [name, 'prerendered']))
      return { href: `${path}${search.size ? `?${search}` : ''}`, file: `${path.slice(1)}.html` }
    }),
  ]
}

/**
 * Whether the page's HTML is what the routes render at this address before the app has loaded anything, so
 * that the app can hydrate it: an address of the signed-in area (index.html's account frame), or a prerendered
 * route with the parameters it was rendered with and no navigation state (React Router's `usr` in the history
 * entry, kept over a reload: the login page hands the username to account verification, which the HTML does
 * not have). For such a route the lazy modules are loaded first, React Router's way of hydrating lazy routes:
 * the first render then shows the page, as the build rendered it, instead of its fallback.
 */
export async function prepareHydration(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'>,
  basename: string,
  historyState: unknown = null,
): Promise<boolean> {
  const matches = matchRoutes(routes, location.pathname, basename) ?? []
  if (matches.some(({ route }) => route.id === accountRouteId)) return true
  const path = appPath(location.pathname, basename)
  // Exactly its address: account verification's further steps are routed inside its page, in index.html.
  const prerender = prerenderedRoutes(routes).find((route) => route.path === path)?.prerender
  const search = new URLSearchParams(location.search)
  const navigationState = typeof historyState === 'object' && historyState !== null && 'usr' in historyState
  const fits =
    prerender !== undefined &&
    !(navigationState && historyState.usr != null) &&
    !(prerender.differsWith ?? []).some((parameter) => search.has(parameter)) &&
    (prerender.needs ?? []).every((parameter) => search.get(parameter))
  if (fits) await loadLazyRoutes(matches.map(({ route }) => route))
  return fits
}

/** Loads lazy routes' modules into the route objects, before a router is made of them (hydration, the build). */
export async function loadLazyRoutes(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy !== 'function') return
      const module = await route.lazy()
      Object.assign(route, { ...module, lazy: undefined })
    }),
  )
}
