import { expect, type Page } from '@playwright/test'

export type GooglePerson = { firstName: string; lastName: string; email: string }

/**
 * Social login: the buttons under the username step, the mock Google account chooser the mock
 * builds send the customer to, and the step for a Google account without a password.
 */
export class SocialLoginPage {
  constructor(private readonly page: Page) {}

  readonly button = (provider: 'Google' | 'Facebook' | 'Apple') =>
    this.page.getByRole('button', { name: `Mit ${provider} anmelden` })
  readonly providerHeading = () => this.page.getByRole('heading', { name: 'Konto auswählen' })
  readonly socialAccountHeading = () => this.page.getByRole('heading', { name: 'Anmelden mit Google', level: 2 })
  readonly setPasswordButton = () => this.page.getByRole('button', { name: 'Passwort festlegen' })

  /** Leaves for the provider and waits for its account chooser. */
  async openGoogle(): Promise<void> {
    await this.button('Google').click()
    await expect(this.page).toHaveURL(/\/mock-google-signin\.html\?/)
    await expect(this.providerHeading()).toBeVisible()
  }

  /** Picks one of the accounts the chooser offers (it sends the customer back to the app). */
  async chooseAccount(email: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click()
    await expect(this.page).not.toHaveURL(/mock-google-signin/)
  }

  async chooseOtherAccount(person: GooglePerson): Promise<void> {
    await this.page.getByLabel('Vorname').fill(person.firstName)
    await this.page.getByLabel('Nachname').fill(person.lastName)
    await this.page.getByLabel('E-Mail-Adresse').fill(person.email)
    await this.page.getByRole('button', { name: 'Weiter' }).click()
    await expect(this.page).not.toHaveURL(/mock-google-signin/)
  }

  async cancelAtProvider(): Promise<void> {
    await this.page.getByRole('button', { name: 'Abbrechen' }).click()
    await expect(this.page).not.toHaveURL(/mock-google-signin/)
  }
}
