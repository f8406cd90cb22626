import { expect, expectNoAxeViolations, storageKeys, allowedStorageKeys, test } from './fixtures'
import { AccountPage } from './pages/account-page'
import { LoginPage } from './pages/login-page'
import { paths } from '../src/shared/config/paths'

test.use({ scenario: 'default' })

test.describe('default scenario: a signed-in regular customer', () => {
  test('opens account home with greeting and customer number, without axe violations', async ({ page, customer }) => {
    const account = new AccountPage(page)
    await account.expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
    await expect(page).toHaveTitle('Mein Konto | Mein Konto | HSE')
    await expectNoAxeViolations(page)
  })

  test('keeps the state through a reload, with the harness parameters gone from the address bar', async ({
    page,
    customer,
  }) => {
    await expect(page).toHaveURL((url) => url.search === '')
    await page.reload()
    await new AccountPage(page).expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
  })

  test('is reachable by keyboard: skip link, navigation, logout', async ({ page }) => {
    await page.keyboard.press('Tab')
    const skipLink = page.getByRole('link', { name: 'Zum Inhalt springen' })
    await expect(skipLink).toBeFocused()
    const navigation = new AccountPage(page).navigation()
    const logout = navigation.getByRole('button', { name: 'Abmelden' })
    for (
      let presses = 0;
      presses < 30 && !(await logout.evaluate((element) => element === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab')
    }
    await expect(logout).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Sie haben sich abgemeldet' })).toBeVisible()
  })

  test('logs out to post-logout; afterwards the account asks for a login', async ({ page }) => {
    await new AccountPage(page).logout()
    await expectNoAxeViolations(page)
    await page.goto(paths.home.getHref())
    await new LoginPage(page).expectVisible()
    await expect(page).toHaveURL((url) => url.pathname === '/login')
  })

  test('keeps no personal data or tokens in web storage', async ({ page }) => {
    await page.getByRole('button', { name: 'Nein, danke' }).click()
    const keys = await storageKeys(page)
    expect(keys.local.filter((key) => !allowedStorageKeys.local.includes(key))).toEqual([])
    expect(keys.session.filter((key) => !allowedStorageKeys.session.includes(key))).toEqual([])
  })
})
