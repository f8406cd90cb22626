import { act, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, type DataRouter, type RouteObject } from 'react-router'
import { resolveFlags, type FlagOverrides } from '../flags/definitions'
import { getScenario } from '../scenarios/registry'
import { freezeMockClock, mockNow, moveMockClock } from '../mock-server/runtime/clock'
import { injectFault, type FaultRule } from '../mock-server/runtime/faults'
import { App } from '../src/app/app'
import { createQueryClient } from '../src/app/create-query-client'
import { createAppRoutes } from '../src/app/routes'
import { configureApiClient } from '../src/shared/api/api-client-config'
import { mockServicePaths, serviceNames, type ServiceBaseUrls } from '../src/shared/config/services'
import type { AppRuntime } from '../src/shared/config/runtime'
import { routerContext } from '../src/shared/routing/app-context'
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
  /** Runs once seeded, before the first render, with the app's query client. */
  beforeRender?: (context: { queryClient: QueryClient; runtime: AppRuntime }) => Promise<void>
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

/**
 * The app at `path` on a memory router over `routes`, as src/main.tsx makes it on the browser's: for tests and
 * stories (the router is the app's own, so a test can read `router.state.location` and `router.navigate`).
 */
export function memoryApp({
  routes = createAppRoutes(),
  path,
  runtime,
  queryClient,
}: {
  routes?: RouteObject[]
  path: string
  runtime: AppRuntime
  queryClient: QueryClient
}): { app: ReactElement; router: DataRouter } {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    getContext: routerContext({ queryClient, runtime: Promise.resolve(runtime), basename: '/' }),
  })
  return {
    app: <App router={router} routes={routes} queryClient={queryClient} runtime={runtime} />,
    router,
  }
}

/** What a test may ask of the router: where the app is, and go somewhere (inside act, as a click would). */
export type TestRouter = { readonly state: DataRouter['state']; navigate: (to: string) => Promise<void> }

function testRouter(router: DataRouter): TestRouter {
  return {
    get state() {
      return router.state
    },
    navigate: (to) => act(() => router.navigate(to)),
  }
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
  const queryClient = createQueryClient({ retryDelayMs: 0 })
  await beforeRender?.({ queryClient, runtime })
  // No timer between keystrokes (user-event's default waits a macrotask after each): React handles each
  // event in act anyway, and a test of a long form waited on the clock for nothing.
  const user = userEvent.setup({ delay: null, ...(advanceTimers ? { advanceTimers } : {}) })
  const { app, router } = memoryApp({ routes, path: initialPath, runtime, queryClient })
  const view = render(app)
  return { ...view, router: testRouter(router), user, queryClient, runtime }
}
