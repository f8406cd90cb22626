import { expect, type Page } from '@playwright/test'

/** The login page: username step, then password step. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { name: 'Anmelden bei Mein Konto' })
  readonly usernameField = () => this.page.getByLabel(/^E-Mail-Adresse( oder Kundennummer)?$/)
  readonly passwordField = () => this.page.getByLabel('Passwort', { exact: true })
  readonly error = () => this.page.getByRole('alert')

  async expectVisible(): Promise<void> {
    await expect(this.heading()).toBeVisible()
  }

  async enterUsername(username: string): Promise<void> {
    await this.usernameField().fill(username)
    await this.page.getByRole('button', { name: 'Weiter' }).click()
  }

  async enterPassword(password: string, options: { stayLoggedIn?: boolean } = {}): Promise<void> {
    await this.passwordField().fill(password)
    if (options.stayLoggedIn) await this.page.getByLabel('Angemeldet bleiben').check()
    await this.page.getByRole('button', { name: 'Anmelden', exact: true }).click()
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.enterUsername(username)
    await expect(this.passwordField()).toBeVisible()
    await this.enterPassword(password)
  }
}
