import { expect, expectNoAxeViolations, test } from './fixtures'
import { AccountPage } from './pages/account-page'
import { HarnessPanel } from './pages/harness-panel'
import { LoginPage } from './pages/login-page'

test.use({ scenario: 'anonymous' })

const sendAction = 'Anmeldelink per E-Mail senden'

test.describe('magic link (flag magicLinkLogin on)', () => {
  test('send the link, open it from the outbox, land signed in; the same link again is expired', async ({
    page,
    customer,
  }) => {
    // Four screens and two full page loads from the outbox.
    const login = new LoginPage(page)
    await login.enterUsername(customer.username)
    const send = page.getByRole('button', { name: sendAction })
    await expect(send).toBeEnabled()

    await send.click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      `Wir haben Ihnen einen Anmeldelink an ${customer.username} geschickt. Er gilt 10 Minuten.`,
    )
    // Active again after the success wait, the confirmation stays.
    await expect(send).toBeEnabled()
    await expect(page.getByRole('main').getByRole('status')).toBeVisible()

    const panel = new HarnessPanel(page)
    const mailedLink = (await panel.mailTo(customer.username)).getByRole('link', { name: 'Link öffnen' })
    await expect(mailedLink).toHaveAttribute('href', /^\/magic-link\?token=[0-9a-f]{32}$/)
    await mailedLink.click()

    await expect(page.getByText(`Hallo ${customer.firstName} ${customer.lastName}`)).toBeVisible()
    await new AccountPage(page).expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
    await expect(page).toHaveURL(/\/$/)
    expect(await page.evaluate(() => window.localStorage.getItem('mein-konto.login-method'))).toBe('magicLink')

    await panel.openMailLink(customer.username)
    await expect(page.getByRole('heading', { level: 1, name: 'Ihr Anmeldelink' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText(/Dieser Anmeldelink ist abgelaufen oder wurde bereits verwendet\./)
    await expect(page.getByRole('link', { name: 'Zur Anmeldung und neuen Link anfordern' })).toBeVisible()
  })

  test('a link without a token says it is incomplete and leads back to the login', async ({ page }) => {
    await page.goto('/magic-link')
    await expect(page.getByRole('alert')).toContainText('Dieser Anmeldelink ist unvollständig.')
    await page.getByRole('link', { name: 'Zur Anmeldung und neuen Link anfordern' }).click()
    await new LoginPage(page).expectVisible()
  })

  test('a failed send shows the generic error and the action can be used again', async ({ page, customer }) => {
    const panel = new HarnessPanel(page)
    await panel.open()
    await panel.injectFault({ service: 'customer', endpoint: 'POST /user/magic-link/login', kind: 'http-500' })
    await new LoginPage(page).enterUsername(customer.username)
    await page.getByRole('button', { name: sendAction }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
    )
    await expect(page.getByRole('button', { name: sendAction })).toBeEnabled()
  })
})

test.describe('magic link with the flag magicLinkLogin off', () => {
  test.use({ flags: { magicLinkLogin: false } })

  test('the password step offers no link', async ({ page, customer }) => {
    const login = new LoginPage(page)
    await login.enterUsername(customer.username)
    await expect(login.passwordField()).toBeVisible()
    await expect(page.getByRole('button', { name: sendAction })).toHaveCount(0)
    await expect(page.getByText('Ohne Passwort anmelden')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
})
