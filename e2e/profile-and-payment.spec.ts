import { expect, expectNoAxeViolations, test } from './fixtures'
import { PaymentMethodsPage } from './pages/payment-methods-page'

test.use({ scenario: 'default' })

/** The value next to a label of the personal data list. */
const valueOf = (page: import('@playwright/test').Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd')

test('a preferred payment method is set, kept after a reload and shown on personal data', async ({ page }) => {
  const paymentMethods = new PaymentMethodsPage(page)
  await paymentMethods.open()
  await expect(page.getByRole('radio', { name: 'Rechnung' })).toBeChecked()

  await paymentMethods.choosePreferred('PayPal')
  await page.reload()
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked()
  await expect(page.getByText('Derzeit bevorzugt: PayPal')).toBeVisible()
  await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Meine Daten' }).click()
  await expect(valueOf(page, 'Bevorzugte Zahlungsart')).toHaveText('PayPal')
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
