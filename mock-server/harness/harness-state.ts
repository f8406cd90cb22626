import { isEnvironment, parseFlagOverrides, type Environment, type FlagOverrides } from '../../flags/definitions'
import { isShopLocale, type ShopLocale } from '../../src/shared/config/locales'
import { findScenarioIn, type HarnessScenario, type ScenarioCatalogue } from './scenario-catalogue'
import type { MockControls } from '../runtime/faults'

/** What the harness keeps for a tab besides its db (tab-db-store.ts): the chosen scenario and its settings. */
export type HarnessState = {
  scenarioId: string
  env: Environment
  locale: ShopLocale
  flagOverrides: FlagOverrides
  clockOffsetMs: number
  /** Latency and injected faults, so they survive reloads. */
  controls?: MockControls
  panelCollapsed?: boolean
  /** The clock was moved from the scenario's time (panel or `clock=`): the share link carries it. */
  clockMoved?: boolean
}

export const harnessParameterNames = ['scenario', 'flags', 'env', 'locale', 'clock'] as const

export type HarnessRequest = {
  /** A scenario to (re-)seed, or none to keep the current db. */
  scenario?: HarnessScenario
  env?: Environment
  locale?: ShopLocale
  flags?: FlagOverrides
  /** Where to move the mock clock: `2026-11-20T23:50`, `+10min`, `+24h`, `next-day` (see clock.ts). */
  clock?: string
}

/** Reads the URL contract: ?scenario=<id>&flags=a,-b&env=<env>&locale=<de|at|ch>&clock=<time or step>. */
export function readHarnessRequest(search: string, catalogue: ScenarioCatalogue): HarnessRequest {
  const params = new URLSearchParams(search)
  const env = params.get('env')
  const locale = params.get('locale')
  return {
    scenario: findScenarioIn(catalogue, params.get('scenario')),
    env: isEnvironment(env) ? env : undefined,
    locale: isShopLocale(locale) ? locale : undefined,
    flags: params.has('flags') ? parseFlagOverrides(params.get('flags')) : undefined,
    clock: params.get('clock') ?? undefined,
  }
}

/** The fragment's parameter that carries a tab's state (tab-link.ts). */
export const tabStateParameter = 'state'

/** The URL without the harness parameters (and a tab's state in the fragment): once applied they leave the address bar. */
export function withoutHarnessParameters(url: URL): string {
  const next = new URL(url)
  for (const name of harnessParameterNames) next.searchParams.delete(name)
  const fragment = new URLSearchParams(next.hash.slice(1))
  if (fragment.has(tabStateParameter)) next.hash = ''
  return `${next.pathname}${next.search}${next.hash}`
}

/** Settings for a freshly chosen scenario: its own, then what the URL adds on top. */
export function settingsForScenario(scenario: HarnessScenario, request: HarnessRequest) {
  return {
    scenarioId: scenario.id,
    env: request.env ?? scenario.env,
    locale: request.locale ?? scenario.locale,
    flagOverrides: { ...scenario.flags, ...request.flags },
  }
}

/**
 * The link that reproduces these settings: the URL contract on the given path, and the rest of the tab's
 * state (its db changes, session, exact clock, faults: tab-link.ts) in the fragment, where given.
 */
export function harnessLink(
  origin: string,
  path: string,
  settings: Pick<HarnessState, 'scenarioId' | 'env' | 'locale' | 'flagOverrides'>,
  formatFlags: (overrides: FlagOverrides) => string,
  clock?: string,
  tabState?: string,
): string {
  const params = new URLSearchParams({ scenario: settings.scenarioId, env: settings.env, locale: settings.locale })
  const flags = formatFlags(settings.flagOverrides)
  if (flags) params.set('flags', flags)
  if (clock) params.set('clock', clock)
  return `${origin}${path}?${params.toString()}${tabState ? `#${tabStateParameter}=${tabState}` : ''}`
}

/** Settings changed on top of the current state, without re-seeding. */
export function settingsOnTop(state: HarnessState, request: HarnessRequest) {
  return {
    scenarioId: state.scenarioId,
    env: request.env ?? state.env,
    locale: request.locale ?? state.locale,
    flagOverrides: request.flags ? { ...state.flagOverrides, ...request.flags } : state.flagOverrides,
  }
}
