import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import './shared/ui/styles.css'
import { App } from './app/app'
import { createQueryClient } from './app/create-query-client'
import { prepareHydration } from './app/prerendered-pages'
import { productionServiceUrls, startProductionRuntime } from './app/production-runtime'
import { createAppRoutes } from './app/routes'
import { configureApiClient } from './shared/api/api-client-config'
import { mockServicePaths } from './shared/config/services'
import type { AppRuntime } from './shared/config/runtime'
import { routerContext } from './shared/routing/app-context'

const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/'

async function createRuntime(): Promise<{
  runtime: AppRuntime
  settledRuntime?: Promise<AppRuntime>
  onFlagsChange?: ReturnType<typeof startProductionRuntime>['onFlagsChange']
}> {
  // The only way into the mock: one dynamic import, compiled out of the production build.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    configureApiClient({ serviceBaseUrls: mockServicePaths })
    const { startBrowserHarness } = await import('../scenarios/start-browser-harness')
    return { runtime: await startBrowserHarness({ basename }) }
  }
  configureApiClient({ serviceBaseUrls: productionServiceUrls() })
  // Paints at once with the default flags; Unleash's answer and reCAPTCHA follow (production-runtime.ts).
  const { initial: runtime, settled: settledRuntime, onFlagsChange } = startProductionRuntime()
  return { runtime, settledRuntime, onFlagsChange }
}

/**
 * Not a top-level await: the mock's chunk imports modules of the entry's chunk, and an entry still
 * awaiting at its top level would never finish evaluating for it (the page stayed blank).
 */
async function start() {
  const { runtime, settledRuntime, onFlagsChange } = await createRuntime()
  configureApiClient({ locale: runtime.locale })
  document.documentElement.lang = 'de'
  const routes = createAppRoutes()
  const queryClient = createQueryClient()
  const container = document.getElementById('root') as HTMLElement
  // The production build prerenders the account frame and the public pages (src/app/prerender.tsx).
  const hydrate =
    container.firstElementChild !== null &&
    (await prepareHydration(routes, window.location, basename, window.history.state))
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
  if (hydrate) startTransition(() => void hydrateRoot(container, app))
  else startTransition(() => createRoot(container).render(app))
}

void start()
