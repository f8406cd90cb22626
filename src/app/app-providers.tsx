import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import { AppIntlProvider } from '@/shared/intl/app-intl-provider'
import { RuntimeContext, type AppRuntime } from '@/shared/config/runtime'
import { AppRoutesContext } from '@/shared/config/app-routes-context'

type AppProvidersProps = { runtime: AppRuntime; queryClient: QueryClient; routes: RouteObject[]; children: ReactNode }

/** The provider stack shared by the app, Storybook and the Vitest render helper. */
export function AppProviders({ runtime, queryClient, routes, children }: AppProvidersProps) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <AppIntlProvider locale={runtime.locale}>
        <QueryClientProvider client={queryClient}>
          <AppRoutesContext.Provider value={routes}>{children}</AppRoutesContext.Provider>
        </QueryClientProvider>
      </AppIntlProvider>
    </RuntimeContext.Provider>
  )
}
