import type { Environment, FlagName, FlagOverrides, FlagValues } from '../../../flags/definitions'
import type { FaultRule, LatencySetting, MockControls } from '../../runtime/faults'
import type { RequestLogEntry } from '../../runtime/request-log'
import type { AttemptCounter, OutboxMail } from '../../db/schemas'
import type { ScenarioUser } from '../scenario-catalogue'
import type { SignedInSession } from '../sign-in-as'
import type { ShopLocale } from '../../../src/shared/config/locales'
import type { LinkNotice } from '../tab-link'
import type { PageProblem } from '../page-problems'

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
  /** The link that restores this tab: the URL contract with the page, the rest of the tab's state in its fragment. */
  shareableLink: () => Promise<string>
  /** What opening the link this tab came from did, until dismissed. */
  linkNotice: () => LinkNotice | undefined
  dismissLinkNotice: () => void
  /** The tab as a scenario module's source (`scenarios/<id>.ts`). */
  savedScenario: (scenario: { id: string; title: string; description: string }) => Promise<string>
  /** The tab's console errors and uncaught errors since it started. */
  pageProblems: () => PageProblem[]
  /** The git commit the app was built from. */
  buildVersion: string
  outbox: () => OutboxMail[]
  controls: () => MockControls
  setLatency: (latency: LatencySetting) => void
  injectFault: (rule: FaultRule) => void
  clearFaults: () => void
  /** The throttling counters (runtime/throttle.ts): who tried how often since when. */
  attempts: () => AttemptCounter[]
  resetAttempts: () => void
  dbSummary: () => Record<string, Array<Record<string, unknown>>>
  resetDb: () => void
  panelCollapsed: () => boolean
  setPanelCollapsed: (collapsed: boolean) => void
  /** Changes of anything the panel shows (db, outbox, request log, faults, clock, page, data layer). */
  subscribe: (listener: () => void) => () => void
  /** Grows with every change: the snapshot the panel re-renders on. */
  version: () => number
  /** Several flag switches at once (one reload). */
  setFlags: (overrides: FlagOverrides) => void
  /** The mock clock, read by the app and the mock alike. */
  now: () => Date
  /** Moves the clock (`2026-11-20T23:50`, `+10min`, `+24h`, `+11d`, `next-day`, `+2y`) and reloads; false if not understood. */
  moveClock: (request: string) => boolean
  /** Back to the scenario's own time (as if just seeded). */
  resetClock: () => void
  clockMoved: () => boolean
  /** Newest first. */
  requestLog: () => RequestLogEntry[]
  clearRequestLog: () => void
  /** Whoever is signed in in this tab, with when the session ends on the mock clock without a visit. */
  signedInSession: () => SignedInSession | undefined
  /** Signs a scenario user in (one action) and opens the account. */
  signInAs: (customerNumber: string) => Promise<boolean>
  signOut: () => void
  /** What the app pushed to `window.dataLayer` on this page, newest first. */
  dataLayer: () => object[]
  trackingConsent: () => boolean
  /** Gives or withdraws tracking consent as the shop's consent manager would: from the next event on, no reload. */
  setTrackingConsent: (granted: boolean) => void
}
