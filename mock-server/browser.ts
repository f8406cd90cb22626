import { setupWorker } from 'msw/browser'
import { resolveFlags } from '../flags/definitions'
import { defaultScenarioId, getScenario } from '../scenarios/registry'
import type { AppRuntime } from '../src/shared/config/runtime'
import { getMockClockOffset, setMockClockOffset } from './clock'
import { onDbRecordChange, restoreDb, snapshotDb } from './db/db'
import { handlers } from './handlers'
import {
  readHarnessRequest,
  settingsForScenario,
  settingsOnTop,
  withoutHarnessParameters,
  type HarnessState,
} from './harness-state'
import { restoreIds, snapshotIds } from './ids'
import { applyScenario } from './scenario-runner'

/** Harness state, per tab: sessionStorage, so it survives reloads but not into other tabs. */
const storageKey = 'mein-konto.harness'

function loadState(): HarnessState | undefined {
  try {
    const raw = sessionStorage.getItem(storageKey)
    return raw ? (JSON.parse(raw) as HarnessState) : undefined
  } catch {
    return undefined
  }
}

function saveState(state: HarnessState): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(state))
  } catch {
    // Quota exceeded (a huge scenario): the tab keeps working, a reload re-seeds.
  }
}

/**
 * Starts the in-browser mock backend: applies the URL contract, seeds or restores the db,
 * starts the service worker and hands the app its runtime (environment, locale, flags, clock).
 */
export async function startMockBackend({ basename }: { basename: string }): Promise<AppRuntime> {
  const url = new URL(window.location.href)
  const request = readHarnessRequest(url.search)
  const stored = loadState()

  let settings: Pick<HarnessState, 'scenarioId' | 'env' | 'locale' | 'flagOverrides'>
  const scenarioToSeed = request.scenario ?? (stored ? undefined : getScenario(defaultScenarioId))
  if (scenarioToSeed) {
    settings = settingsForScenario(scenarioToSeed, request)
    await applyScenario(scenarioToSeed)
  } else {
    const current = stored as HarnessState
    settings = settingsOnTop(current, request)
    setMockClockOffset(current.clockOffsetMs)
    restoreIds(current.ids)
    if (current.db) await restoreDb(current.db)
    else await applyScenario(getScenario(current.scenarioId))
  }

  const persist = () =>
    saveState({ ...settings, clockOffsetMs: getMockClockOffset(), ids: snapshotIds(), db: snapshotDb() })
  persist()
  // Persist whenever a record changes, once per burst of changes.
  let pending = false
  onDbRecordChange(() => {
    if (pending) return
    pending = true
    // Hooks fire before the change is applied; a task later the record holds its new values.
    setTimeout(() => {
      pending = false
      persist()
    }, 0)
  })

  // A chosen scenario on the app's root opens the scenario's start page.
  const root = basename === '/' ? '/' : `${basename}/`
  let target = withoutHarnessParameters(url)
  if (request.scenario && (url.pathname === root || url.pathname === basename)) {
    const startPath = request.scenario.startPath.replace(/^\//, '')
    target = `${root}${startPath}${new URL(target, url.origin).search}`
  }
  if (target !== `${url.pathname}${url.search}${url.hash}`) window.history.replaceState(null, '', target)

  await setupWorker(...handlers).start({
    serviceWorker: { url: `${root}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })

  return {
    environment: settings.env,
    locale: settings.locale,
    flags: resolveFlags(settings.env, settings.flagOverrides),
    now: () => new Date(Date.now() + getMockClockOffset()),
    recaptcha: async () => 'mock-recaptcha-token',
  }
}
