import { expect, type Locator, type Page } from '@playwright/test'

/** The withdrawal page ("Vertrag widerrufen"): step 1 the form, step 2 the confirmation, then the receipt. */
export class WithdrawalPage {
  constructor(private readonly page: Page) {}

  footerLink(): Locator {
    return this.page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag widerrufen' })
  }

  field(label: 'Vor- und Nachname' | 'Bestellnummer' | 'E-Mail-Adresse' | 'Welche Artikel?'): Locator {
    return this.page.getByLabel(label, { exact: true })
  }

  async expectStep(step: 1 | 2): Promise<void> {
    const name = step === 1 ? 'Schritt 1 von 2: Ihre Angaben' : 'Schritt 2 von 2: Prüfen und bestätigen'
    await expect(this.page.getByRole('heading', { name })).toBeVisible()
  }

  /** Presses Tab until `target` has the focus, as a keyboard-only customer moves through the page. */
  async tabTo(target: Locator, maxPresses = 60): Promise<void> {
    for (let press = 0; press < maxPresses; press += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return
      await this.page.keyboard.press('Tab')
    }
    throw new Error('Tab never reached the element')
  }

  async expectReceived(email: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Ihr Widerruf ist eingegangen' })).toBeVisible()
    await expect(
      this.page.getByText(/Wir haben Ihren Widerruf am \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr erhalten/),
    ).toContainText(email)
  }
}
