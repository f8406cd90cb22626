import { expect, expectNoAxeViolations, allowedStorageKeys, storageKeys, test } from './fixtures'
import { AccountPage } from './pages/account-page'
import { LoginPage } from './pages/login-page'

test.use({ scenario: 'anonymous' })

test.describe('anonymous scenario: signing in with a password', () => {
  test('lands on the login page, without axe violations on either step', async ({ page, customer }) => {
    const login = new LoginPage(page)
    await login.expectVisible()
    await expectNoAxeViolations(page)
    await login.enterUsername(customer.username)
    await expect(login.passwordField()).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('signs in with email and password and shows account home', async ({ page, customer }) => {
    await new LoginPage(page).signIn(customer.username, customer.password as string)
    await new AccountPage(page).expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
    expect(await page.evaluate(() => window.localStorage.getItem('mein-konto.login-method'))).toBe('email')
    const keys = await storageKeys(page)
    expect(keys.local.filter((key) => !allowedStorageKeys.local.includes(key))).toEqual([])
  })

  test('signs in with the customer number', async ({ page, customer }) => {
    await new LoginPage(page).signIn(customer.customerNumber, customer.password as string)
    await new AccountPage(page).expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
    expect(await page.evaluate(() => window.localStorage.getItem('mein-konto.login-method'))).toBe('customerNumber')
  })

  test('a protected deep link asks for a login and returns there afterwards', async ({ page, customer }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/)
    await new LoginPage(page).signIn(customer.username, customer.password as string)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText(`Hallo ${customer.firstName} ${customer.lastName}`)).toBeVisible()
  })

  test.describe('opened with a redirect target', () => {
    test.use({ opensScenarioFirst: false })

    test('ignores a redirect target outside the app', async ({ page, openScenario, customer, baseURL }) => {
      await openScenario('/login?redirect=%2F%2Fevil.example%2Fsteal')
      await new LoginPage(page).signIn(customer.username, customer.password as string)
      await expect(page.getByText(`Hallo ${customer.firstName} ${customer.lastName}`)).toBeVisible()
      await expect(page).toHaveURL((url) => url.origin === new URL(baseURL as string).origin && url.pathname === '/')
    })
  })

  test('a wrong password shows the catalogued message and keeps the username', async ({ page, customer }) => {
    const login = new LoginPage(page)
    await login.signIn(customer.username, 'Falsch1234')
    await expect(login.error()).toContainText(
      'Die Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort ist uns nicht bekannt',
    )
    await expect(page.getByText(customer.username)).toBeVisible()
    await expect(login.passwordField()).toHaveValue('Falsch1234')
    await expectNoAxeViolations(page)
  })

  test('validates the username at the field', async ({ page }) => {
    const login = new LoginPage(page)
    await page.getByRole('button', { name: 'Weiter' }).click()
    await expect(page.getByText('Bitte geben Sie Ihre E-Mail-Adresse oder Kundennummer ein.')).toBeVisible()
    await login.enterUsername('anna@')
    await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse oder Kundennummer ein.')).toBeVisible()
    await expect(login.usernameField()).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
  })
})
