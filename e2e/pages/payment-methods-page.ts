import { expect, type Locator, type Page } from '@playwright/test'

/** Payment methods: the preferred payment method, the bank details and their edit page. */
export class PaymentMethodsPage {
  constructor(private readonly page: Page) {}

  readonly bankDetails = (): Locator => this.page.getByRole('region', { name: 'Bankverbindung für Lastschrift' })
  readonly ibanField = (): Locator => this.page.getByLabel('IBAN')

  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Zahlungsarten' }).click()
    await expect(this.page.getByRole('heading', { level: 1, name: 'Zahlungsarten' })).toBeVisible()
    await expect(this.page.getByRole('radio').first()).toBeVisible()
  }

  async choosePreferred(method: string): Promise<void> {
    await this.page.getByRole('radio', { name: method }).check()
    await this.page.getByRole('button', { name: 'Als bevorzugt speichern' }).click()
    await expect(this.page.getByText(`Ihre bevorzugte Zahlungsart ist jetzt: ${method}.`)).toBeVisible()
  }

  async openEdit(): Promise<void> {
    await this.bankDetails().getByRole('link', { name: 'Bankverbindung ändern' }).click()
    await expect(this.page.getByLabel('Kontoinhaber')).toBeVisible()
  }

  async typeIban(iban: string): Promise<void> {
    await this.ibanField().fill(iban)
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Bankverbindung speichern' }).click()
  }

  async deleteBankDetails(): Promise<void> {
    await this.bankDetails().getByRole('button', { name: 'Bankverbindung löschen' }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Bankverbindung wirklich löschen?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Ja, löschen' }).click()
    await expect(dialog).toBeHidden()
  }
}
