import { expect, type Page } from '@playwright/test'

/** What the account form asks, as a customer types it (labels of the form). */
export type AccountFormInput = {
  salutation?: 'Herr' | 'Frau' | 'Familie'
  firstName: string
  lastName: string
  dateOfBirth: string
  street: string
  streetNumber: string
  addressAddition?: string
  zipCode: string
  city: string
  country?: 'Deutschland' | 'Österreich'
  email?: string
  password?: string
  newsletter?: boolean
}

/** The login page's account steps: create account, double opt-in, password unknown. */
export class CreateAccountPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Kundenkonto erstellen', level: 2 })
  readonly doubleOptInHeading = () =>
    this.page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })
  readonly passwordUnknownHeading = () => this.page.getByRole('heading', { name: 'Passwort vergessen?' })
  readonly field = (label: string) => this.page.getByLabel(label, { exact: true })

  async expectVisible(): Promise<void> {
    await expect(this.heading()).toBeVisible()
  }

  async fill(input: AccountFormInput): Promise<void> {
    if (input.salutation) await this.page.getByRole('radio', { name: input.salutation }).check()
    await this.field('Vorname').fill(input.firstName)
    await this.field('Nachname').fill(input.lastName)
    await this.field('Geburtsdatum').fill(input.dateOfBirth)
    await this.field('Straße').fill(input.street)
    await this.field('Hausnummer').fill(input.streetNumber)
    if (input.addressAddition !== undefined) await this.field('Adresszusatz (optional)').fill(input.addressAddition)
    await this.field('Postleitzahl').fill(input.zipCode)
    await this.field('Ort').fill(input.city)
    if (input.country) await this.field('Land').selectOption({ label: input.country })
    if (input.email !== undefined) await this.field('E-Mail-Adresse').fill(input.email)
    if (input.password !== undefined) await this.field('Passwort (optional)').fill(input.password)
    if (input.newsletter) await this.page.getByRole('checkbox', { name: /Newsletter/ }).check()
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Kundenkonto erstellen' }).click()
  }
}
