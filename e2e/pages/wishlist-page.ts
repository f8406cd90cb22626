import { expect, type Locator, type Page } from '@playwright/test'

/** The wishlist: its items, each with "In den Warenkorb" and "Entfernen". */
export class WishlistPage {
  constructor(private readonly page: Page) {}

  readonly list = () => this.page.getByRole('list', { name: 'Wunschliste' })
  readonly count = (items: number) => this.page.getByText(`${items} Artikel auf Ihrer Wunschliste`)

  /** The list items (each holds one product heading). */
  items(): Locator {
    return this.list()
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 2 }) })
  }

  item(name: string): Locator {
    return this.items().filter({ has: this.page.getByRole('heading', { name }) })
  }

  async open(): Promise<void> {
    await this.page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Wunschliste' }).click()
    await expect(this.page.getByRole('heading', { level: 1, name: 'Wunschliste' })).toBeVisible()
  }

  /** The name of the first item that can be moved to the basket (not sold out). */
  async firstMovableName(): Promise<string> {
    const movable = this.items().filter({
      has: this.page.getByRole('button', { name: 'In den Warenkorb', disabled: false }),
    })
    return (await movable.first().getByRole('heading').textContent()) ?? ''
  }
}
