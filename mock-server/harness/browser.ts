import { createUnleashFlags } from '../../flags/unleash-adapter'
import {
  defaultFlags,
  formatFlagOverrides,
  resolveFlags,
  type Environment,
  type FlagName,
} from '../../flags/definitions'
import type { HarnessController } from './panel/harness-controller'
import type { AppRuntime } from '../../src/shared/config/runtime'
import type { ShopLocale } from '../../src/shared/config/locales'
import {
  formatClockValue,
  getMockClockOffset,
  mockClockOffsetAt,
  mockNow,
  moveMockClock,
  onMockClockChange,
  resolveClockRequest,
  setMockClockOffset,
} from '../runtime/clock'
import { createHarnessEvents, watchNavigation } from './harness-events'
import { clearRequestLog, onRequestLogged, requestLog } from '../runtime/request-log'
import { signedInSession, signInAs, signOut } from './sign-in-as'
import {
  db,
  dbCollectionNames,
  dumpDb,
  onDbRecordChange,
  restoreDb,
  serializeCollection,
  type CollectionName,
  type DbSnapshot,
} from '../db/db'
import { clearFaults, injectFault, mockControls, setLatency } from '../runtime/faults'
import { handlers } from '../handlers'
import { answerCallsInPage } from './in-page-network'
import { servePicturesAsFiles } from '../runtime/picture-urls'
import { setUnleashToggles, unleashFrontendPath } from '../handlers/unleash'
import {
  harnessLink,
  readHarnessRequest,
  settingsForScenario,
  settingsOnTop,
  withoutHarnessParameters,
  type HarnessState,
} from './harness-state'
import { parseStoredHarnessState } from './harness-state-schema'
import { restoreIds, snapshotIds } from '../runtime/ids'
import { findScenarioIn, getScenarioIn, type ScenarioCatalogue } from './scenario-catalogue'
import { setTrackingConsent, trackingConsentGiven } from './consent-manager'
import { appPath } from '../../src/shared/config/paths'
import { openTabDbStore, type StoredDb } from './tab-db-store'
import { keepProviderSecretInTab } from './provider-secret'
import { resetAttemptCounters } from '../runtime/throttle'
import { seedFingerprint, trackChangesSinceSeeding, type SeededRecords } from './tab-changes'
import { currentTabState, encodeTabState, openTabLink, tabStateOf, type LinkNotice } from './tab-link'
import { tabAsScenario } from './scenario-module'
import { watchPageProblems } from './page-problems'

/**
 * Harness settings, per tab: sessionStorage, so they survive reloads but not into other tabs. The
 * tab's db is kept beside them (tab-db-store.ts), in IndexedDB once it is too big for sessionStorage.
 */
const storageKey = 'mein-konto.harness'

/** The stored state, or undefined when missing or invalid (then the tab re-seeds). */
function loadState(catalogue: ScenarioCatalogue): HarnessState | undefined {
  try {
    return parseStoredHarnessState(
      sessionStorage.getItem(storageKey),
      (id) => findScenarioIn(catalogue, id) !== undefined,
    )
  } catch {
    return undefined
  }
}

function saveState(state: HarnessState): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(state))
  } catch {
    // Quota exceeded (the settings are small; the db is kept apart): the tab keeps working.
  }
}

/**
 * Starts the in-browser mock backend: applies the URL contract, seeds or restores the db,
 * answers the page's calls, mounts the harness panel and hands the app its runtime. The caller
 * hands in the scenarios (scenarios/start-browser-harness.ts).
 */
export async function startMockBackend({
  basename,
  catalogue,
}: {
  basename: string
  catalogue: ScenarioCatalogue
}): Promise<AppRuntime> {
  const root = basename === '/' ? '/' : `${basename}/`
  // From the start, so that "Fehler melden" lists the app's errors too.
  const pageProblems = watchPageProblems()
  answerCallsInPage(handlers)
  keepProviderSecretInTab()
  // Seeded records point at the pictures beside the app (the mock answers calls, not <img> elements).
  servePicturesAsFiles(root)
  const panelModule = import('./panel/mount-harness-panel')
  const url = new URL(window.location.href)
  const request = readHarnessRequest(url.search, catalogue)
  // A link that restores a tab carries its state in the fragment (tab-link.ts); it leaves the address bar too.
  const linkState = tabStateOf(url.hash)
  const stored = loadState(catalogue)
  const getScenario = (id: string) => getScenarioIn(catalogue, id)
  const applyScenario = (scenario: { id: string }) => catalogue.apply(scenario.id)
  // Each collection as the store holds it: a save writes only the collections that changed.
  const serialized = new Map<CollectionName, string>()
  const serializedCollection = (name: CollectionName) => {
    let json = serialized.get(name)
    if (json === undefined) serialized.set(name, (json = serializeCollection(name)))
    return json
  }
  const dbStore = openTabDbStore({
    allCollections: () => Object.fromEntries(dbCollectionNames.map((name) => [name, serializedCollection(name)])),
  })

  // A chosen scenario on the app's root opens the scenario's start page (a link to a tab opens the tab's
  // page, the root too). Before the first await: the app's entry asks for that page's code as soon as this
  // call returns (src/main.tsx).
  let target = withoutHarnessParameters(url)
  if (request.scenario && !linkState && (url.pathname === root || url.pathname === basename)) {
    const startPath = request.scenario.startPath.replace(/^\//, '')
    target = `${root}${startPath}${new URL(target, url.origin).search}`
  }
  if (target !== `${url.pathname}${url.search}${url.hash}`) window.history.replaceState(null, '', target)

  let settings: Pick<HarnessState, 'scenarioId' | 'env' | 'locale' | 'flagOverrides'>
  const scenarioToSeed = request.scenario ?? (stored ? undefined : getScenario(catalogue.defaultScenarioId))
  let seeded = true
  let seededRecords: SeededRecords = {}
  if (scenarioToSeed) {
    settings = settingsForScenario(scenarioToSeed, request)
    await applyScenario(scenarioToSeed)
  } else {
    const current = stored as HarnessState
    settings = settingsOnTop(current, request)
    setMockClockOffset(current.clockOffsetMs)
    const storedDb = await dbStore.load().catch(() => undefined)
    try {
      if (!storedDb) throw new Error('no db kept for this tab')
      await restoreStoredDb(storedDb, serialized)
      seeded = false
      seededRecords = storedDb.seeded ? (JSON.parse(storedDb.seeded) as SeededRecords) : {}
    } catch {
      // No db kept, or records that no longer fit the db: start the scenario afresh rather than a blank page.
      await applyScenario(getScenario(current.scenarioId))
    }
    if (current.controls) Object.assign(mockControls, structuredClone(current.controls))
  }
  // Collapsed until opened, so a first look shows the app as a customer sees it.
  let panelCollapsed = stored?.panelCollapsed ?? true
  // `clock=` moves the clock after seeding or restoring; a moved clock goes into the share link.
  let clockMoved = scenarioToSeed ? false : Boolean(stored?.clockMoved)
  if (request.clock && moveMockClock(request.clock)) clockMoved = true
  // What the tab changes from here on is kept record by record: a link carries it (tab-changes.ts).
  const changes = trackChangesSinceSeeding(seededRecords)
  /** The fingerprint of the scenario's seeded data: the same for the tab's whole life, worked out once. */
  let seedPrint: string | undefined
  const seedPrintOnce = () => (seedPrint ??= seedFingerprint(changes.seededRecords()))
  let linkNotice: LinkNotice | undefined
  if (linkState !== undefined) {
    linkNotice = await openTabLink(linkState, {
      scenarioId: new URLSearchParams(url.search).get('scenario') ?? '',
      seeded: request.scenario !== undefined,
      // Worked out before anything of the link lands: the fingerprint of the seeding it lands on.
      seedFingerprint: seedPrintOnce(),
    })
    if (linkNotice.kind === 'applied') {
      clockMoved = linkNotice.clockMoved
      setTrackingConsent(linkNotice.trackingConsent)
    }
  }

  // A clock move takes effect with the reload it asks for, not on the page still open: a call that page
  // made at the new time would end an expired session there, and the reloaded page could not say why.
  let clockOffsetOnReload: number | undefined
  const persist = () =>
    saveState({
      ...settings,
      clockOffsetMs: clockOffsetOnReload ?? getMockClockOffset(),
      controls: structuredClone(mockControls),
      panelCollapsed,
      clockMoved,
    })
  persist()
  // The db: written whole after a seeding, then only the collections a burst of changes touched.
  const changedCollections = new Set<CollectionName>(seeded ? dbCollectionNames : [])
  // A seeded tab forgets the db it kept before (and with it a move to IndexedDB) first.
  let dbSaved: Promise<void> = seeded ? dbStore.clear().catch(() => undefined) : Promise.resolve()
  const saveDb = () => {
    const stored: StoredDb = {
      ids: snapshotIds(),
      collections: {},
      seeded: JSON.stringify(changes.seededRecords()),
    }
    for (const name of changedCollections) {
      serialized.delete(name)
      stored.collections[name] = serializedCollection(name)
    }
    changedCollections.clear()
    // One write after the other, so an older state never lands last.
    dbSaved = dbSaved.then(() => dbStore.save(stored)).catch(() => undefined)
    return dbSaved
  }
  if (seeded) {
    // When the page is idle: serialising a big customer's db must not hold up the first page.
    const whenIdle = () =>
      new Promise((resolve) =>
        'requestIdleCallback' in window ? requestIdleCallback(resolve, { timeout: 2000 }) : setTimeout(resolve, 0),
      )
    void whenIdle().then(saveDb)
  }
  const events = createHarnessEvents()
  // Persist whenever a record changes, once per burst of changes.
  let pending = false
  onDbRecordChange((collection) => {
    changedCollections.add(collection)
    if (pending) return
    pending = true
    // Hooks fire before the change is applied; a task later the record holds its new values.
    setTimeout(() => {
      pending = false
      void saveDb()
      events.notify()
    }, 0)
  })
  /** Before the page goes: the db changes of the last burst are kept. */
  const savedDb = async () => {
    if (changedCollections.size > 0) await saveDb()
    await dbSaved
  }
  // A faulted call counted a fault down: keep the counters. Every call shows in the log.
  onRequestLogged(() => {
    if (requestLog()[0]?.fault) persist()
    events.notify()
  })
  onMockClockChange(events.notify)
  // The page's data layer, as the tag manager's snippet makes it: the panel hears each push.
  const dataLayer = (window.dataLayer ??= [])
  const pushToDataLayer = dataLayer.push.bind(dataLayer)
  dataLayer.push = (...entries) => {
    const length = pushToDataLayer(...entries)
    events.notify()
    return length
  }

  // The app reads its flags through the same Unleash adapter as in production, fed by the panel.
  setUnleashToggles(resolveFlags(settings.env, settings.flagOverrides))
  const flags = await createUnleashFlags({
    url: new URL(`${root.slice(1)}${unleashFrontendPath.slice(1)}`, window.location.origin + '/').toString(),
    clientKey: 'mock-frontend-key',
    environment: settings.env,
    bootstrapOverrides: settings.flagOverrides,
  })

  const reloadWith = (next: Partial<typeof settings>) => {
    settings = { ...settings, ...next }
    persist()
    void savedDb().then(() => window.location.reload())
  }
  const controller: HarnessController = {
    scenarios: catalogue.scenarios.map(({ id, title, description, users, startPath, locale }) => ({
      id,
      title,
      description,
      users,
      startPath,
      locale,
    })),
    settings: () => settings,
    flagDefaults: (environment: Environment) => defaultFlags(environment),
    effectiveFlags: () => resolveFlags(settings.env, settings.flagOverrides),
    switchScenario: (id) => window.location.assign(`${root}?scenario=${encodeURIComponent(id)}`),
    setEnvironment: (env) => reloadWith({ env }),
    setLocale: (locale: ShopLocale) => reloadWith({ locale }),
    setFlag: (name: FlagName, value: boolean | undefined) => {
      const flagOverrides = { ...settings.flagOverrides }
      if (value === undefined) delete flagOverrides[name]
      else flagOverrides[name] = value
      reloadWith({ flagOverrides })
    },
    resetFlags: () => reloadWith({ flagOverrides: {} }),
    shareableLink: async () => {
      const state = currentTabState({
        seed: seedPrintOnce(),
        seeded: changes.seededRecords(),
        clockMoved,
        trackingConsent: trackingConsentGiven(),
      })
      return harnessLink(
        window.location.origin,
        window.location.pathname,
        settings,
        formatFlagOverrides,
        clockMoved ? formatClockValue(mockNow()) : undefined,
        await encodeTabState(state),
      )
    },
    linkNotice: () => linkNotice,
    dismissLinkNotice: () => {
      linkNotice = undefined
      events.notify()
    },
    savedScenario: ({ id, title, description }) =>
      tabAsScenario({
        id,
        title,
        description,
        base: getScenario(settings.scenarioId),
        settings,
        seeded: changes.seededRecords(),
        clockMoved,
        page: appPath(window.location.pathname, basename),
      }),
    pageProblems,
    buildVersion: import.meta.env.VITE_BUILD_COMMIT ?? 'unbekannt',
    outbox: () => [...db.outbox.all()].sort((a, b) => b.sentAt.localeCompare(a.sentAt)),
    controls: () => structuredClone(mockControls),
    setLatency: (latency) => {
      setLatency(latency)
      persist()
      events.notify()
    },
    injectFault: (rule) => {
      injectFault(rule)
      persist()
      events.notify()
    },
    clearFaults: () => {
      clearFaults()
      persist()
      events.notify()
    },
    dbSummary: () => dumpDb(),
    attempts: () => [...db.attemptCounters.all()].sort((a, b) => b.count - a.count),
    resetAttempts: () => resetAttemptCounters(),
    resetDb: () => window.location.assign(`${root}?scenario=${encodeURIComponent(settings.scenarioId)}`),
    panelCollapsed: () => panelCollapsed,
    setPanelCollapsed: (collapsed) => {
      panelCollapsed = collapsed
      persist()
    },
    subscribe: events.subscribe,
    version: events.version,
    setFlags: (flagOverrides) => reloadWith({ flagOverrides }),
    now: mockNow,
    moveClock: (clockRequest) => {
      const target = resolveClockRequest(clockRequest, mockNow())
      if (!target) return false
      clockMoved = true
      // The app reads the clock as it renders and fetches: a reload shows every screen at the new time.
      clockOffsetOnReload = mockClockOffsetAt(target)
      reloadWith({})
      return true
    },
    resetClock: () => {
      const scenario = getScenario(settings.scenarioId)
      clockOffsetOnReload = mockClockOffsetAt(scenario.clock ?? scenario.now)
      clockMoved = false
      reloadWith({})
    },
    clockMoved: () => clockMoved,
    requestLog,
    clearRequestLog,
    signedInSession,
    signInAs: async (customerNumber) => {
      if (!(await signInAs(customerNumber))) return false
      persist()
      await savedDb()
      window.location.assign(root)
      return true
    },
    signOut: () => {
      signOut()
      persist()
      void savedDb().then(() => window.location.assign(root))
    },
    dataLayer: () => [...dataLayer].reverse(),
    trackingConsent: trackingConsentGiven,
    setTrackingConsent: (granted) => {
      setTrackingConsent(granted)
      events.notify()
    },
  }
  watchNavigation(events.notify)
  const { mountHarnessPanel } = await panelModule
  mountHarnessPanel(controller)

  return {
    environment: settings.env,
    locale: settings.locale,
    flags,
    now: () => new Date(Date.now() + getMockClockOffset()),
    recaptcha: async () => 'mock-recaptcha-token',
  }
}

/** Puts the stored db back, keeping each collection's JSON as the store holds it. */
async function restoreStoredDb(storedDb: StoredDb, serialized: Map<CollectionName, string>): Promise<void> {
  const snapshot: Partial<DbSnapshot> = {}
  for (const name of dbCollectionNames) {
    const json = storedDb.collections[name]
    if (json === undefined) continue
    snapshot[name] = JSON.parse(json) as DbSnapshot[CollectionName]
    serialized.set(name, json)
  }
  await restoreDb(snapshot)
  restoreIds(storedDb.ids)
}
