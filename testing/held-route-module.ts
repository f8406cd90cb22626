import { matchRoutes, type RouteObject } from 'react-router'

export type HeldRouteModule = {
  /** How often the app asked for the page's code (opening the page, or prefetching it). */
  readonly requests: number
  /** Lets the code arrive: every request so far, and any later one, gets the module. */
  release(): void
  /** Whether the page's code has arrived for the app, so that opening the page needs no wait. */
  isLoaded(): boolean
}

/**
 * Holds back the code of the page at `path` in a route table (before a router is made of it): the page's
 * module arrives only on `release()`, as on a slow network.
 */
export function holdRouteModule(routes: RouteObject[], path: string): HeldRouteModule {
  const route = matchRoutes(routes, path)?.at(-1)?.route
  const load = route?.lazy
  if (!route || typeof load !== 'function') throw new Error(`holdRouteModule: no lazy page at ${path}`)
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let loaded = false
  const held = { requests: 0, release, isLoaded: () => loaded }
  route.lazy = (async () => {
    held.requests += 1
    await released
    const module = await load()
    loaded = true
    return module
  }) as typeof load
  return held
}
