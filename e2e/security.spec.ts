import type { Page } from '@playwright/test'
import { expect, test, waitForApp } from './fixtures'
import { AccountPage } from './pages/account-page'
import { HarnessPanel } from './pages/harness-panel'
import { LoginPage } from './pages/login-page'
import { recordMockCalls } from './mock-calls'
import { paths } from '../src/shared/config/paths'

/** What the app posts to the logging service from now on, as the mock logging endpoint receives it. */
async function collectLogPayloads(page: Page): Promise<() => string[]> {
  const calls = await recordMockCalls(page)
  return () =>
    calls.filter((call) => call.method === 'POST' && call.url.includes('/api/logging/')).map((call) => call.body)
}

test.describe('open redirects after sign-in stay in the app', () => {
  test.use({ scenario: 'anonymous', opensScenarioFirst: false })

  for (const target of [
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/.//evil.example/',
    'javascript:alert(document.domain)',
  ]) {
    test(`redirect=${target}`, async ({ page, openScenario, customer, baseURL }) => {
      await openScenario(`${paths.login.getHref()}?redirect=${encodeURIComponent(target)}`)
      await new LoginPage(page).signIn(customer.username, customer.password as string)
      await new AccountPage(page).expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
      await expect(page).toHaveURL((url) => url.origin === new URL(baseURL as string).origin)
    })
  }
})

test.describe('personal data', () => {
  test.use({ scenario: 'anonymous' })

  test('never reaches the logging payloads, not from a query, an error body or a path', async ({ page, customer }) => {
    const payloads = await collectLogPayloads(page)
    const login = new LoginPage(page)
    await login.enterUsername('niemand.bekannt@example.de')
    // The unknown email's answer is logged (the login page's heading is there before that answer).
    await expect.poll(() => payloads().length).toBeGreaterThan(0)
    const afterUsername = payloads().length
    // Signed in, an order that does not exist: its number is in the path of the call that fails.
    await page.goto(paths.login.getHref())
    await login.signIn(customer.username, customer.password as string)
    await new AccountPage(page).expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
    await page.goto(paths.orderDetails.getHref('40012345'))
    await waitForApp(page)
    await expect.poll(() => payloads().length).toBeGreaterThan(afterUsername)
    const logged = payloads().join('\n')
    expect(logged).not.toContain('niemand.bekannt')
    expect(logged).not.toContain('example.de')
    expect(logged).not.toContain('40012345')
  })
})

const hostile = '<img src=x onerror="window.__pwned=1">'

/** Nothing of the hostile markup became an element or ran. */
async function expectRenderedAsText(page: Page): Promise<void> {
  expect(await page.locator('img[src="x"]').count()).toBe(0)
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
}

/**
 * The harness writes a seeded db once the page is idle: a reload before then seeds the scenario afresh
 * (which also signs its customer in again).
 */
async function waitForKeptDb(page: Page, collection = 'sessions'): Promise<void> {
  const key = `mein-konto.harness.db.collection.${collection}`
  await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, key)
}

/**
 * Sets a field of every matching record in the db the harness keeps for this tab, then reloads:
 * the app shows what the mock answers. `path` starts with the collection; `*` is every element of a list.
 */
async function editHarnessDb(page: Page, path: [string, ...string[]], value: string): Promise<void> {
  const [collection, ...inCollection] = path
  const key = `mein-konto.harness.db.collection.${collection}`
  await waitForKeptDb(page, collection)
  await page.evaluate(
    ({ key, path, value }) => {
      const setAll = (node: unknown, rest: string[]): void => {
        if (node === null || typeof node !== 'object') return
        const [step, ...tail] = rest
        if (step === undefined) return
        if (step === '*') return (node as unknown[]).forEach((element) => setAll(element, tail))
        const record = node as Record<string, unknown>
        if (tail.length === 0) record[step] = value
        else setAll(record[step], tail)
      }
      const records = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown
      setAll(records, path)
      sessionStorage.setItem(key, JSON.stringify(records))
    },
    { key, path: inCollection, value },
  )
  await page.reload()
  await waitForApp(page)
}

test.describe('HTML in names, addresses and subjects renders as text', () => {
  test('a name, in the greeting of the account shell', async ({ page }) => {
    await editHarnessDb(page, ['customers', '*', 'firstName'], `${hostile}Anna`)
    await editHarnessDb(page, ['sessions', '*', 'customer', 'firstName'], `${hostile}Anna`)
    await expect(page.getByText(`Hallo ${hostile}Anna`, { exact: false })).toBeVisible()
    await expectRenderedAsText(page)
  })

  test('an address, in the address book', async ({ page }) => {
    await editHarnessDb(page, ['deliveryAddresses', '*', 'street'], `${hostile}Allee`)
    await page.goto(paths.myAddresses.getHref())
    await expect(page.getByRole('heading', { level: 1, name: 'Meine Adressen' })).toBeVisible()
    await expect(page.getByText(`${hostile}Allee`, { exact: false }).first()).toBeVisible()
    await expectRenderedAsText(page)
  })

  test('an order item, in the order details', async ({ page }) => {
    await editHarnessDb(page, ['orders', '*', 'items', '*', 'title'], `${hostile}Topf`)
    await page.goto(paths.orders.getHref())
    await page
      .getByRole('link', { name: /Details zur Bestellung/ })
      .first()
      .click()
    await expect(page.getByText(`${hostile}Topf`, { exact: false }).first()).toBeVisible()
    await expectRenderedAsText(page)
  })

  test.describe('with the contact form', () => {
    test.use({ flags: { contactForm: true }, opensScenarioFirst: false })

    test('a subject, sent as typed and shown as text in the confirmation mail', async ({ page, openScenario }) => {
      await openScenario(paths.contactForm.getHref())
      const calls = await recordMockCalls(page)
      await page.getByLabel('Betreff', { exact: true }).fill(hostile)
      await page.getByLabel('Ihre Nachricht', { exact: true }).fill('Bitte rufen Sie mich an.')
      await page.getByRole('button', { name: 'Nachricht senden' }).click()
      await expect
        .poll(() =>
          calls
            .filter((call) => call.url.includes('/user/support-requests'))
            .map((call) => JSON.parse(call.body).subject),
        )
        .toEqual([hostile])
      await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht' })).toBeVisible()
      await page.getByRole('button', { name: 'Zur Kontaktseite' }).click()
      await new HarnessPanel(page).open()
      await expect(page.getByText(`Ihre Anfrage: ${hostile}`)).toBeVisible()
      await expectRenderedAsText(page)
    })
  })
})

test.describe('probes that used to blank the page', () => {
  test('a malformed customer_number cookie signs out to a working login page', async ({ page, context, baseURL }) => {
    // Reloaded with the kept db: a re-seeded scenario would write a well-formed cookie over the probe.
    await waitForKeptDb(page)
    await context.addCookies([{ name: 'customer_number', value: '%E0%A4%A', url: baseURL as string }])
    await page.reload()
    await new LoginPage(page).expectVisible()
  })

  test('a corrupted harness state is re-seeded instead of blanking the app', async ({ page }) => {
    await page.evaluate(() => sessionStorage.setItem('mein-konto.harness', '{"scenarioId":"default","ids":null}'))
    await page.reload()
    await waitForApp(page)
    await expect(page.getByText('Hallo Anna Schmidt')).toBeVisible()
  })
})

test.describe('after the probes', () => {
  test.use({ opensScenarioFirst: false })

  test('the harness link still works (sanity)', async ({ openScenario }) => {
    await openScenario()
  })
})
