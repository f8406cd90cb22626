import { act, render } from '@testing-library/react'
import type { QueryClient } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { useLocation, useNavigate, type Location, type NavigateFunction, type RouteObject } from 'react-router'
import { resolveFlags, type FlagOverrides } from '../flags/definitions'
import { getScenario } from '../scenarios/registry'
import { freezeMockClock, mockNow, moveMockClock } from '../mock-server/runtime/clock'
import { injectFault, type FaultRule } from '../mock-server/runtime/faults'
import { AppProviders } from '../src/app/app-providers'
import { AppRoutes } from '../src/app/app-routes'
import { ErrorFallbackPage } from '../src/app/pages/error-fallback-page'
import { createQueryClient } from '../src/app/create-query-client'
import { createAppRoutes } from '../src/app/routes'
import { preloadRouteModules, type LoadedRoute } from '../src/app/prerendered-routes'
import { configureApiClient } from '../src/shared/api/api-client-config'
import { mockServicePaths, serviceNames, type ServiceBaseUrls } from '../src/shared/config/services'
import type { AppRuntime } from '../src/shared/config/runtime'
import { MemoryNavigationRouter } from './memory-navigation-router'
import { seedScenario } from './seed-scenario'

type RenderAppOptions = {
  /** A scenario id from the registry; the db is seeded with it before rendering. */
  scenario: string
  path?: string
  flags?: FlagOverrides
  runtime?: Partial<AppRuntime>
  /** Faults to inject after seeding (seeding clears all faults). */
  faults?: FaultRule[]
  /** Moves the mock clock after seeding, as the panel and `clock=` do: `2026-11-20T23:50`, `+10min`, `next-day`. */
  clock?: string
  /**
   * Stops the mock clock once seeded (and moved): for texts exact to the minute ("noch 825 Minuten",
   * "um 10:15 Uhr") and expiries checked to the second. vitest.setup.ts lets it tick again after the test.
   */
  freezeClock?: boolean
  /** With fake timers: how user-event moves them on over its pauses (e.g. `vi.advanceTimersByTime`). */
  advanceTimers?: (ms: number) => unknown
  /** The app's route table made by the test, e.g. with a page's code held back (held-route-module.ts). */
  routes?: RouteObject[]
  /** Runs once seeded, before the first render, with the app's query client (as src/main.tsx asks before it). */
  beforeRender?: (context: {
    queryClient: QueryClient
    /** The first address's routes as loaded for the first render (`preloadRouteModules`). */
    routeModules: Promise<LoadedRoute[]>
    runtime: AppRuntime
  }) => Promise<void>
}

/** Node's fetch needs absolute URLs; the handlers match any origin. */
export function absoluteMockServiceUrls(): ServiceBaseUrls {
  return Object.fromEntries(
    serviceNames.map((name) => [name, `${window.location.origin}${mockServicePaths[name]}`]),
  ) as ServiceBaseUrls
}

/** The runtime a scenario gives the app: its locale, environment, flags and the mock clock. */
export function scenarioRuntime(scenarioId: string, flags: FlagOverrides = {}): AppRuntime {
  const scenario = getScenario(scenarioId)
  return {
    environment: scenario.env,
    locale: scenario.locale,
    flags: resolveFlags(scenario.env, { ...scenario.flags, ...flags }),
    now: mockNow,
    recaptcha: async () => 'test-recaptcha-token',
  }
}

/** What a test may ask of the router: where the app is, and go somewhere. */
export type TestRouter = { readonly state: { location: Location }; navigate: (to: string) => Promise<void> }

function createRouterProbe() {
  const current: { location?: Location; navigate?: NavigateFunction } = {}
  function RouterProbe() {
    current.location = useLocation()
    current.navigate = useNavigate()
    return null
  }
  const router: TestRouter = {
    get state() {
      if (!current.location) throw new Error('The app has not rendered yet')
      return { location: current.location }
    },
    navigate: async (to) => {
      await act(async () => {
        await current.navigate?.(to)
      })
    },
  }
  return { RouterProbe, router }
}

/** Renders the whole app (real routes, providers and mock backend) at a path, seeded with a scenario. */
export async function renderApp({
  scenario,
  path,
  flags,
  runtime: runtimeOverrides,
  faults = [],
  clock,
  freezeClock = false,
  advanceTimers,
  routes = createAppRoutes(),
  beforeRender,
}: RenderAppOptions) {
  await seedScenario(scenario)
  if (clock && !moveMockClock(clock)) throw new Error(`renderApp: clock "${clock}" is not a time or step`)
  if (freezeClock) freezeMockClock()
  faults.forEach(injectFault)
  const runtime = { ...scenarioRuntime(scenario, flags), ...runtimeOverrides }
  configureApiClient({ locale: runtime.locale, serviceBaseUrls: absoluteMockServiceUrls(), timeoutMs: 2_000 })
  const initialPath = path ?? getScenario(scenario).startPath
  // As the app's entry does: the page's code is there before the first render, so it does not suspend
  // (React holds a revealed Suspense boundary back for 300 ms, per page, in every test).
  const routeModules = preloadRouteModules(routes, new URL(initialPath, 'http://localhost').pathname, '/')
  await routeModules
  const { RouterProbe, router } = createRouterProbe()
  const queryClient = createQueryClient({ retryDelayMs: 0 })
  await beforeRender?.({ queryClient, routeModules, runtime })
  // No timer between keystrokes (user-event's default waits a macrotask after each): React handles each
  // event in act anyway, and a test of a long form waited on the clock for nothing.
  const user = userEvent.setup({ delay: null, ...(advanceTimers ? { advanceTimers } : {}) })
  const view = render(
    <AppProviders runtime={runtime} queryClient={queryClient} routes={routes}>
      <MemoryNavigationRouter path={initialPath}>
        <AppRoutes routes={routes} errorFallback={ErrorFallbackPage} />
        <RouterProbe />
      </MemoryNavigationRouter>
    </AppProviders>,
  )
  return { ...view, router, user, queryClient, runtime }
}
