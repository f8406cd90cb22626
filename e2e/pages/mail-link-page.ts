import { expect, type Locator, type Page } from '@playwright/test'
import { waitForApp } from '../fixtures'

/** A page opened from a mail: a heading, maybe a choice to press, then an outcome or an error. */
export class MailLinkPage {
  constructor(private readonly page: Page) {}

  async expectHeading(name: string): Promise<void> {
    await waitForApp(this.page)
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible()
  }

  button(name: string): Locator {
    return this.page.getByRole('main').getByRole('button', { name })
  }

  /** The outcome (a polite status message). */
  async expectOutcome(text: string | RegExp): Promise<void> {
    await expect(this.page.getByRole('main').getByRole('status')).toHaveText(text)
  }

  async expectError(text: string): Promise<void> {
    await expect(this.page.getByRole('main').getByRole('alert')).toContainText(text)
  }
}
