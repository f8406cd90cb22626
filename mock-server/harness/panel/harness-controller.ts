import type { Environment, FlagName, FlagOverrides, FlagValues } from '../../../flags/definitions'
import type { FaultRule, LatencySetting, MockControls } from '../faults'
import type { OutboxMail } from '../../db/schemas'
import type { ScenarioUser } from '../../../scenarios/scenario'
import type { ShopLocale } from '../../../src/shared/config/locales'

/** What the harness panel can see and do; implemented by the browser mock (mock-server/harness/browser.ts). */
export type HarnessController = {
  scenarios: Array<{
    id: string
    title: string
    description: string
    users: ScenarioUser[]
    startPath: string
    locale: ShopLocale
  }>
  settings: () => { scenarioId: string; env: Environment; locale: ShopLocale; flagOverrides: FlagOverrides }
  flagDefaults: (environment: Environment) => FlagValues
  effectiveFlags: () => FlagValues
  switchScenario: (id: string) => void
  setEnvironment: (env: Environment) => void
  setLocale: (locale: ShopLocale) => void
  /** On, off, or back to the environment's default (undefined). */
  setFlag: (name: FlagName, value: boolean | undefined) => void
  resetFlags: () => void
  shareableLink: () => string
  outbox: () => OutboxMail[]
  controls: () => MockControls
  setLatency: (latency: LatencySetting) => void
  injectFault: (rule: FaultRule) => void
  clearFaults: () => void
  dbSummary: () => Record<string, Array<Record<string, unknown>>>
  resetDb: () => void
  panelCollapsed: () => boolean
  setPanelCollapsed: (collapsed: boolean) => void
}
