import { expect, expectNoAxeViolations, storageKeys, allowedStorageKeys, test } from './fixtures'
import { AccountPage } from './pages/account-page'
import { LoginPage } from './pages/login-page'
import { paths } from '../src/shared/config/paths'

test.use({ scenario: 'default' })

test.describe('default scenario: a signed-in regular customer', () => {
  test(
    'opens account home with greeting and customer number, without axe violations',
    { tag: ['@spec:2.routes.home', '@spec:2.shell.greeting'] },
    async ({ page, customer }) => {
      const account = new AccountPage(page)
      await account.expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
      await expect(page).toHaveTitle('Mein Konto | Mein Konto | HSE')
      await expectNoAxeViolations(page)
    },
  )

  test('keeps the state through a reload, with the harness parameters gone from the address bar', async ({
    page,
    customer,
  }) => {
    await expect(page).toHaveURL((url) => url.search === '')
    await page.reload()
    await new AccountPage(page).expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
  })

  test(
    'is reachable by keyboard: skip link, navigation, logout',
    { tag: ['@spec:2.shell.side-navigation', '@spec:2.navigation.logout'] },
    async ({ page }) => {
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
    },
  )

  test(
    'logs out to post-logout; afterwards the account asks for a login',
    { tag: ['@spec:2.routes.post-logout', '@spec:2.navigation.logout', '@spec:2.routing.protected-redirect-to-login'] },
    async ({ page }) => {
      await new AccountPage(page).logout()
      await expectNoAxeViolations(page)
      await page.goto(paths.home.getHref())
      await new LoginPage(page).expectVisible()
      await expect(page).toHaveURL((url) => url.pathname === '/login')
    },
  )

  test('keeps no personal data or tokens in web storage', async ({ page }) => {
    await page.getByRole('button', { name: 'Nein, danke' }).click()
    const keys = await storageKeys(page)
    expect(keys.local.filter((key) => !allowedStorageKeys.local.includes(key))).toEqual([])
    expect(keys.session.filter((key) => !allowedStorageKeys.session.includes(key))).toEqual([])
  })
})

test.describe('default scenario on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test(
    'the overview carries greeting and navigation; a sub-page shows only itself, with the back link and its heading',
    { tag: ['@spec:2.shell.mobile-overview'] },
    async ({ page, customer }) => {
      const account = new AccountPage(page)
      await account.expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
      await expect(account.navigation()).toBeVisible()

      await account.navigation().getByRole('link', { name: 'Alle Bestellungen' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Zurück', exact: true })).toBeVisible()
      await expect(account.greeting()).toBeHidden()
      await expect(account.navigation()).toBeHidden()

      await page.getByRole('link', { name: 'Zurück', exact: true }).click()
      await expect(account.greeting()).toBeVisible()
      await expect(account.navigation()).toBeVisible()
    },
  )
})
