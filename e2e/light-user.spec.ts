import { expect, expectNoAxeViolations, expectTokenLeftAddressBar, test } from './fixtures'
import { AccountPage } from './pages/account-page'
import { HarnessPanel } from './pages/harness-panel'
import { LightUserPage } from './pages/light-user-page'
import { LoginPage } from './pages/login-page'
import { paths } from '../src/shared/config/paths'

test.use({ scenario: 'light-user' })

test.describe('light-user scenario: a light account without a password', () => {
  test('sets a password from the mailed link and signs in with it', async ({ page, customer }) => {
    // Axe checks account home here; the stories check the screens before it.
    const login = new LoginPage(page)
    const lightUser = new LightUserPage(page)
    await login.enterUsername(customer.username)
    await expect(lightUser.modal()).toBeVisible()
    await expect(lightUser.modal()).toContainText('Ihr Kundenkonto wurde ohne Passwort angelegt')
    await expect(lightUser.modal().getByRole('button', { name: 'Link senden' })).toBeFocused()
    await lightUser.sendLink()
    await expect(page).toHaveURL(/\/send-password-link-success\?reason=set-password$/)

    const mailLink = await new HarnessPanel(page).openMailLink(customer.username)
    await expect(lightUser.setPasswordHeading()).toBeVisible()
    await expectTokenLeftAddressBar(page, mailLink, paths.lightUserSetPassword.getHref())

    await lightUser.fillNewPassword('kurz', 'kurz')
    await lightUser.submitNewPassword()
    await expect(page.getByText('Geben Sie mind. 8 Zeichen ein.')).toBeVisible()
    await lightUser.fillNewPassword('Tulpe-Fluss-2026')
    await expect(page.getByText('Passwortstärke: sehr sicher')).toBeVisible()
    await lightUser.submitNewPassword()
    await expect(page.getByText(/Ihr Passwort ist gespeichert/)).toBeVisible()

    await page.getByRole('link', { name: 'Zur Anmeldung' }).click()
    await login.signIn(customer.username, 'Tulpe-Fluss-2026')
    await new AccountPage(page).expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
    await expectNoAxeViolations(page)
  })

  test('Escape closes the modal without an error; the username stays', async ({ page, customer }) => {
    const login = new LoginPage(page)
    const lightUser = new LightUserPage(page)
    await login.enterUsername(customer.username)
    await expect(lightUser.modal()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(lightUser.modal()).toBeHidden()
    await expect(login.error()).toHaveCount(0)
    await expect(login.usernameField()).toHaveValue(customer.username)
  })

  test('creates a light account with name and email only and lands on account home', async ({ page }) => {
    const login = new LoginPage(page)
    await login.enterUsername('nele.neumeier@example.de')
    await page.getByRole('button', { name: 'Nur mit Name und E-Mail registrieren' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Nur mit Name und E-Mail registrieren' })).toBeVisible()
    await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('nele.neumeier@example.de')
    await page.getByRole('button', { name: 'Registrieren' }).click()
    await expect(page.getByText('Bitte prüfen Sie Ihren Vornamen.')).toBeVisible()
    await page.getByLabel('Vorname').fill('Nele')
    await page.getByLabel('Nachname').fill('Neumeier')
    await page.getByRole('button', { name: 'Registrieren' }).click()
    await expect(page.getByText('Hallo Nele Neumeier')).toBeVisible()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await expectNoAxeViolations(page)

    const panel = new HarnessPanel(page)
    await panel.open()
    await expect(panel.root.getByText('an nele.neumeier@example.de')).toBeVisible()
  })
})
