import { expect, test } from './fixtures'
import { AddressesPage } from './pages/addresses-page'

test.use({ scenario: 'dhl-addresses' })

test('Packstation, Postfiliale and the invalid post number show as such', async ({ page }) => {
  const addresses = new AddressesPage(page)
  await addresses.open()
  await expect(addresses.card('Packstation 123')).toContainText('DHL-Postnummer 12345678')
  await expect(addresses.card('Packstation 123')).toContainText('85737 Ismaning')
  await expect(addresses.card('Postfiliale 512')).toContainText('DHL-Postnummer 987654321')
  await expect(addresses.card('Packstation 207')).toContainText(
    'Die DHL-Postnummer 12345 ist ungültig. Bitte korrigieren Sie sie.',
  )
  await expect(addresses.warningList().getByRole('link', { name: 'Packstation 207, 85354 Freising' })).toBeVisible()
})

test('a new Packstation address is added end to end, kept after a reload, and then the book is full', async ({
  page,
}) => {
  const addresses = new AddressesPage(page)
  await addresses.open()
  await addresses.addLink().click()
  await expect(page.getByRole('heading', { name: 'Neue Lieferadresse' })).toBeVisible()
  await addresses.fillPackstation({ stationNumber: '145', dhlPostNumber: '87654321', zipCode: '10115', city: 'Berlin' })
  await addresses.save()
  await expect(addresses.saved()).toBeVisible()
  await expect(addresses.card('Packstation 145')).toContainText('DHL-Postnummer 87654321')
  // The limit: no add action any more, and why.
  await expect(addresses.limitReached()).toBeVisible()
  await expect(addresses.addLink()).toHaveCount(0)
  await page.reload()
  await expect(addresses.card('Packstation 145')).toBeVisible()
  await expect(addresses.limitReached()).toBeVisible()
  // Deleting one makes room again.
  await addresses
    .card('Packstation 145')
    .getByRole('button', { name: /löschen/ })
    .click()
  await expect(addresses.card('Packstation 145')).toContainText('Diese Adresse wurde gelöscht.')
  await expect(addresses.addLink()).toBeVisible()
})

test('the address check’s suggestion is accepted or the input kept', async ({ page }) => {
  const addresses = new AddressesPage(page)
  await addresses.open()
  await addresses
    .card('Packstation 123')
    .getByRole('button', { name: /löschen/ })
    .click()
  await addresses.addLink().click()
  await addresses.fillPostal({ street: 'Hauptstr.', streetNumber: '5', zipCode: '80331', city: 'Muenchen' })
  await addresses.save()
  const dialog = addresses.suggestionDialog()
  await expect(dialog.getByRole('region', { name: 'Unser Vorschlag' })).toContainText('Hauptstraße 5')
  await expect(dialog.getByRole('region', { name: 'Unser Vorschlag' })).toContainText('80331 München')
  await expect(dialog.getByRole('region', { name: 'Ihre Eingabe' })).toContainText('Hauptstr. 5')
  await dialog.getByRole('button', { name: 'Vorschlag übernehmen' }).click()
  await expect(addresses.saved()).toBeVisible()
  await expect(addresses.card('Hauptstraße 5')).toContainText('80331 München')

  // The book is full again: edit the new address and keep a typed correction instead.
  await addresses
    .card('Hauptstraße 5')
    .getByRole('link', { name: /bearbeiten/ })
    .click()
  await page.getByLabel('Straße', { exact: true }).fill('Lindenstr.')
  await addresses.save()
  await addresses.suggestionDialog().getByRole('button', { name: 'Meine Eingabe behalten' }).click()
  await expect(addresses.saved()).toBeVisible()
  await expect(addresses.card('Lindenstr. 5')).toBeVisible()
})
