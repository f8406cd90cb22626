import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test'
import type { FlagOverrides } from '../flags/definitions'
import { formatFlagOverrides } from '../flags/definitions'
import { getScenario } from '../scenarios/registry'
import type { Scenario, ScenarioUser } from '../scenarios/scenario'
import { paths } from '../src/shared/config/paths'
import { dbCollectionNames } from '../mock-server/db/db'
import { collectPageErrors, type AllowedLoadFailure } from './page-errors'

type ScenarioOptions = {
  /**
   * A browser context of its own for this test, for a test that changes the context itself (its clock,
   * locale or time zone). Every other test gets a new page in its worker's warm context.
   */
  freshContext: boolean
  /**
   * Whether the test starts at the scenario's start page (the default). A test that opens the scenario
   * at a page of its own (`openScenario(paths.contactForm.getHref())`) says `false` and saves a page load.
   */
  opensScenarioFirst: boolean
  /** The scenario every test of the file starts in (`test.use({ scenario: 'anonymous' })`). */
  scenario: string
  flags: FlagOverrides
  env: Scenario['env'] | undefined
  shop: Scenario['locale'] | undefined
  /** Resources this test's page may fail to load, each with its address, status and why (e2e/page-errors.ts). */
  allowedLoadFailures: readonly AllowedLoadFailure[]
}

type ScenarioFixtures = {
  /** The scenario's data as the registry describes it, with its documented users. */
  scenarioData: Scenario
  /** The scenario's first user, with the credentials to type in. */
  customer: ScenarioUser
  /**
   * Opens the test's scenario (option `scenario`) at a route named in the app's `paths`
   * (`openScenario(paths.orderDetails.getHref(orderId))`; its own query stays), else at the scenario's
   * start page. The scenario comes from `test.use({ scenario })`, not from here: `customer` and
   * `scenarioData` describe that scenario, so a test never opens one they do not describe.
   */
  openScenario: (route?: string) => Promise<void>
  consoleErrors: string[]
  startInScenario: void
}

/** The URL contract of architecture.md; the path's own query (`paths.login.getHref(…)`) stays. */
export function scenarioUrl(options: {
  scenario: string
  flags?: FlagOverrides
  env?: string
  locale?: string
  path?: string
}): string {
  const [path, query] = (options.path ?? paths.home.getHref()).split('?')
  const params = new URLSearchParams(query)
  params.set('scenario', options.scenario)
  const flags = formatFlagOverrides(options.flags ?? {})
  if (flags) params.set('flags', flags)
  if (options.env) params.set('env', options.env)
  if (options.locale) params.set('locale', options.locale)
  return `${path}?${params.toString()}`
}

type WorkerFixtures = {
  /**
   * One browser context per worker, kept between tests: the app's scripts stay in the HTTP and code
   * caches, so a test's first page load costs what a reload does. A test still gets a new page (its own
   * sessionStorage, where the harness keeps its state); cookies and localStorage of the app's origin
   * are cleared after each test.
   */
  warmContext: BrowserContext
}

/** The options of the project's `use` that shape a context (the rest are test options). */
const contextOptionKeys = [
  'baseURL',
  'locale',
  'timezoneId',
  'viewport',
  'userAgent',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
  'colorScheme',
] as const

export const test = base.extend<ScenarioOptions & ScenarioFixtures, WorkerFixtures>({
  warmContext: [
    async ({ browser }, use, workerInfo) => {
      const projectUse = workerInfo.project.use as Record<string, unknown>
      const options = Object.fromEntries(
        contextOptionKeys.filter((key) => projectUse[key] !== undefined).map((key) => [key, projectUse[key]]),
      )
      const context = await browser.newContext(options)
      // A blank page that stays open between tests: the storage of the app's origin is cleared through it.
      await context.newPage()
      await use(context)
      await context.close()
    },
    { scope: 'worker' },
  ],
  freshContext: [false, { option: true }],
  opensScenarioFirst: [true, { option: true }],
  context: async ({ warmContext, freshContext, browser, baseURL, locale, timezoneId, viewport }, use) => {
    if (freshContext) {
      const context = await browser.newContext({ baseURL, locale, timezoneId, viewport })
      await use(context)
      await context.close()
      return
    }
    const [keeper] = warmContext.pages()
    if (!keeper) throw new Error('The warm context lost the page it keeps between tests')
    await use(warmContext)
    // What a test leaves behind that the next one could see: its pages, cookies and the origin's localStorage.
    await Promise.all(
      warmContext
        .pages()
        .filter((openPage) => openPage !== keeper)
        .map((openPage) => openPage.close()),
    )
    await warmContext.clearCookies()
    // Through the page that stays open (clearing is per origin, not per page): no page to open and close.
    const session = await warmContext.newCDPSession(keeper)
    await session.send('Storage.clearDataForOrigin', {
      origin: new URL(baseURL as string).origin,
      storageTypes: 'local_storage,indexeddb,websql',
    })
    await session.detach()
  },
  page: async ({ context, viewport }, use) => {
    const page = await context.newPage()
    if (viewport) await page.setViewportSize(viewport)
    await use(page)
  },
  scenario: ['default', { option: true }],
  flags: [{}, { option: true }],
  env: [undefined, { option: true }],
  shop: [undefined, { option: true }],

  scenarioData: async ({ scenario }, use) => use(getScenario(scenario)),
  customer: async ({ scenarioData }, use) => {
    const [user] = scenarioData.users
    if (!user) throw new Error(`Scenario ${scenarioData.id} has no users`)
    await use(user)
  },

  allowedLoadFailures: [[], { option: true }],
  // Any console error or uncaught exception fails the test, and so does a resource that failed to load
  // (a 404 or 5xx of the app's own files among them) unless an entry of `allowedLoadFailures` names it.
  consoleErrors: [
    async ({ page, allowedLoadFailures }, use) => {
      const errors = collectPageErrors(page, allowedLoadFailures)
      await use(errors)
      expect(errors, 'console errors during the test').toEqual([])
    },
    { auto: true },
  ],

  openScenario: async ({ page, scenario, flags, env, shop, scenarioData }, use) => {
    await use(async (route) => {
      await page.goto(scenarioUrl({ scenario, flags, env, locale: shop, path: route }))
      await waitForApp(page)
      if (!route)
        await expect(page).toHaveURL(
          new RegExp(`${scenarioData.startPath === paths.home.getHref() ? '/$' : scenarioData.startPath}`),
        )
    })
  },

  // Every test starts in its scenario, at the scenario's start page, unless it opens the scenario itself.
  startInScenario: [
    async ({ openScenario, opensScenarioFirst }, use) => {
      if (opensScenarioFirst) await openScenario()
      await use()
    },
    { auto: true },
  ],
})

/** The app has rendered its first screen (main landmark with content). */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible()
}

/**
 * Zero WCAG 2.2 AA violations on what the page shows now. Legacy mode runs axe in the page itself
 * (our pages have no cross-origin frames) instead of finishing each run in a new page, and only
 * violations are collected: a third of the time of a default scan, with the same rules.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .analyze()
  const readable = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  )
  expect(readable, 'axe violations').toEqual([])
}

/**
 * A mail link carried a one-time token and the page, once shown, took it out of the address bar
 * (history, bookmarks and the referrer must not keep it). Other query parameters stay.
 */
export async function expectTokenLeftAddressBar(page: Page, mailLink: URL, pathname: string): Promise<void> {
  expect(mailLink.pathname).toBe(pathname)
  expect(mailLink.searchParams.get('token')).toMatch(/^[0-9a-f]{32}$/)
  await expect(page).toHaveURL((url) => url.pathname === pathname && !url.searchParams.has('token'))
}

/** Web storage may hold only the spec's values and the harness's own state. */
export const allowedStorageKeys = {
  local: [
    'mein-konto.login-method',
    'mein-konto.stay-logged-in-banner-dismissed',
    'mein-konto.recommendation-session-id',
    // The banner's "Angemeldet bleiben" for the next sign-in (a boolean, src/shared/session/local-preferences.ts).
    'mein-konto.stay-logged-in-chosen',
  ],
  session: [
    // React Router's ScrollRestoration: each history entry's scroll position, by entry key.
    'react-router-scroll-positions',
    'mein-konto.harness',
    'mein-konto.social-login-state',
    // The harness keeps the tab's mock db beside its state (mock-server/harness/tab-db-store.ts).
    'mein-konto.harness.db.ids',
    'mein-konto.harness.db.indexeddb-key',
    // The records as seeded, for the share link's changes since seeding (mock-server/harness/tab-changes.ts).
    'mein-konto.harness.db.seeded',
    // The mock providers' signing secret, for the mock Google page (mock-server/harness/provider-secret.ts).
    'mein-konto.mock-provider-secret',
    ...dbCollectionNames.map((name) => `mein-konto.harness.db.collection.${name}`),
  ],
}

export async function storageKeys(page: Page): Promise<{ local: string[]; session: string[] }> {
  return page.evaluate(() => ({ local: Object.keys(window.localStorage), session: Object.keys(window.sessionStorage) }))
}

export { expect }
