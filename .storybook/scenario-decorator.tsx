import { useState } from 'react'
import { QueryClient } from '@tanstack/react-query'
import type { Decorator, Loader } from '@storybook/react-vite'
import type { RouteObject } from 'react-router'
import { getScenario, scenarios } from '../scenarios/registry'
import { applyScenario } from '../scenarios/scenario-runner'
import { injectFault, type FaultRule } from '../mock-server/runtime/faults'
import { freezeMockClock, moveMockClock, unfreezeMockClock } from '../mock-server/runtime/clock'
import { parseFlagOverrides, type FlagOverrides } from '../flags/definitions'
import { absoluteMockServiceUrls, memoryApp, scenarioRuntime } from '../testing/render-app'
import { createQueryClient } from '../src/app/create-query-client'
import { createAppRoutes } from '../src/app/routes'
import { configureApiClient } from '../src/shared/api/api-client-config'
import { isShopLocale } from '../src/shared/config/locales'

/**
 * Page stories render the real routes at `parameters.path`, with data from a scenario of the
 * registry: `parameters: { scenario: 'anonymous', path: '/login' }`. The toolbar can switch the
 * scenario, the shop and flags for any story.
 */
export type ScenarioParameters = {
  scenario?: string
  path?: string
  flags?: FlagOverrides
  /** Faults injected after seeding, e.g. a failing login call. */
  faults?: FaultRule[]
  /** Moves the mock clock after seeding, as the panel and `clock=` do: `2026-11-20T23:50`, `+10min`, `next-day`. */
  clock?: string
  /** Stops the mock clock once seeded (and moved): for texts exact to the minute, e.g. "noch 10 Minuten". */
  freezeClock?: boolean
}

function storySettings(parameters: ScenarioParameters, globals: Record<string, unknown>) {
  const scenarioId =
    typeof globals.scenario === 'string' && globals.scenario ? globals.scenario : (parameters.scenario ?? 'default')
  const scenario = getScenario(scenarioId)
  const flags = { ...parameters.flags, ...parseFlagOverrides(typeof globals.flags === 'string' ? globals.flags : '') }
  const locale = isShopLocale(globals.locale) ? globals.locale : scenario.locale
  return { scenario, flags, locale }
}

/**
 * Seeds the mock db before the story renders, so every story starts from its scenario. Also makes the
 * page's query client, so that a play function can wait on what the page has asked and been answered
 * (testing/query-state.ts) before it says something is not shown: `storyQueryClient(context.loaded)`.
 */
export const seedScenarioLoader: Loader = async ({ parameters, globals }) => {
  const { scenario } = storySettings(parameters as ScenarioParameters, globals)
  // The previous story's frozen clock ticks again; this story's scenario sets it.
  unfreezeMockClock()
  await applyScenario(scenario)
  for (const fault of (parameters as ScenarioParameters).faults ?? []) injectFault(fault)
  const { clock, freezeClock } = parameters as ScenarioParameters
  if (clock && !moveMockClock(clock)) throw new Error(`Story clock "${clock}" is not a time or step`)
  if (freezeClock) freezeMockClock()
  return { queryClient: createQueryClient({ retryDelayMs: 0 }), routes: createAppRoutes() }
}

/** The routes the loader made (a story may hold back a page's code in them). */
function storyRoutes(loaded: Record<string, unknown>): RouteObject[] {
  if (!Array.isArray(loaded.routes)) throw new Error('No routes: the scenario loader did not run')
  return loaded.routes as RouteObject[]
}

/** The query client of the page the story renders (made by seedScenarioLoader). */
export function storyQueryClient(loaded: Record<string, unknown>): QueryClient {
  const { queryClient } = loaded
  if (!(queryClient instanceof QueryClient)) throw new Error('No query client: the scenario loader did not run')
  return queryClient
}

export const withScenario: Decorator = (Story, context) => {
  const parameters = context.parameters as ScenarioParameters
  if (!parameters.path) return <Story />
  const { scenario, flags, locale } = storySettings(parameters, context.globals)
  return (
    <ScenarioApp
      key={context.id}
      scenarioId={scenario.id}
      flags={flags}
      locale={locale}
      path={parameters.path}
      queryClient={storyQueryClient(context.loaded)}
      routes={storyRoutes(context.loaded)}
    />
  )
}

function ScenarioApp({
  scenarioId,
  flags,
  locale,
  path,
  queryClient,
  routes,
}: {
  scenarioId: string
  flags: FlagOverrides
  locale: string
  path: string
  queryClient: QueryClient
  routes: RouteObject[]
}) {
  const [{ app }] = useState(() => {
    const runtime = { ...scenarioRuntime(scenarioId, flags), ...(isShopLocale(locale) ? { locale } : {}) }
    // Absolute URLs: the same in the browser, and what Node's fetch needs when Vitest runs the story.
    configureApiClient({ locale: runtime.locale, serviceBaseUrls: absoluteMockServiceUrls(), timeoutMs: 4_000 })
    return memoryApp({ routes, path, runtime, queryClient })
  })
  return app
}

export const scenarioToolbar = {
  scenario: {
    description: 'Szenario (Daten des Mock-Backends)',
    toolbar: {
      title: 'Szenario',
      icon: 'database' as const,
      items: [
        { value: '', title: 'wie in der Story' },
        ...scenarios.map((scenario) => ({ value: scenario.id, title: scenario.title })),
      ],
      dynamicTitle: true,
    },
  },
  locale: {
    description: 'Shop',
    toolbar: {
      title: 'Shop',
      icon: 'globe' as const,
      items: [
        { value: '', title: 'wie im Szenario' },
        { value: 'de', title: 'Deutschland (de)' },
        { value: 'at', title: 'Österreich (at)' },
        { value: 'ch', title: 'Schweiz (ch)' },
      ],
      dynamicTitle: true,
    },
  },
}
