import { expect, type Page } from '@playwright/test'

/** Change email and delete account, as a customer fills them in. */
export class AccountSettingsPage {
  constructor(private readonly page: Page) {}

  readonly field = (label: string) => this.page.getByLabel(label, { exact: true })
  readonly deleteModal = () => this.page.getByRole('dialog', { name: 'Kundenkonto wirklich löschen?' })

  async changeEmail(newEmail: string, password: string): Promise<void> {
    await this.field('Neue E-Mail-Adresse').fill(newEmail)
    await this.field('Neue E-Mail-Adresse wiederholen').fill(newEmail)
    await this.field('Aktuelles Passwort').fill(password)
    await this.page.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click()
  }

  async openDeleteModal(): Promise<void> {
    await this.page.getByRole('button', { name: 'Kundenkonto löschen …' }).click()
    await expect(this.deleteModal()).toBeVisible()
  }

  async confirmDeletion(password: string): Promise<void> {
    await this.deleteModal().getByLabel('Aktuelles Passwort').fill(password)
    await this.deleteModal().getByRole('button', { name: 'Endgültig löschen' }).click()
  }
}
