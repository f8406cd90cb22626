import { expect, expectTokenLeftAddressBar, test } from './fixtures'
import { AccountPage } from './pages/account-page'
import { AccountSettingsPage } from './pages/account-settings-page'
import { CreateAccountPage } from './pages/create-account-page'
import { HarnessPanel } from './pages/harness-panel'
import { LoginPage } from './pages/login-page'
import { paths } from '../src/shared/config/paths'

test.use({ scenario: 'account-settings' })

const newEmail = 'anna.neu@example.de'

test('change email: the link in the outbox confirms the new address; the old one then belongs to no account', async ({
  page,
  customer,
}) => {
  // The mailed link opened from the outbox (a page load), and the token gone from the address bar.
  // Signing in with the new address: account-settings.test.tsx (change email).
  const settings = new AccountSettingsPage(page)
  const account = new AccountPage(page)
  const login = new LoginPage(page)
  await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse ändern' })).toBeVisible()
  await settings.changeEmail(newEmail, customer.password as string)
  await expect(page.getByText(`Wir haben Ihnen eine E-Mail an ${newEmail} geschickt.`, { exact: false })).toBeVisible()

  const mailLink = await new HarnessPanel(page).openMailLink(newEmail)
  await expect(
    page.getByText(`Vielen Dank! Ihre E-Mail-Adresse ist jetzt ${newEmail}.`, { exact: false }),
  ).toBeVisible()
  await expectTokenLeftAddressBar(page, mailLink, paths.emailChangeConfirmDoi.getHref())

  await page.getByRole('link', { name: 'Zu Mein Konto' }).click()
  await account.logout()
  await page.getByRole('link', { name: 'Erneut anmelden' }).click()
  // The old address belongs to no account any more: the shop offers a new one.
  await login.enterUsername(customer.username)
  await expect(new CreateAccountPage(page).heading()).toBeVisible()
})

test('delete account: the modal, then signed out; the account no longer exists', async ({ page, customer }) => {
  const settings = new AccountSettingsPage(page)
  const login = new LoginPage(page)
  await page.goto(paths.changePassword.getHref())
  await settings.openDeleteModal()
  await settings.confirmDeletion('Winter2026!')
  await expect(settings.deleteModal().getByRole('alert')).toContainText('Das eingegebene Passwort ist nicht korrekt.')
  await settings
    .deleteModal()
    .getByLabel('Aktuelles Passwort')
    .fill(customer.password as string)
  await settings.deleteModal().getByRole('button', { name: 'Endgültig löschen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ihr Kundenkonto ist gelöscht' })).toBeVisible()

  await page.getByRole('link', { name: 'Zur Anmeldung' }).click()
  await login.enterUsername(customer.username)
  // The address is unknown now: the shop offers a new account instead of the password step.
  await expect(new CreateAccountPage(page).heading()).toBeVisible()
  await expect(login.passwordField()).toHaveCount(0)
})
