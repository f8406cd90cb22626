import { expect, test } from './fixtures'
import { AccountPage } from './pages/account-page'
import { LoginPage } from './pages/login-page'

test.use({ scenario: 'swiss-customer' })

test('orders and invoices show CHF on the Swiss shop', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Alle Bestellungen' }).click()
  await expect(page.getByRole('link', { name: /Details zur Bestellung/ }).first()).toBeVisible()
  await expect(page.locator('.order-card').first()).toContainText('CHF')
  await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Offene Rechnungen' }).click()
  await expect(page.getByText(/CHF/).first()).toBeVisible()
  await expect(page.getByText(/in der Schweiz frühestens nach 14 Tagen/)).toBeVisible()
})

test('signs in with the email address only', async ({ page, customer }) => {
  await new AccountPage(page).logout()
  await page.getByRole('link', { name: 'Erneut anmelden' }).click()
  const login = new LoginPage(page)
  await expect(login.usernameField()).toBeVisible()
  await expect(page.getByLabel('E-Mail-Adresse', { exact: true })).toBeVisible()
  await login.enterUsername(customer.customerNumber)
  await expect(page.getByText(/Im Schweizer Shop ist die Anmeldung nur mit E-Mail-Adresse möglich/)).toBeVisible()
  await login.enterUsername(customer.username)
  await login.enterPassword(customer.password as string)
  await expect(page.getByText(`Hallo ${customer.firstName} ${customer.lastName}`)).toBeVisible()
})
