import { expect, expectNoAxeViolations, test } from './fixtures'
import { HarnessPanel } from './pages/harness-panel'
import { NewPasswordForm } from './pages/new-password-form'
import { LoginPage } from './pages/login-page'

test.use({ scenario: 'anonymous' })

test('forgotten password: request a link, open it from the outbox, set a new password and sign in with it', async ({
  page,
  customer,
}) => {
  // Many screens (axe scans only where no story shows the state), and a mail in between. The set-password
  // page's heading and its axe scan with a strong password typed twice (no story shows that state) stand
  // here for the account-verification mail too, which opens the same page (its flow: Vitest).
  const login = new LoginPage(page)
  await login.enterUsername(customer.username)
  await page.getByRole('button', { name: 'Passwort vergessen?' }).click()
  await expect(page.getByRole('heading', { name: 'Passwort vergessen?' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Unser Kundenservice hilft Ihnen gerne' })).toBeVisible()
  await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click()
  await expect(page.getByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeVisible()

  await new HarnessPanel(page).openMailLink(customer.username)
  await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible()
  const newPasswordForm = new NewPasswordForm(page)
  await newPasswordForm.fill('Tulpe-Fluss-2026')
  await expect(page.getByText('Passwortstärke: sehr sicher')).toBeVisible()
  await expectNoAxeViolations(page)
  await newPasswordForm.save()
  await expect(page.getByText(/Ihr neues Passwort ist gespeichert/)).toBeVisible()

  await page.getByRole('link', { name: 'Zur Anmeldung' }).click()
  await login.signIn(customer.username, 'Tulpe-Fluss-2026')
  await expect(page.getByText(`Hallo ${customer.firstName} ${customer.lastName}`)).toBeVisible()
})
