import { expect, expectNoAxeViolations, test } from './fixtures'
import { HarnessPanel } from './pages/harness-panel'
import { LoginPage } from './pages/login-page'

test.use({ scenario: 'anonymous' })

test('forgotten password: request a link, open it from the outbox, set a new password and sign in with it', async ({
  page,
  customer,
}) => {
  const login = new LoginPage(page)
  await login.enterUsername(customer.username)
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click()
  await expect(page.getByRole('heading', { name: 'Passwort vergessen' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Link anfordern' }).click()
  await expect(page.getByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeVisible()
  await expectNoAxeViolations(page)

  const panel = new HarnessPanel(page)
  await panel.open()
  await expect(panel.root.getByText(`an ${customer.username}`)).toBeVisible()
  await panel.root.getByRole('link', { name: 'Link öffnen' }).click()
  await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible()
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Tulpe-Fluss-2026')
  await expect(page.getByText('Passwortstärke: sehr sicher')).toBeVisible()
  await page.getByLabel('Neues Passwort wiederholen').fill('Tulpe-Fluss-2026')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Passwort speichern' }).click()
  await expect(page.getByText(/Ihr neues Passwort ist gespeichert/)).toBeVisible()

  await page.getByRole('link', { name: 'Zur Anmeldung' }).click()
  await login.signIn(customer.username, 'Tulpe-Fluss-2026')
  await expect(page.getByText(`Hallo ${customer.firstName} ${customer.lastName}`)).toBeVisible()
})
