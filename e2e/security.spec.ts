import type { Page, Request } from '@playwright/test'
import { expect, scenarioUrl, test, waitForApp } from './fixtures'
import { AccountPage } from './pages/account-page'
import { LoginPage } from './pages/login-page'

/** What the app posted to the logging service, as the mock logging endpoint received it. */
function collectLogPayloads(page: Page): string[] {
  const payloads: string[] = []
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().includes('/api/logging/')) payloads.push(request.postData() ?? '')
  })
  return payloads
}

test.describe('open redirects after sign-in stay in the app', () => {
  test.use({ scenario: 'anonymous' })

  for (const target of [
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/.//evil.example/',
    'javascript:alert(document.domain)',
  ]) {
    test(`redirect=${target}`, async ({ page, customer, baseURL }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`)
      await new LoginPage(page).signIn(customer.username, customer.password as string)
      await new AccountPage(page).expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
      expect(new URL(page.url()).origin).toBe(new URL(baseURL as string).origin)
    })
  }
})

test.describe('personal data', () => {
  test.use({ scenario: 'anonymous' })

  test('never reaches the logging payloads, not from a query, an error body or a path', async ({ page }) => {
    const payloads = collectLogPayloads(page)
    const login = new LoginPage(page)
    await login.enterUsername('niemand.bekannt@example.de')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/orders/40012345')
    await waitForApp(page)
    await expect.poll(() => payloads.length).toBeGreaterThan(0)
    const logged = payloads.join('\n')
    expect(logged).not.toContain('niemand.bekannt')
    expect(logged).not.toContain('example.de')
    expect(logged).not.toContain('40012345')
  })
})

test.describe('HTML typed into names renders as text', () => {
  test('in the greeting of the account shell', async ({ page }) => {
    const hostile = '<img src=x onerror="window.__pwned=1">Anna'
    // Edit the db the harness keeps for this tab, then reload: the app shows what the mock answers.
    await page.evaluate((name) => {
      const state = JSON.parse(sessionStorage.getItem('mein-konto.harness') ?? '{}')
      for (const customer of state.db.customers) customer.firstName = name
      for (const session of state.db.sessions ?? []) if (session.customer) session.customer.firstName = name
      sessionStorage.setItem('mein-konto.harness', JSON.stringify(state))
    }, hostile)
    await page.reload()
    await expect(page.getByText(`Hallo ${hostile}`, { exact: false })).toBeVisible()
    expect(await page.locator('main img[src="x"]').count()).toBe(0)
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  })
})

test.describe('probes that used to blank the page', () => {
  test('a malformed customer_number cookie signs out to a working login page', async ({ page, context, baseURL }) => {
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

test('the harness link still works after the probes (sanity)', async ({ page }) => {
  await page.goto(scenarioUrl({ scenario: 'default' }))
  await waitForApp(page)
})
