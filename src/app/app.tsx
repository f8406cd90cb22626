import { startTransition, useEffect, useState } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import type { DataRouter, RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import type { AppRuntime } from '@/shared/config/runtime'
import { logger } from '@/shared/logging/logger'
import { useSessionAcrossTabs } from '@/shared/session/session-across-tabs'
import { AppProviders } from './app-providers'

type AppProps = {
  /** The browser router in the app (src/main.tsx), a memory router in tests and stories, over the same routes. */
  router: DataRouter
  routes: RouteObject[]
  queryClient: QueryClient
  runtime: AppRuntime
  /** The runtime once the flag service and reCAPTCHA have answered (production paints before that). */
  settledRuntime?: Promise<AppRuntime>
  /** Flags switched in the flag service while the page is open (production-runtime.ts). */
  onFlagsChange?: (listener: (flags: AppRuntime['flags']) => void) => () => void
}

/** A page that failed (its code did not load, a loader or render threw): logged without personal data. */
function logRouteError(error: unknown, { errorInfo }: { errorInfo?: { componentStack?: string | null } }) {
  logger.error('app.render-error', {
    name: error instanceof Error ? error.name : typeof error,
    hasStack: Boolean(errorInfo?.componentStack),
  })
}

/** The whole app: its providers around React Router, the same in the browser, at build time and in tests. */
export function App({ router, routes, queryClient, runtime: initialRuntime, settledRuntime, onFlagsChange }: AppProps) {
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
  useSessionAcrossTabs(queryClient)
  return (
    <AppProviders runtime={runtime} queryClient={queryClient} routes={routes}>
      <RouterProvider router={router} onError={logRouteError} />
    </AppProviders>
  )
}
