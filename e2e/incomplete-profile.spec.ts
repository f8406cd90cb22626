import { expect, test } from './fixtures'
import { AddressesPage } from './pages/addresses-page'

test.use({ scenario: 'incomplete-profile' })

test('adding the billing address completes the profile: the hint goes, and stays gone after a reload', async ({
  page,
}) => {
  const addresses = new AddressesPage(page)
  const hint = page.getByText('Bitte vervollständigen Sie Ihr Profil')
  await expect(hint).toBeVisible()
  await page.getByRole('link', { name: 'Rechnungsadresse hinzufügen' }).click()
  await expect(page.getByRole('heading', { name: 'Rechnungsadresse angeben' })).toBeVisible()
  await expect(page.getByLabel('Vorname')).toHaveValue('Peter')
  await addresses.fillPostal({ street: 'Hauptstr.', streetNumber: '5', zipCode: '80331', city: 'München' })
  await addresses.save()
  await addresses.suggestionDialog().getByRole('button', { name: 'Vorschlag übernehmen' }).click()
  const created = page.getByRole('dialog', { name: 'Rechnungsadresse gespeichert' })
  await expect(created).toBeVisible()
  await expect(hint).toHaveCount(0)
  await created.getByRole('button', { name: 'Alles klar' }).click()
  await expect(created).toBeHidden()
  await expect(page.locator('section', { hasText: 'Rechnungsadresse' }).first()).toContainText('Hauptstraße 5')
  await page.reload()
  await expect(addresses.heading()).toBeVisible()
  await expect(hint).toHaveCount(0)
})
