import { expect, expectTokenLeftAddressBar, test } from './fixtures'
import { AccountPage } from './pages/account-page'
import { AccountSettingsPage } from './pages/account-settings-page'
import { CreateAccountPage } from './pages/create-account-page'
import { HarnessPanel } from './pages/harness-panel'
import { LoginPage } from './pages/login-page'
import { NewPasswordForm } from './pages/new-password-form'

test.use({ scenario: 'account-settings' })

const newEmail = 'anna.neu@example.de'
const newPassword = 'Tulpe-Fluss-2026'

test('change email: the link in the outbox confirms the new address, which is then the one to sign in with', async ({
  page,
  customer,
}) => {
  // Several screens and a mail in between.
  const settings = new AccountSettingsPage(page)
  const account = new AccountPage(page)
  const login = new LoginPage(page)
  await expect(page.getByRole('heading', { level: 1, name: 'E-Mail-Adresse ändern' })).toBeVisible()
  await page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click()
  await expect(page.getByText('Bitte wiederholen Sie die neue E-Mail-Adresse.')).toBeVisible()

  await settings.changeEmail(newEmail, customer.password as string)
  await expect(page.getByText(`Wir haben Ihnen eine E-Mail an ${newEmail} geschickt.`, { exact: false })).toBeVisible()

  const mailLink = await new HarnessPanel(page).openMailLink(newEmail)
  await expect(
    page.getByText(`Vielen Dank! Ihre E-Mail-Adresse ist jetzt ${newEmail}.`, { exact: false }),
  ).toBeVisible()
  await expectTokenLeftAddressBar(page, mailLink, '/email-change/confirm-doi')

  await page.getByRole('link', { name: 'Zu Mein Konto' }).click()
  await account.logout()
  await page.getByRole('link', { name: 'Erneut anmelden' }).click()
  // The old address belongs to no account any more: the shop offers a new one.
  await login.enterUsername(customer.username)
  await expect(new CreateAccountPage(page).heading()).toBeVisible()
  await page.goto('/login')
  await login.signIn(newEmail, customer.password as string)
  await account.expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
})

test('the expired confirmation link in the outbox says so and leaves the email as it was', async ({ page }) => {
  await new HarnessPanel(page).openMailWithSubject('Bitte bestätigen Sie Ihre neue E-Mail-Adresse [Link abgelaufen]')
  await expect(page.getByRole('alert')).toContainText('Dieser Bestätigungslink ist abgelaufen')
  await page.getByRole('link', { name: 'E-Mail-Adresse ändern' }).click()
  await expect(page.getByText('anna.schmidt@example.de', { exact: true })).toBeVisible()
})

test('change password: the confirmation modal, then the new password signs in', async ({ page, customer }) => {
  const settings = new AccountSettingsPage(page)
  const account = new AccountPage(page)
  const login = new LoginPage(page)
  await account.navigation().getByRole('link', { name: 'Passwort ändern' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible()
  await settings.fillChangePassword(customer.password as string, newPassword)
  await expect(page.getByText('Passwortstärke: sehr sicher')).toBeVisible()
  await settings.saveNewPassword()
  const modal = page.getByRole('dialog', { name: 'Passwort geändert' })
  await expect(modal).toBeVisible()
  await modal.getByRole('button', { name: 'Verstanden' }).click()
  await expect(modal).toBeHidden()
  await expect(settings.field('Aktuelles Passwort')).toHaveValue('')

  await account.logout()
  await page.getByRole('link', { name: 'Erneut anmelden' }).click()
  await login.signIn(customer.username, newPassword)
  await account.expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
})

test('a token the service refuses ("wrong token", injected from the panel) asks to sign in again', async ({
  page,
  customer,
}) => {
  const panel = new HarnessPanel(page)
  await panel.open()
  await panel.injectFault({ service: 'customer', endpoint: 'POST /user/change-password', kind: 'http-401' })
  await page.goto('/change-password')
  const settings = new AccountSettingsPage(page)
  await settings.fillChangePassword(customer.password as string, newPassword)
  await settings.saveNewPassword()
  await expect(page.getByRole('alert')).toContainText('Ihre Anmeldung ist nicht mehr gültig')
  await expect(page.getByRole('link', { name: 'Neu anmelden' })).toBeVisible()
})

test('delete account: the modal, then signed out; the account no longer exists', async ({ page, customer }) => {
  const settings = new AccountSettingsPage(page)
  const login = new LoginPage(page)
  await page.goto('/change-password')
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

test.describe('social-login account without a password', () => {
  test.use({ scenario: 'social-login-no-password' })

  test('"Passwort festlegen" mails the link; the password set from it signs in', async ({ page, customer }) => {
    const account = new AccountPage(page)
    const login = new LoginPage(page)
    await expect(account.navigation().getByRole('link', { name: 'Passwort ändern' })).toHaveCount(0)
    await account.navigation().getByRole('link', { name: 'Passwort festlegen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Passwort festlegen' })).toBeVisible()
    await page.getByRole('button', { name: 'Link zum Festlegen senden' }).click()
    await expect(page.getByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeVisible()

    const mailLink = await new HarnessPanel(page).openMailLink(customer.username)
    expect(mailLink.searchParams.get('type')).toBe('social')
    await expectTokenLeftAddressBar(page, mailLink, '/set-password')
    const newPasswordForm = new NewPasswordForm(page)
    await newPasswordForm.fill(newPassword)
    await newPasswordForm.save()
    await expect(page.getByText(/Ihr neues Passwort ist gespeichert/)).toBeVisible()

    await page.goto('/')
    await account.logout()
    await page.getByRole('link', { name: 'Erneut anmelden' }).click()
    await login.signIn(customer.username, newPassword)
    await account.expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
    await expect(account.navigation().getByRole('link', { name: 'Passwort ändern' })).toBeVisible()
  })
})
