import { expect, test } from './fixtures'

test.use({ scenario: 'overdue-invoices' })

async function dueDates(page: import('@playwright/test').Page): Promise<string[]> {
  const texts = await page.getByText(/^Fällig am/).allTextContents()
  return texts.map((text) => (text.match(/(\d{2})\.(\d{2})\.(\d{4})/) ?? []).slice(1).reverse().join('-'))
}

test('overdue invoices show as overdue, the balance is shown, and the sort order switches', async ({ page }) => {
  await expect(page.getByText('Offener Betrag')).toBeVisible()
  await expect(page.getByText('Überfällig', { exact: true })).toHaveCount(2)
  await expect(page.getByText('Lastschrift in Bearbeitung')).toBeVisible()
  const descending = await dueDates(page)
  expect(descending).toEqual([...descending].sort().reverse())
  await page.getByLabel('Sortieren nach Fälligkeit').selectOption({ label: 'Früheste Fälligkeit zuerst' })
  await expect.poll(() => dueDates(page)).toEqual([...descending].sort())
})
