import {
  allowedStorageKeys,
  expect,
  expectNoAxeViolations,
  expectTokenLeftAddressBar,
  storageKeys,
  test,
  waitForApp,
} from './fixtures'
import { AccountPage } from './pages/account-page'
import { CreateAccountPage } from './pages/create-account-page'
import { HarnessPanel } from './pages/harness-panel'
import { NewPasswordForm } from './pages/new-password-form'
import { LoginPage } from './pages/login-page'
import { SocialLoginPage } from './pages/social-login-page'
import { paths } from '../src/shared/config/paths'

test.use({ scenario: 'social-login-no-password', flags: { socialLogin: true } })

const newPassword = 'Tulpe-Fluss-2026'

test.describe('social-login-no-password: Jonas Becker, registered with Google, without a password', () => {
  test.beforeEach(async ({ page, customer }) => {
    const account = new AccountPage(page)
    await account.expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
    await account.logout()
    await page.goto(paths.login.getHref())
    await waitForApp(page)
    await new LoginPage(page).expectVisible()
  })

  test('signs in with Google, then sets a password from the mailed link and signs in with it', async ({
    page,
    customer,
  }) => {
    // Three full page loads (to Google and back, the mailed link) and two sign-ins.
    const login = new LoginPage(page)
    const social = new SocialLoginPage(page)
    const account = new AccountPage(page)
    const fullName = `${customer.firstName} ${customer.lastName}`
    await expect(social.button('Google')).toBeVisible()

    await social.openGoogle()
    await social.chooseAccount(customer.username)
    await account.expectHome(fullName, customer.customerNumber)
    // The router cleans the address in a transition, a moment after the page shows.
    await expect(page).toHaveURL((url) => url.search === '')
    const keys = await storageKeys(page)
    expect(keys.session.filter((key) => !allowedStorageKeys.session.includes(key))).toEqual([])
    expect(keys.session).not.toContain('mein-konto.social-login-state')
    expect(await page.evaluate(() => window.localStorage.getItem('mein-konto.login-method'))).toBe('google')

    await account.logout()
    await page.goto(paths.login.getHref())
    await waitForApp(page)
    await login.enterUsername(customer.username)
    await expect(social.socialAccountHeading()).toBeVisible()
    await expect(login.passwordField()).toHaveCount(0)
    await social.setPasswordButton().click()
    await expect(page.getByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeVisible()

    const mailLink = await new HarnessPanel(page).openMailLink(customer.username)
    expect(mailLink.searchParams.get('type')).toBe('social')
    await expectTokenLeftAddressBar(page, mailLink, paths.setPassword.getHref())
    const newPasswordForm = new NewPasswordForm(page)
    await newPasswordForm.fill(newPassword)
    await expectNoAxeViolations(page)
    await newPasswordForm.save()
    await expect(page.getByText(/Ihr neues Passwort ist gespeichert/)).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: 'Zur Anmeldung' }).click()
    await login.signIn(customer.username, newPassword)
    await account.expectHome(fullName, customer.customerNumber)
  })

  test('another Google account typed at the provider prefills the form too; cancelling there just comes back', async ({
    page,
  }) => {
    // Four full page loads: to the provider's page and back, twice.
    const social = new SocialLoginPage(page)
    const login = new LoginPage(page)
    const createAccount = new CreateAccountPage(page)
    await social.openGoogle()
    await social.cancelAtProvider()
    await expect(login.usernameField()).toBeVisible()
    await expect(login.error()).toHaveCount(0)
    await expect(page).toHaveURL((url) => url.search === '')

    await social.openGoogle()
    await social.chooseOtherAccount({ firstName: 'Jürgen', lastName: 'Weiß', email: 'juergen.weiss@gmail.example' })
    await createAccount.expectVisible()
    await expect(createAccount.field('Vorname')).toHaveValue('Jürgen')
    await expect(createAccount.field('Nachname')).toHaveValue('Weiß')
    await expect(createAccount.field('E-Mail-Adresse')).toHaveValue('juergen.weiss@gmail.example')
  })
})
