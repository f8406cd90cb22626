import { useState } from 'react'
import { BrowserRouter } from 'react-router'
import type { AppRuntime } from '@/shared/config/runtime'
import { AppProviders } from './app-providers'
import { AppRoutes } from './app-routes'
import { createQueryClient } from './create-query-client'
import { ErrorFallbackPage } from './pages/error-fallback-page'
import { createAppRoutes } from './routes'

export function App({ runtime, basename }: { runtime: AppRuntime; basename: string }) {
  const [{ routes, queryClient }] = useState(() => ({ routes: createAppRoutes(), queryClient: createQueryClient() }))
  return (
    <AppProviders runtime={runtime} queryClient={queryClient} routes={routes}>
      <BrowserRouter basename={basename}>
        <AppRoutes routes={routes} errorFallback={ErrorFallbackPage} />
      </BrowserRouter>
    </AppProviders>
  )
}
