import type { Page } from '@playwright/test'

/** The new-password fields of the pages behind a mailed link (set-password, light-user-set-password). */
export class NewPasswordForm {
  constructor(private readonly page: Page) {}

  async fill(password: string, confirmation = password): Promise<void> {
    await this.page.getByLabel('Neues Passwort', { exact: true }).fill(password)
    await this.page.getByLabel('Neues Passwort wiederholen').fill(confirmation)
  }

  async save(buttonName = 'Passwort speichern'): Promise<void> {
    await this.page.getByRole('button', { name: buttonName }).click()
  }
}
