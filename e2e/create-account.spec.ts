import { expect, expectNoAxeViolations, test } from './fixtures'
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
