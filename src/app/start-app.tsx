import { startTransition, StrictMode, type ComponentProps } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { createBrowserRouter, type DataRouter } from 'react-router'
import { routerContext } from '@/shared/routing/app-context'
import { openedSearch } from '@/shared/config/mail-link-parameters'
import { App } from './app'
import { createQueryClient } from './create-query-client'
import { prepareHydration } from './prerendered-pages'
import { createAppRoutes } from './routes'

type StartAppOptions = Pick<ComponentProps<typeof App>, 'runtime' | 'settledRuntime' | 'onFlagsChange'> & {
  container: HTMLElement
  /** The router's basename: "/" locally, "/dpl/av" in production. */
  basename: string
}

/**
 * The app in the browser: React Router's browser router over the app's routes, hydrating the HTML the
 * production build prerendered where it fits this address (prerendered-pages.ts), else rendering afresh.
 */
export async function startApp({
  container,
  basename,
  runtime,
  settledRuntime,
  onFlagsChange,
}: StartAppOptions): Promise<{ router: DataRouter; root: Root }> {
  const routes = createAppRoutes()
  const queryClient = createQueryClient()
  const hydrate =
    container.firstElementChild !== null &&
    (await prepareHydration(
      routes,
      { pathname: window.location.pathname, search: openedSearch(window.location) },
      basename,
      window.history.state,
    ))
  const router = createBrowserRouter(routes, {
    basename,
    getContext: routerContext({ queryClient, runtime: settledRuntime ?? Promise.resolve(runtime), basename }),
  })
  const app = (
    <StrictMode>
      <App
        router={router}
        routes={routes}
        queryClient={queryClient}
        runtime={runtime}
        settledRuntime={settledRuntime}
        onFlagsChange={onFlagsChange}
      />
    </StrictMode>
  )
  // A transition either way: React renders in slices of a few milliseconds and lets the browser answer input
  // in between, where a plain render is one long task. Rendered afresh, the HTML stays until the first commit.
  if (hydrate) {
    let root: Root | undefined
    startTransition(() => {
      root = hydrateRoot(container, app)
    })
    return { router, root: root as Root }
  }
  const root = createRoot(container)
  startTransition(() => root.render(app))
  return { router, root }
}
