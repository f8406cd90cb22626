import { db } from '../mock-server/db/db'
import { applyScenario } from '../mock-server/scenario-runner'
import { getScenario } from '../scenarios/registry'
import { toDayMonthYear } from '../src/shared/validation/dates'
import { serviceContact } from '../src/shared/intl/service-contact'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { AccountPage } from './pages/account-page'
import { AccountVerificationPage } from './pages/account-verification-page'
import { HarnessPanel } from './pages/harness-panel'
import { NewPasswordForm } from './pages/new-password-form'
import { LoginPage } from './pages/login-page'

test.use({ scenario: 'unverified-account' })

// The seed is fixed, so Gerd Wagner's orders, address and birth date are known up front.
async function gerdsData(email: string) {
  await applyScenario(getScenario('unverified-account'))
  const customer = db.customers.findFirst((q) => q.where({ email }))
  const order = customer && db.orders.findFirst((q) => q.where({ customer: { id: customer.id } }))
  const billing = customer && db.billingAddresses.findFirst((q) => q.where({ customer: { id: customer.id } }))
  if (!customer?.dateOfBirth || !order || !billing) throw new Error('unverified-account lacks Gerd Wagner’s data')
  return { orderNumber: order.number, billing, birthDate: toDayMonthYear(customer.dateOfBirth) as string }
}

const servicePhone = serviceContact('de').phone

test('email → order-number step → verified; the mailed link sets a password, which then signs in', async ({
  page,
  customer,
}) => {
  // Three pages and two full page loads (the mail's link opens the app afresh): more than the default time.
  const { orderNumber, birthDate } = await gerdsData(customer.username)
  const login = new LoginPage(page)
  const verification = new AccountVerificationPage(page)
  await login.enterUsername(customer.username)
  await verification.expectOrderNumberStep()
  await expect(page).toHaveURL(/\/account-verification$/)
  await expect(
    page.getByText('Für Ihr Kundenkonto sind noch keine Zugangsdaten hinterlegt.', { exact: false }),
  ).toBeVisible()

  await verification.submitButton().click()
  await expect(page.getByText('Bitte geben Sie Ihre Bestellnummer ein.')).toBeVisible()

  await verification.verifyWithOrderNumber(orderNumber, birthDate)
  await verification.expectSuccess()
  await expect(
    page.getByText(`Wir haben Ihnen eine E-Mail an ${customer.username} geschickt.`, { exact: false }),
  ).toBeVisible()

  await new HarnessPanel(page).openMailLink(customer.username)
  await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible()
  const newPasswordForm = new NewPasswordForm(page)
  await newPasswordForm.fill('Wagner-Garten-1952')
  await expectNoAxeViolations(page)
  await newPasswordForm.save()
  await expect(page.getByText(/Ihr neues Passwort ist gespeichert/)).toBeVisible()

  await page.getByRole('link', { name: 'Zur Anmeldung' }).click()
  await login.signIn(customer.username, 'Wagner-Garten-1952')
  await new AccountPage(page).expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
})

test('wrong data ends on the customer service page with the phone number; back keeps what was typed', async ({
  page,
  customer,
}) => {
  const { birthDate } = await gerdsData(customer.username)
  const verification = new AccountVerificationPage(page)
  await new LoginPage(page).enterUsername(customer.username)
  await verification.expectOrderNumberStep()
  await verification.verifyWithOrderNumber('999999999', birthDate)
  await verification.expectCustomerService(servicePhone)
  await expect(page.getByText('Mit diesen Angaben konnten wir Ihr Kundenkonto leider nicht bestätigen.')).toBeVisible()
  await expect(page.getByText('täglich von 8 bis 21 Uhr')).toBeVisible()

  await page.getByRole('link', { name: 'Angaben prüfen und nochmal versuchen' }).click()
  await expect(verification.orderNumberField()).toHaveValue('999999999')
  await expect(verification.birthDateField()).toHaveValue(birthDate)
})

test('customer number → customer-number step → verified', async ({ page, customer }) => {
  const { birthDate } = await gerdsData(customer.username)
  const verification = new AccountVerificationPage(page)
  await new LoginPage(page).enterUsername(customer.customerNumber)
  await verification.expectCustomerNumberStep()
  await expect(page).toHaveURL(/\/account-verification\/customer-number-verification$/)
  await expect(verification.customerNumberField()).toHaveValue(customer.customerNumber)

  await verification.verifyWithCustomerNumber('6789-0123', '8.11.52')
  await expect(page.getByText('Bitte prüfen Sie Ihre Kundennummer: Sie besteht nur aus Ziffern.')).toBeVisible()
  await expect(page.getByText(/im Format TT.MM.JJJJ/)).toBeVisible()

  await verification.verifyWithCustomerNumber(customer.customerNumber, birthDate)
  await verification.expectSuccess()
  await expect(page.getByText(/an die E-Mail-Adresse Ihres Kundenkontos geschickt/)).toBeVisible()
})

test('without an order number at hand: the address step verifies too', async ({ page, customer }) => {
  const { billing, birthDate } = await gerdsData(customer.username)
  const verification = new AccountVerificationPage(page)
  await new LoginPage(page).enterUsername(customer.username)
  await verification.expectOrderNumberStep()
  await verification.chooseAddress()
  await verification.submitButton().click()
  await expect(page.getByText('Bitte prüfen Sie Ihre Straße.')).toBeVisible()
  await verification.verifyWithAddress(billing, birthDate)
  await verification.expectSuccess()
})

test('a reload keeps the step and still knows the account; a direct link asks for it', async ({ page, customer }) => {
  const verification = new AccountVerificationPage(page)
  await new LoginPage(page).enterUsername(customer.username)
  await verification.expectOrderNumberStep()
  await page.reload()
  await verification.expectOrderNumberStep()
  await expect(page.getByText(customer.username, { exact: true })).toBeVisible()

  await page.goto('/account-verification/address-verification')
  await expect(verification.stepHeading('Mit Ihrer Adresse bestätigen')).toBeVisible()
  await expect(page.getByLabel('E-Mail-Adresse oder Kundennummer')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a server error ends on the customer service page with the generic message', async ({ page, customer }) => {
  const { orderNumber, birthDate } = await gerdsData(customer.username)
  const verification = new AccountVerificationPage(page)
  const panel = new HarnessPanel(page)
  await panel.open()
  await panel.injectFault({ service: 'customer', endpoint: 'POST /customers/verify', kind: 'http-500' })
  await new LoginPage(page).enterUsername(customer.username)
  await verification.expectOrderNumberStep()
  await verification.verifyWithOrderNumber(orderNumber, birthDate)
  await verification.expectCustomerService(servicePhone)
  await expect(page.getByRole('alert')).toHaveText('Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.')
})
