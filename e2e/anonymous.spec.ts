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
})
