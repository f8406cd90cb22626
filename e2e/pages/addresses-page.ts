import { expect, type Locator, type Page } from '@playwright/test'

export type PostalAddressInput = { street: string; streetNumber: string; zipCode: string; city: string }
export type PackstationInput = { stationNumber: string; dhlPostNumber: string; zipCode: string; city: string }

/** The address book (my-addresses) and its forms. */
export class AddressesPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Meine Adressen' })
  readonly addLink = () => this.page.getByRole('link', { name: 'Neue Lieferadresse hinzufügen' })
  readonly limitReached = () => this.page.getByText(/Sie haben die höchste Zahl an Lieferadressen erreicht/)
  readonly warningList = () => this.page.locator('.alert', { hasText: 'Bitte prüfen Sie Ihre DHL-Postnummer' })
  readonly suggestionDialog = () => this.page.getByRole('dialog', { name: 'Meinten Sie diese Adresse?' })
  readonly saved = () => this.page.getByText('Die Adresse wurde gespeichert.')

  /** The card of the delivery address whose street line is this ("Packstation 123", "Hauptstraße 5"). */
  card(streetLine: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByText(streetLine, { exact: true }) })
  }

  async open(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Mein Konto' })
      .getByRole('link', { name: 'Meine Adressen' })
      .click()
    await expect(this.heading()).toBeVisible()
  }

  async fillPackstation(input: PackstationInput): Promise<void> {
    await this.page.getByLabel('Packstation oder Filiale (DHL)').check()
    await this.page.getByLabel('Nummer der Station').fill(input.stationNumber)
    await this.page.getByLabel('DHL-Postnummer').fill(input.dhlPostNumber)
    await this.page.getByLabel('Postleitzahl').fill(input.zipCode)
    await this.page.getByLabel('Ort').fill(input.city)
  }

  async fillPostal(input: PostalAddressInput): Promise<void> {
    await this.page.getByLabel('Straße', { exact: true }).fill(input.street)
    await this.page.getByLabel('Hausnummer').fill(input.streetNumber)
    await this.page.getByLabel('Postleitzahl').fill(input.zipCode)
    await this.page.getByLabel('Ort').fill(input.city)
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Adresse speichern' }).click()
  }
}
