import './shared/api/zod-config'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import './shared/ui/styles.css'
import { App } from './app/app'
import { askForAccountStartCalls } from './app/account-start-calls'
import { askForPageStartCalls } from './app/page-start-calls'
import { createQueryClient } from './app/create-query-client'
import { canHydrate, preloadRouteModules } from './app/prerendered-routes'
import { notFoundTemplateId } from './app/pages/not-found-template'
import { earlyFrameTemplateId } from './app/shell/early-account-frame-template'
import { productionServiceUrls, startProductionRuntime } from './app/production-runtime'
import { createAppRoutes } from './app/routes'
import { configureApiClient } from './shared/api/api-client-config'
import { forgetEarlyPageAnswers } from './shared/api/early-answers'
import { earlyConfirmationDoneTemplateId } from './shared/mail-link/early-confirmation-template'
import { mockServicePaths } from './shared/config/services'
import type { AppRuntime } from './shared/config/runtime'
import { loginStateQueryOptions } from './shared/session/session-api'

const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/'
const routes = createAppRoutes()
const queryClient = createQueryClient()
// The page's code loads beside the entry's start-up, not after the first render asks for it.
const firstPathname = window.location.pathname
const routeModules = preloadRouteModules(routes, firstPathname, basename)

async function createRuntime(): Promise<{
  runtime: AppRuntime
  /** The code of the page the harness moved to, where it moved. */
  pageModules?: Promise<unknown>
  settledRuntime?: Promise<AppRuntime>
  onFlagsChange?: ReturnType<typeof startProductionRuntime>['onFlagsChange']
}> {
  // The only way into the mock: one dynamic import, compiled out of the production build.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    configureApiClient({ serviceBaseUrls: mockServicePaths })
    const { startBrowserHarness } = await import('../scenarios/start-browser-harness')
    const harness = startBrowserHarness({ basename })
    // Where the harness has moved to the scenario's start page (before its first await), that page's
    // code downloads while the scenario seeds.
    const { pathname } = window.location
    const pageModules = pathname !== firstPathname ? preloadRouteModules(routes, pathname, basename) : undefined
    return { runtime: await harness, pageModules }
  }
  configureApiClient({ serviceBaseUrls: productionServiceUrls() })
  // Paints at once with the default flags; Unleash's answer and reCAPTCHA follow (production-runtime.ts).
  const { initial: runtime, settled: settledRuntime, onFlagsChange } = startProductionRuntime()
  configureApiClient({ locale: runtime.locale })
  return { runtime, settledRuntime, onFlagsChange }
}

/**
 * Not a top-level await: the mock's chunk imports modules of the entry's chunk, and an entry still
 * awaiting at its top level would never finish evaluating for it (the page stayed blank).
 */
async function start() {
  const created = await createRuntime()
  const { runtime, settledRuntime, onFlagsChange } = created
  configureApiClient({ locale: runtime.locale })
  // Every page asks whether the customer is signed in: the call starts with the app, not with the page
  // (and, signed in, the stay-logged-in setting every account page waits for).
  const accountStartCalls = askForAccountStartCalls(queryClient, settledRuntime ?? runtime)
  document.documentElement.lang = 'de'

  const container = document.getElementById('root') as HTMLElement
  // What a page's scripts show before the app comes from templates: index.html's early frame and page-not-found
  // page, the email change's confirmation. Once the app has taken them away those scripts show nothing more:
  // from here on only React changes the page.
  const frameTemplates = [earlyFrameTemplateId, notFoundTemplateId].map((id) => document.getElementById(id))
  for (const template of [...frameTemplates, document.getElementById(earlyConfirmationDoneTemplateId)])
    template?.remove()
  const app = (shownRuntime: AppRuntime) => (
    <StrictMode>
      <App
        runtime={shownRuntime}
        basename={basename}
        routes={routes}
        queryClient={queryClient}
        settledRuntime={settledRuntime}
        onFlagsChange={onFlagsChange}
      />
    </StrictMode>
  )
  // The production build prerenders the login page (scripts/prerender-plugin.mjs): its markup is hydrated,
  // as a transition, in slices, so that a phone stays responsive meanwhile.
  if (container.firstElementChild && canHydrate(window.location, basename, window.history.state)) {
    startTransition(() => {
      hydrateRoot(container, app(runtime))
    })
    return
  }
  // Only index.html has the frame's templates: with them, what #root holds is what its route script showed.
  const shownBeforeApp = frameTemplates.some(Boolean) && container.firstElementChild !== null
  // The first render is a transition too: React renders it in slices of a few milliseconds and lets the
  // browser answer input in between, where a plain render is one long task.
  if (!shownBeforeApp) {
    // Where the harness has moved to a scenario's start page, that page's code was asked for only then:
    // the render waits for it (it settles on a failed download too), since a page that suspends after
    // the shell has painted is revealed only 300 ms after that paint (React's throttle for Suspense
    // fallbacks). Elsewhere the shell renders at once and asks for its data while the code arrives.
    if (created.pageModules) await created.pageModules
    container.replaceChildren()
    const root = createRoot(container)
    startTransition(() => root.render(app(runtime)))
    return
  }
  // The route script shows an account page's header, greeting and banner, or the page-not-found page
  // (production build). The first render replaces them with the whole page, so it waits for what that page
  // needs (asked for already, the banner's setting too) rather than showing an empty page or no banner
  // in between, and for the page's own calls: it then renders the page with their answers, in slices,
  // instead of a spinner and, when they come, one long task (page-start-calls.ts; a moment at most).
  const [shownRuntime] = await Promise.all([
    settledRuntime ?? runtime,
    queryClient.prefetchQuery(loginStateQueryOptions()),
    routeModules,
    accountStartCalls,
    askForPageStartCalls({ queryClient, routeModules, runtime }),
  ])
  // The route script sent the page's calls once the frame had painted; what no start call took is not kept for later.
  forgetEarlyPageAnswers()
  const root = createRoot(container)
  startTransition(() => root.render(app(shownRuntime)))
}

void start()
