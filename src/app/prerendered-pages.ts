import { matchRoutes, type RouteObject } from 'react-router'
import { appPath } from '@/shared/config/paths'

/**
 * A route's `handle.prerender`: the build writes its page as HTML. `needs`: the query parameters it shows its
 * form with (a mailed link's token; rendered with a stand-in); `differsWith`: those that change what it shows.
 */
export type Prerender = { needs?: readonly string[]; differsWith?: readonly string[] }

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
 * What the build renders into HTML (prerender.tsx): the account frame at `/` into index.html, which answers every
 * address without a file of its own, and each prerendered route with a stand-in for each parameter it needs.
 */
export function prerenderedPages(routes: RouteObject[]): { href: string; file: string; fromMail: boolean }[] {
  return [
    { href: '/', file: 'index.html', fromMail: false },
    ...prerenderedRoutes(routes).map(({ path, prerender }) => {
      const search = new URLSearchParams((prerender.needs ?? []).map((name) => [name, 'prerendered']))
      // A page that needs its link's parameters is opened from a mail: they must not go out as its referrer.
      return {
        href: `${path}${search.size ? `?${search}` : ''}`,
        file: `${path.slice(1)}.html`,
        fromMail: search.size > 0,
      }
    }),
  ]
}

/**
 * Whether the HTML is the page the routes render here, so the app hydrates it: a prerendered route with the
 * parameters it was rendered with and no navigation state (`usr`, kept over a reload: the login page hands the
 * username to account verification). Its lazy modules load first, React Router's way of hydrating lazy routes.
 * index.html's account frame is rendered over afresh: the account's loader may have sent elsewhere by then.
 */
export async function prepareHydration(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'>,
  basename: string,
  historyState: unknown = null,
): Promise<boolean> {
  const matches = matchRoutes(routes, location.pathname, basename) ?? []
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
