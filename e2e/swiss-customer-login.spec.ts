import { expect, test } from './fixtures'
import { AccountPage } from './pages/account-page'
import { CreateAccountPage } from './pages/create-account-page'
import { LoginPage } from './pages/login-page'

test.use({ scenario: 'swiss-customer' })

test.beforeEach(async ({ page }) => {
  await new AccountPage(page).logout()
  await page.getByRole('link', { name: 'Erneut anmelden' }).click()
  await new LoginPage(page).expectVisible()
})

test('an unknown email shows the email-unknown step with the guest order and the service line', async ({ page }) => {
  const login = new LoginPage(page)
  const steps = new CreateAccountPage(page)
  await login.enterUsername('jemand@example.ch')
  await expect(steps.emailUnknownHeading()).toBeVisible()
  await expect(page.locator('.login-step__username')).toContainText('jemand@example.ch')
  await expect(steps.heading()).toHaveCount(0)
  await expect(steps.guestOrderLink()).toHaveAttribute('href', 'https://www.hse.ch/')
  await expect(steps.serviceLine()).toContainText('0800 29 888 02')
  await expect(steps.serviceLine()).toContainText('gebührenfrei, täglich von 8 bis 21 Uhr')

  await page.getByRole('button', { name: 'Andere E-Mail-Adresse eingeben' }).click()
  await expect(login.usernameField()).toHaveValue('jemand@example.ch')
})

test('a customer number is refused: the Swiss shop signs in with the email address only', async ({
  page,
  customer,
}) => {
  const login = new LoginPage(page)
  await login.enterUsername(customer.customerNumber)
  await expect(page.getByText(/Im Schweizer Shop ist die Anmeldung nur mit E-Mail-Adresse möglich/)).toBeVisible()
  await expect(login.usernameField()).toHaveAttribute('aria-invalid', 'true')
  await expect(new CreateAccountPage(page).emailUnknownHeading()).toHaveCount(0)
})
