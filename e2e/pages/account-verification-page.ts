import { expect, type Page } from '@playwright/test'

/** Account verification: the order-number step and the heading of each step. */
export class AccountVerificationPage {
  constructor(private readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1, name: 'Kundenkonto bestätigen' })
  readonly stepHeading = (name: string) => this.page.getByRole('heading', { level: 2, name })

  async expectOrderNumberStep(): Promise<void> {
    await expect(this.heading()).toBeVisible()
    await expect(this.stepHeading('Mit Ihrer Bestellnummer bestätigen')).toBeVisible()
  }
}
