import { useContext, type SyntheticEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { matchRoutes, useHref, useNavigation, type LoaderFunction, type RouteObject } from 'react-router'
import { AppRoutesContext } from '@/shared/config/app-routes-context'
import { appPath } from '@/shared/config/paths'
import { useRuntime } from '@/shared/config/runtime'
import { routerContext, type AppContext } from '@/shared/routing/app-context'

/**
 * The app path (`paths.orders.getHref()`) a navigation is on its way to while its page's code and loaders
 * are still loading (React Router's `useNavigation`); else null.
 */
export function usePendingNavigationPath(): string | null {
  const navigation = useNavigation()
  // The router's basename: "/" here, "/dpl/av" in production.
  const basename = useHref('/')
  return navigation.state === 'loading' ? appPath(navigation.location.pathname, basename) : null
}

type RouteModule = { loader?: LoaderFunction }

const modules = new WeakMap<RouteObject, Promise<RouteModule>>()

/**
 * Starts loading the page at `href` as a navigation there would: each lazy route's module (once per route) and its
 * loader, which starts the page's calls. React Router's data mode has no prefetching of its own.
 */
export function prefetchRoute(routes: RouteObject[], href: URL, basename: string, app: AppContext): void {
  for (const { route, params } of matchRoutes(routes, href.pathname, basename) ?? []) {
    const load = route.lazy
    if (typeof load !== 'function') continue
    let module = modules.get(route)
    if (!module) {
      module = (load as () => Promise<RouteModule>)()
      modules.set(route, module)
      module.catch(() => modules.delete(route))
    }
    void module
      .then(({ loader }) => loader?.({ request: new Request(href), params, context: routerContext(app)() } as never))
      .catch(() => undefined)
  }
}

/** Pointing at or focusing any in-app link inside prefetches its page: one pair on the shell reaches every link. */
export function usePrefetchLinkTargets() {
  const routes = useContext(AppRoutesContext)
  const queryClient = useQueryClient()
  const runtime = useRuntime()
  const basename = useHref('/')
  const prefetch = (event: SyntheticEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]')
    if (link?.origin !== window.location.origin) return
    const app = { queryClient, runtime: Promise.resolve(runtime), basename }
    prefetchRoute(routes, new URL(link.href), basename, app)
  }
  return { onPointerOver: prefetch, onFocus: prefetch }
}
