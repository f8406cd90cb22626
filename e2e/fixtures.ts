import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'
import type { FlagOverrides } from '../flags/definitions'
import { formatFlagOverrides } from '../flags/definitions'
import { getScenario } from '../scenarios/registry'
import type { Scenario, ScenarioUser } from '../scenarios/scenario'

type ScenarioOptions = {
  /** The scenario every test of the file starts in (`test.use({ scenario: 'anonymous' })`). */
  scenario: string
  flags: FlagOverrides
  env: Scenario['env'] | undefined
  shop: Scenario['locale'] | undefined
}

type ScenarioFixtures = {
  /** The scenario's data as the registry describes it, with its documented users. */
  scenarioData: Scenario
  /** The scenario's first user, with the credentials to type in. */
  customer: ScenarioUser
  /** Opens the scenario's URL; the app ends on the scenario's start page. */
  openScenario: (path?: string) => Promise<void>
  consoleErrors: string[]
  startInScenario: void
}

/** The URL contract of architecture.md. */
export function scenarioUrl(options: {
  scenario: string
  flags?: FlagOverrides
  env?: string
  locale?: string
  path?: string
}): string {
  const params = new URLSearchParams({ scenario: options.scenario })
  const flags = formatFlagOverrides(options.flags ?? {})
  if (flags) params.set('flags', flags)
  if (options.env) params.set('env', options.env)
  if (options.locale) params.set('locale', options.locale)
  return `${options.path ?? '/'}?${params.toString()}`
}

export const test = base.extend<ScenarioOptions & ScenarioFixtures>({
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

  // Any console error or uncaught exception fails the test.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        // Chromium reports every HTTP error status as "Failed to load resource"; those answers are
        // expected in error-path tests and handled by the app. Everything else counts.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      await use(errors)
      expect(errors, 'console errors during the test').toEqual([])
    },
    { auto: true },
  ],

  openScenario: async ({ page, scenario, flags, env, shop, scenarioData }, use) => {
    await use(async (path) => {
      await page.goto(scenarioUrl({ scenario, flags, env, locale: shop, path }))
      await waitForApp(page)
      if (!path)
        await expect(page).toHaveURL(new RegExp(`${scenarioData.startPath === '/' ? '/$' : scenarioData.startPath}`))
    })
  },

  // Every test starts in its scenario, at the scenario's start page.
  startInScenario: [
    async ({ openScenario }, use) => {
      await openScenario()
      await use()
    },
    { auto: true },
  ],
})

/** The app has rendered its first screen (main landmark with content). */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible()
}

/** Zero WCAG 2.2 AA violations on what the page shows now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
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
  ],
  session: ['mein-konto.harness', 'mein-konto.social-login-state'],
}

export async function storageKeys(page: Page): Promise<{ local: string[]; session: string[] }> {
  return page.evaluate(() => ({ local: Object.keys(window.localStorage), session: Object.keys(window.sessionStorage) }))
}

export { expect }
