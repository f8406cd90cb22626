import { expect, type Page } from '@playwright/test'

/** Account verification: the order-number, customer-number and address steps, success and customer service. */
export class AccountVerificationPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Kundenkonto bestätigen' })
  readonly stepHeading = (name: string) => this.page.getByRole('heading', { level: 2, name })
  readonly orderNumberField = () => this.page.getByLabel('Bestellnummer')
  readonly customerNumberField = () => this.page.getByLabel('Kundennummer', { exact: true })
  readonly birthDateField = () => this.page.getByLabel('Geburtsdatum')
  readonly submitButton = () => this.page.getByRole('button', { name: 'Kundenkonto bestätigen' })

  async expectOrderNumberStep(): Promise<void> {
    await expect(this.heading()).toBeVisible()
    await expect(this.stepHeading('Mit Ihrer Bestellnummer bestätigen')).toBeVisible()
  }

  async expectCustomerNumberStep(): Promise<void> {
    await expect(this.stepHeading('Mit Ihrer Kundennummer bestätigen')).toBeVisible()
  }

  async verifyWithOrderNumber(orderNumber: string, birthDate: string): Promise<void> {
    await this.orderNumberField().fill(orderNumber)
    await this.birthDateField().fill(birthDate)
    await this.submitButton().click()
  }

  async verifyWithCustomerNumber(customerNumber: string, birthDate: string): Promise<void> {
    await this.customerNumberField().fill(customerNumber)
    await this.birthDateField().fill(birthDate)
    await this.submitButton().click()
  }

  async chooseAddress(): Promise<void> {
    await this.page.getByRole('link', { name: 'Mit Ihrer Adresse bestätigen' }).click()
    await expect(this.stepHeading('Mit Ihrer Adresse bestätigen')).toBeVisible()
  }

  async verifyWithAddress(address: { street: string; streetNumber: string; zipCode: string }, birthDate: string) {
    await this.page.getByLabel('Straße').fill(address.street)
    await this.page.getByLabel('Hausnummer').fill(address.streetNumber)
    await this.page.getByLabel('Postleitzahl').fill(address.zipCode)
    await this.birthDateField().fill(birthDate)
    await this.submitButton().click()
  }

  async expectSuccess(): Promise<void> {
    await expect(this.stepHeading('Geschafft!')).toBeVisible()
    await expect(this.page).toHaveURL(/\/account-verification\/success$/)
  }

  async expectCustomerService(phone: string): Promise<void> {
    await expect(this.stepHeading('Unser Kundenservice hilft Ihnen weiter')).toBeVisible()
    await expect(this.page).toHaveURL(/\/account-verification\/customer-service-verification$/)
    await expect(this.page.getByRole('link', { name: phone })).toBeVisible()
  }
}
