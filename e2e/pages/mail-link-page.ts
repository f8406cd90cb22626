import { expect, type Page } from '@playwright/test'
import { waitForApp } from '../fixtures'

/** A page opened from a mail, known by its heading. */
export class MailLinkPage {
  constructor(private readonly page: Page) {}

  async expectHeading(name: string): Promise<void> {
    await waitForApp(this.page)
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible()
  }
}
