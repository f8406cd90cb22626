import { expect, expectNoAxeViolations, test } from './fixtures'
import { PaymentMethodsPage } from './pages/payment-methods-page'

test.use({ scenario: 'default' })

/** The value next to a label of the personal data list. */
const valueOf = (page: import('@playwright/test').Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd')

test('personal data shows the seeded customer, view only, with the service line and mailbox', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Meine Daten' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible()
  await expect(valueOf(page, 'Ihre Kundennummer')).toHaveText('12345678')
  await expect(valueOf(page, 'Anrede')).toHaveText('Frau')
  await expect(valueOf(page, 'Name')).toHaveText('Anna Schmidt')
  await expect(valueOf(page, 'Geburtsdatum')).toHaveText('12.04.1968')
  await expect(valueOf(page, 'E-Mail-Adresse')).toHaveText('anna.schmidt@example.de')
  await expect(valueOf(page, 'Land')).toHaveText('Deutschland')
  await expect(valueOf(page, 'Bevorzugte Zahlungsart')).toHaveText('Rechnung')
  await expect(valueOf(page, 'Bestellungen')).toHaveText('4')
  await expect(valueOf(page, 'Retouren')).toHaveText('1')
  await expect(page.getByRole('textbox')).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('link', { name: '0800 29 888 00' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'service@hse.de' })).toHaveAttribute(
    'href',
    'mailto:service@hse.de',
  )
})

test('a preferred payment method is set, kept after a reload and shown on personal data', async ({ page }) => {
  const paymentMethods = new PaymentMethodsPage(page)
  await paymentMethods.open()
  await expect(page.getByRole('radio', { name: 'Rechnung' })).toBeChecked()

  // Installment purchase is refused as preferred, at the choice.
  await page.getByRole('radio', { name: 'Ratenkauf' }).check()
  await page.getByRole('button', { name: 'Als bevorzugt speichern' }).click()
  await expect(page.getByText(/Ratenkauf können Sie nicht als bevorzugte Zahlungsart festlegen/)).toBeVisible()

  await paymentMethods.choosePreferred('PayPal')
  await page.reload()
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked()
  await expect(page.getByText('Derzeit bevorzugt: PayPal')).toBeVisible()
  await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Meine Daten' }).click()
  await expect(valueOf(page, 'Bevorzugte Zahlungsart')).toHaveText('PayPal')
})

test('the example IBAN is accepted with its bank name, a mistyped one is refused at the field', async ({ page }) => {
  const paymentMethods = new PaymentMethodsPage(page)
  await paymentMethods.open()
  await expect(paymentMethods.bankDetails().getByText('DE89 **** **** **** **30 00')).toBeVisible()
  await paymentMethods.openEdit()

  await paymentMethods.typeIban('DE89 3704 0044 0532 0130 01')
  await paymentMethods.save()
  await expect(page.getByText('Bitte prüfen Sie Ihre IBAN.')).toBeVisible()
  await expect(paymentMethods.ibanField()).toHaveAttribute('aria-invalid', 'true')

  await paymentMethods.typeIban('DE89 3704 0044 0532 0130 00')
  await expect(page.getByText('Bank: Commerzbank')).toBeVisible()
  await expect(page.getByText('Bitte prüfen Sie Ihre IBAN.')).toBeHidden()
  await paymentMethods.save()
  await expect(page.getByText('Ihre Bankverbindung wurde gespeichert.')).toBeVisible()
  await expect(paymentMethods.bankDetails().getByText('Commerzbank')).toBeVisible()
})

test('changed bank details are kept after a reload', async ({ page }) => {
  const paymentMethods = new PaymentMethodsPage(page)
  await paymentMethods.open()
  await paymentMethods.openEdit()
  await paymentMethods.typeIban('de02 1203 0000 0000 2020 51')
  await expect(page.getByText('Bank: Deutsche Kreditbank (DKB)')).toBeVisible()
  await paymentMethods.save()
  await expect(paymentMethods.bankDetails().getByText('DE02 **** **** **** **20 51')).toBeVisible()
  await page.reload()
  await expect(paymentMethods.bankDetails().getByText('Deutsche Kreditbank (DKB)')).toBeVisible()
  await expect(paymentMethods.bankDetails().getByText('DE02 **** **** **** **20 51')).toBeVisible()
})

test('bank details are deleted, and stay deleted after a reload', async ({ page }) => {
  const paymentMethods = new PaymentMethodsPage(page)
  await paymentMethods.open()
  await paymentMethods.bankDetails().getByRole('button', { name: 'Bankverbindung löschen' }).click()
  await expect(page.getByRole('dialog', { name: 'Bankverbindung wirklich löschen?' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Nein, behalten' }).click()
  await expect(paymentMethods.bankDetails().getByText('Commerzbank')).toBeVisible()

  await paymentMethods.deleteBankDetails()
  await expect(paymentMethods.bankDetails().getByText('Ihre Bankverbindung wurde gelöscht.')).toBeVisible()
  await page.reload()
  await expect(paymentMethods.bankDetails().getByText('Sie haben noch keine Bankverbindung hinterlegt.')).toBeVisible()
  await expect(paymentMethods.bankDetails().getByRole('link', { name: 'Bankverbindung hinzufügen' })).toBeVisible()
})
