import { expect, test } from './fixtures'
import { expectPrintedWithoutChrome } from './pages/printout'

test.use({ scenario: 'overdue-invoices' })

test('printed, the open invoices keep the transfer details and the GiroCode, and leave out navigation and controls', async ({
  page,
}) => {
  const transfer = page.getByRole('region', { name: 'Bezahlen per Überweisung' })
  await expect(transfer.getByRole('img', { name: /^GiroCode: Überweisung von/ })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Mein Konto' })).toBeVisible()
  await expectPrintedWithoutChrome(page)
  await expect(transfer.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible()
  await expect(transfer.getByText(/Kundennr\. 11223344$/)).toBeVisible()
  await expect(transfer.getByRole('img', { name: /^GiroCode: Überweisung von/ })).toBeVisible()
  await expect(page.getByText(/^Verwendungszweck: R\d+ Kundennr\. 11223344$/)).toHaveCount(4)
})
