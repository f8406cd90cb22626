import { expect, test } from './fixtures'
import { WishlistPage } from './pages/wishlist-page'

test.use({ scenario: 'default' })

test.describe('my activity: wishlist and recently viewed', () => {
  test('moves a wishlist item to the basket: it leaves the list and stays gone after a reload', async ({ page }) => {
    const wishlist = new WishlistPage(page)
    await wishlist.open()
    await expect(wishlist.count(6)).toBeVisible()
    const name = await wishlist.firstMovableName()
    const item = wishlist.item(name)
    await item.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect(item.getByText(/liegt jetzt in Ihrem Warenkorb/)).toBeVisible()
    // After 1.5 s it leaves the list.
    await expect(wishlist.item(name)).toHaveCount(0)
    await expect(wishlist.count(5)).toBeVisible()
    await page.reload()
    await expect(wishlist.count(5)).toBeVisible()
    await expect(page.getByRole('heading', { name })).toHaveCount(0)
  })

  test('a sold-out item cannot be moved; an item removed stays removed', async ({ page }) => {
    const wishlist = new WishlistPage(page)
    await wishlist.open()
    const soldOut = wishlist.items().filter({ hasText: 'Ausverkauft' })
    await expect(soldOut.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled()
    const name = (await soldOut.getByRole('heading').textContent()) ?? ''
    await soldOut.getByRole('button', { name: 'Entfernen' }).click()
    await expect(wishlist.count(5)).toBeVisible()
    await page.reload()
    await expect(wishlist.count(5)).toBeVisible()
    await expect(page.getByRole('heading', { name })).toHaveCount(0)
  })

  test('recently viewed keeps its session id in local storage: a random id with its expiry', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Zuletzt angesehen' }).click()
    // Shown once the recommendation service was asked with the session id.
    await expect(page.getByRole('heading', { level: 3, name: /Kaschmir-Pullover/ })).toBeVisible()
    const stored = await page.evaluate(() => window.localStorage.getItem('mein-konto.recommendation-session-id'))
    expect(JSON.parse(stored ?? '{}')).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      expiresAt: expect.any(Number),
    })
  })
})

test.describe('customer service', () => {
  test('sends a support request and shows the thank-you modal', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Kontakt' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible()
    await page.getByRole('link', { name: 'Zum Kontaktformular' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Kontaktformular' })).toBeVisible()
    await page.getByRole('button', { name: 'Nachricht senden' }).click()
    await expect(page.getByText('Bitte geben Sie einen Betreff ein.')).toBeVisible()
    await page.getByLabel('Betreff').fill('Frage zur Lieferung')
    await page.getByLabel('Ihre Nachricht', { exact: true }).fill('Wann kommt meine Pfanne?')
    await page.getByRole('button', { name: 'Nachricht senden' }).click()
    const dialog = page.getByRole('dialog', { name: 'Vielen Dank für Ihre Nachricht' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Zur Kontaktseite' }).click()
    await expect(page).toHaveURL(/\/contacts$/)
  })
})
