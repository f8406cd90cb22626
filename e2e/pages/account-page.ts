import { expect, type Page } from '@playwright/test'

/** The signed-in account shell around every account page, and account home. */
export class AccountPage {
  constructor(private readonly page: Page) {}

  readonly greeting = () => this.page.getByText(/^Hallo /)
  readonly navigation = () => this.page.getByRole('navigation', { name: 'Mein Konto' })
  readonly logoutButton = () => this.navigation().getByRole('button', { name: 'Abmelden' })

  async expectHome(fullName: string, customerNumber: string): Promise<void> {
    await expect(this.page.getByText(`Hallo ${fullName}`)).toBeVisible()
    await expect(this.page.getByText(`Kundennummer: ${customerNumber}`)).toBeVisible()
    await expect(this.page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible()
  }

  async logout(): Promise<void> {
    await this.logoutButton().click()
    await expect(this.page.getByRole('heading', { name: 'Sie haben sich abgemeldet' })).toBeVisible()
  }
}
