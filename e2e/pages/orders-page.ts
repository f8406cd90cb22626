import { expect, type Locator, type Page } from '@playwright/test'

/** Order list, order details with cancellation and return. */
export class OrdersPage {
  constructor(private readonly page: Page) {}

  orderLink(number: string): Locator {
    return this.page.getByRole('link', { name: `Bestellnummer ${number}: Details zur Bestellung` })
  }

  orderCard(number: string): Locator {
    return this.page.getByRole('listitem').filter({ has: this.orderLink(number) })
  }

  async openList(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Mein Konto' })
      .getByRole('link', { name: 'Alle Bestellungen' })
      .click()
    await expect(this.page.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible()
  }

  async openOrder(number: string): Promise<void> {
    await this.orderLink(number).click()
    await expect(this.page.getByRole('heading', { name: `Bestellung ${number}` })).toBeVisible()
  }

  async cancel(reason: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Bestellung stornieren' }).click()
    const dialog = this.page.getByRole('dialog')
    await dialog.getByLabel(reason).check()
    await dialog.getByRole('button', { name: 'Jetzt stornieren' }).click()
  }
}
