import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { UNSAFE_createBrowserHistory as createBrowserHistory, type RouteObject } from 'react-router'
import type { AppRuntime } from '@/shared/config/runtime'
import { AppProviders } from './app-providers'
import { AppRoutes } from './app-routes'
import { createQueryClient } from './create-query-client'
import { ErrorFallbackPage } from './pages/error-fallback-page'
import { NavigationRouter } from './navigation-router'
import { createAppRoutes } from './routes'

type AppProps = {
  runtime: AppRuntime
  basename: string
  /** The runtime once the flag service and reCAPTCHA have answered (production paints before that). */
  settledRuntime?: Promise<AppRuntime>
  /** Flags switched in the flag service while the page is open (production-runtime.ts). */
  onFlagsChange?: (listener: (flags: AppRuntime['flags']) => void) => () => void
  /** Made by the caller to start calls and route chunks before the first render (src/main.tsx). */
  routes?: RouteObject[]
  queryClient?: QueryClient
  /** The router around the routes; the build-time prerender (src/app/prerender.tsx) passes a static one. */
  router?: (routes: ReactNode) => ReactNode
}

export function App({ runtime: initialRuntime, basename, settledRuntime, onFlagsChange, router, ...given }: AppProps) {
  const [{ routes, queryClient }] = useState(() => ({
    routes: given.routes ?? createAppRoutes(),
    queryClient: given.queryClient ?? createQueryClient(),
  }))
  const [runtime, setRuntime] = useState(initialRuntime)
  useEffect(() => {
    let current = true
    void settledRuntime?.then((settled) => {
      // A transition: where the page is still being hydrated, an urgent update would make React hydrate the
      // rest of it in one go (one long task); as a transition it goes on in slices, as the hydration does.
      if (current) startTransition(() => setRuntime(settled))
    })
    return () => {
      current = false
    }
  }, [settledRuntime])
  useEffect(
    () => onFlagsChange?.((flags) => startTransition(() => setRuntime((shown) => ({ ...shown, flags })))),
    [onFlagsChange],
  )
  // One element for good: the settled runtime re-renders the providers, not the route matching.
  const appRoutes = useMemo(() => <AppRoutes routes={routes} errorFallback={ErrorFallbackPage} />, [routes])
  return (
    <AppProviders runtime={runtime} queryClient={queryClient} routes={routes}>
      {router ? (
        router(appRoutes)
      ) : (
        <NavigationRouter basename={basename} createHistory={() => createBrowserHistory({ v5Compat: true })}>
          {appRoutes}
        </NavigationRouter>
      )}
    </AppProviders>
  )
}
