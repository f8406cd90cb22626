import { expect, type Locator, type Page } from '@playwright/test'
import { NewPasswordForm } from './new-password-form'

/** Light accounts: the set-password modal on the login page, and the page behind the mailed link. */
export class LightUserPage {
  constructor(private readonly page: Page) {}

  readonly modal = (): Locator => this.page.getByRole('dialog', { name: 'Legen Sie Ihr Passwort fest' })
  readonly setPasswordHeading = (): Locator =>
    this.page.getByRole('heading', { level: 1, name: 'Passwort für Ihr Kundenkonto festlegen' })

  async sendLink(): Promise<void> {
    await this.modal().getByRole('button', { name: 'Link senden' }).click()
    await expect(this.page.getByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeVisible()
  }

  async fillNewPassword(password: string, confirmation = password): Promise<void> {
    await new NewPasswordForm(this.page).fill(password, confirmation)
  }

  async submitNewPassword(): Promise<void> {
    await new NewPasswordForm(this.page).save('Passwort festlegen')
  }
}
