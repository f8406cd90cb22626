import { expect, expectNoAxeViolations, test } from './fixtures'
import { AccountPage } from './pages/account-page'
import { CreateAccountPage, type AccountFormInput } from './pages/create-account-page'
import { HarnessPanel } from './pages/harness-panel'
import { LoginPage } from './pages/login-page'

test.use({ scenario: 'anonymous' })

const erika: AccountFormInput = {
  salutation: 'Frau',
  firstName: 'Erika',
  lastName: 'Muster',
  dateOfBirth: '24.12.1980',
  street: 'Musterweg',
  streetNumber: '12a',
  zipCode: '10115',
  city: 'Berlin',
  password: 'Tulpe-Fluss-2026',
  newsletter: true,
}

test('an unknown email creates an account, confirmed from the mailed link, and lands signed in on account home', async ({
  page,
}) => {
  // Many screens (axe scans only where no story shows the state), and a mail in between.
  const email = 'erika.muster@example.de'
  const login = new LoginPage(page)
  const createAccount = new CreateAccountPage(page)
  await login.enterUsername(email)
  await createAccount.expectVisible()
  await expect(createAccount.field('E-Mail-Adresse')).toHaveValue(email)

  // Field rules first: nothing is sent while a field is wrong.
  await createAccount.submit()
  await expect(page.getByText('Bitte prüfen Sie Ihren Vornamen.')).toBeVisible()
  await expect(createAccount.field('Vorname')).toBeFocused()

  await createAccount.fill(erika)
  await createAccount.submit()
  await expect(createAccount.doubleOptInHeading()).toBeVisible()
  await expect(page.getByText(`Wir haben Ihnen eine E-Mail an ${email} geschickt.`)).toBeVisible()
  await expect(page.getByText(/Willkommensgutschein über 10\s€/)).toBeVisible()

  const mail = await new HarnessPanel(page).mailTo(email)
  await expect(mail).toContainText('Bitte bestätigen Sie Ihr Kundenkonto')
  await mail.getByRole('link', { name: 'Link öffnen' }).click()

  // The confirmation link (/magic-link?token=…) loads the app afresh, redeems the token and signs in.
  await expect(page.getByText('Hallo Erika Muster')).toBeVisible()
  await expect(page.getByText(/^Kundennummer: 8\d{7}$/)).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the same person under another email goes to the password step of the existing account', async ({
  page,
  customer,
}) => {
  const login = new LoginPage(page)
  const createAccount = new CreateAccountPage(page)
  await login.enterUsername('anna.neu@example.de')
  await createAccount.expectVisible()
  await createAccount.fill({
    ...erika,
    firstName: customer.firstName,
    lastName: customer.lastName,
    dateOfBirth: '12.4.1968',
    newsletter: false,
  })
  await createAccount.submit()
  await expect(page.getByRole('heading', { name: 'Passwort eingeben' })).toBeVisible()
  await expect(page.locator('.login-step__username')).toContainText(customer.username)
  await login.enterPassword(customer.password as string)
  await new AccountPage(page).expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
})

test('a server-side problem is shown at its field with the server’s text, and an existing email at the email field', async ({
  page,
  customer,
}) => {
  const createAccount = new CreateAccountPage(page)
  await new LoginPage(page).enterUsername('erika.muster@example.de')
  await createAccount.fill({ ...erika, zipCode: '1011a', email: customer.username })
  await createAccount.submit()
  await expect(
    page.getByText('Die Postleitzahl „1011a“ gibt es in Deutschland nicht: Sie hat fünf Ziffern.'),
  ).toBeVisible()
  await expect(createAccount.field('Postleitzahl')).toBeFocused()
  await createAccount.field('Postleitzahl').fill('10115')
  await createAccount.submit()
  await expect(page.getByText(/Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto/)).toBeVisible()
  await expect(createAccount.field('E-Mail-Adresse')).toBeFocused()
})
