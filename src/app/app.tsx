import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import type { AppRuntime } from '@/shared/config/runtime'
import { AppProviders } from './app-providers'
import { createQueryClient } from './create-query-client'
import { createAppRoutes } from './routes'

export function App({ runtime, basename }: { runtime: AppRuntime; basename: string }) {
  const [{ routes, router, queryClient }] = useState(() => {
    const appRoutes = createAppRoutes()
    return { routes: appRoutes, router: createBrowserRouter(appRoutes, { basename }), queryClient: createQueryClient() }
  })
  return (
    <AppProviders runtime={runtime} queryClient={queryClient} routes={routes}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
