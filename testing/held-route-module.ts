import { matchRoutes, type RouteObject } from 'react-router'
import { loadedRouteComponent } from '../src/app/route-modules'

export type HeldRouteModule = {
  /** How often the app asked for the page's code (opening the page, or preloading it). */
  readonly requests: number
  /** Lets the code arrive: every request so far, and any later one, gets the module. */
  release(): void
  /** Whether the app has the page's code now, so that opening the page needs no wait. */
  isLoaded(): boolean
}

/**
 * Holds back the code of the page at `path` in a route table (before it is rendered): the page's
 * module arrives only on `release()`, as on a slow network.
 */
export function holdRouteModule(routes: RouteObject[], path: string): HeldRouteModule {
  const route = matchRoutes(routes, path)?.at(-1)?.route
  const load = route?.lazy
  if (!route || typeof load !== 'function') throw new Error(`holdRouteModule: no lazy page at ${path}`)
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const held = { requests: 0, release, isLoaded: () => loadedRouteComponent(route.lazy) !== undefined }
  route.lazy = (async () => {
    held.requests += 1
    await released
    return load()
  }) as typeof load
  return held
}
