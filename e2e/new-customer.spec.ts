import { expect, test } from './fixtures'

test.use({ scenario: 'new-customer' })

test('a customer without an order in two years is welcomed as a new customer', async ({ page }) => {
  await expect(page.getByText(/Schön, dass Sie \(wieder\) bei uns sind/)).toBeVisible()
  await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Alle Bestellungen' }).click()
  await expect(page.getByRole('link', { name: /Details zur Bestellung/ })).toHaveCount(1)
})
