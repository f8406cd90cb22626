import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { playLoadFailed, playLoading } from '../testing/page-state-plays'
import { paths } from '../src/shared/config/paths'

const meta = {
  title: 'Seiten/Adressen',
  render: () => <></>,
  parameters: { scenario: 'dhl-addresses', path: paths.myAddresses.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

// Ids the dhl-addresses scenario gives its addresses (the home address comes first).
const dhlAddressIds = { home: 'address-0001', packstation: 'address-0002', postfiliale: 'address-0003' }

const listUrl = '*/api/customer/user/delivery-address'
const person = { salutation: 'MS', firstName: 'Erika', lastName: 'Muster', additional: null, countryCode: 'DE' }
const postal = (id: string, street: string, isDefault = false) => ({
  ...person,
  id,
  street,
  streetNumber: '1',
  zipCode: '10115',
  city: 'Berlin',
  type: 'POSTAL',
  isDefault,
  isDeleted: false,
  isDhlDeliveryAddressPostNumberValid: true,
})

export const DhlAddresses: Story = {
  tags: ['spec:2.routes.my-addresses'],
  play: async ({ canvas }) => {
    const packstation = (await canvas.findByText('Packstation 123')).closest('li') as HTMLElement
    await expect(within(packstation).getByText('DHL-Postnummer 12345678')).toBeVisible()
    const postfiliale = canvas.getByText('Postfiliale 512').closest('li') as HTMLElement
    await expect(within(postfiliale).getByText('DHL-Postnummer 987654321')).toBeVisible()
    // The invalid post number: on the warning list and at its address.
    const warning = canvas.getByText('Bitte prüfen Sie Ihre DHL-Postnummer').closest('[role="status"]') as HTMLElement
    await expect(within(warning).getByRole('link', { name: 'Packstation 207, 85354 Freising' })).toBeVisible()
    await expect(canvas.getByText('Die DHL-Postnummer 12345 ist ungültig. Bitte korrigieren Sie sie.')).toBeVisible()
    // One preferred address, without set-preferred or delete of its own.
    const preferred = canvas.getByText('Bevorzugte Lieferadresse').closest('li') as HTMLElement
    await expect(within(preferred).queryByRole('button', { name: /Löschen|bevorzugte/ })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Neue Lieferadresse hinzufügen' })).toBeVisible()
  },
}

const fullAddressBook = [
  http.get(listUrl, () =>
    HttpResponse.json({
      is_create_allowed: false,
      preferred_address_id: 'a1',
      delivery_addresses: [postal('a1', 'Hauptstraße', true), postal('a2', 'Nebenstraße')],
      billing_address: { ...person, street: 'Hauptstraße', streetNumber: '1', zipCode: '10115', city: 'Berlin' },
    }),
  ),
]

export const LimitReached: Story = {
  tags: ['spec:9.addresses.max-delivery-addresses'],
  parameters: { msw: fullAddressBook },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Sie haben die höchste Zahl an Lieferadressen erreicht. Um eine neue hinzuzufügen, löschen Sie bitte zuerst eine andere.',
      ),
    ).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Neue Lieferadresse hinzufügen' })).toBeNull()
  },
}

export const Empty: Story = {
  parameters: {
    msw: [
      http.get(listUrl, () =>
        HttpResponse.json({ is_create_allowed: true, delivery_addresses: [], billing_address: null }),
      ),
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sie haben noch keine Lieferadresse hinterlegt.')).toBeVisible()
    await expect(canvas.getByText(/Sie haben noch keine Rechnungsadresse hinterlegt/)).toBeVisible()
  },
}

export const WithoutBillingAddress: Story = {
  parameters: { scenario: 'incomplete-profile' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Sie haben noch keine Rechnungsadresse hinterlegt/)).toBeVisible()
    // The complete-profile hint of the shell and the address book both lead to the billing address.
    await expect(canvas.getAllByRole('link', { name: 'Rechnungsadresse hinzufügen' })).toHaveLength(2)
  },
}

export const Loading: Story = {
  tags: ['spec:4.addresses.loading-selected'],
  parameters: { msw: [http.get(listUrl, () => delay('infinite'))] },
  play: playLoading,
}

export const Failed: Story = {
  parameters: {
    faults: [{ service: 'customer', endpoint: 'GET /user/delivery-address', kind: 'http-500', remaining: 'always' }],
  },
  play: playLoadFailed,
}

export const AddForm: Story = {
  tags: ['spec:2.routes.add-delivery-address'],
  parameters: { path: paths.addDeliveryAddress.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Neue Lieferadresse' })).toBeVisible()
    // The customer's own name to start with.
    await expect(canvas.getByLabelText('Vorname')).toHaveValue('Ursula')
    await expect(canvas.getByLabelText('Hausanschrift')).toBeChecked()
  },
}

export const AddFormInvalid: Story = {
  tags: [
    'spec:5.address.required-fields',
    'spec:5.address.packstation-not-delivery-street',
    'spec:5.address.postcode-longer-than-4',
    'spec:5.address.phone-per-country',
  ],
  parameters: { path: paths.addDeliveryAddress.getHref() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(await canvas.findByLabelText('Vorname'))
    await userEvent.type(canvas.getByLabelText('Straße'), 'Packstation')
    await userEvent.type(canvas.getByLabelText('Hausnummer'), 'x')
    await userEvent.type(canvas.getByLabelText('Postleitzahl'), '1234')
    await userEvent.type(canvas.getByLabelText('Telefonnummer (optional)'), '123')
    await userEvent.click(canvas.getByRole('button', { name: 'Adresse speichern' }))
    await expect(await canvas.findByText('Bitte prüfen Sie Ihren Vornamen.')).toBeVisible()
    await expect(
      canvas.getByText(
        'Bitte prüfen Sie Ihre Straße: Für eine Packstation wählen Sie bitte die Adressart „Packstation oder Filiale (DHL)“.',
      ),
    ).toBeVisible()
    await expect(
      canvas.getByText('Bitte prüfen Sie Ihre Hausnummer: Sie beginnt mit einer Ziffer und hat höchstens 10 Zeichen.'),
    ).toBeVisible()
    await expect(
      canvas.getByText('Bitte prüfen Sie Ihre Postleitzahl: Sie hat in Deutschland 5 Ziffern.'),
    ).toBeVisible()
    await expect(canvas.getByText('Bitte prüfen Sie Ihren Ort.')).toBeVisible()
    await expect(
      canvas.getByText('Bitte prüfen Sie Ihre Telefonnummer: Das ist keine gültige deutsche Rufnummer.'),
    ).toBeVisible()
    // What was typed stays.
    await expect(canvas.getByLabelText('Straße')).toHaveValue('Packstation')
  },
}

export const AddFormSwissRules: Story = {
  tags: ['spec:5.address.phone-per-country'],
  parameters: { path: paths.addDeliveryAddress.getHref() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Land'), 'Schweiz')
    await userEvent.type(canvas.getByLabelText('Postleitzahl'), '80011')
    await userEvent.type(canvas.getByLabelText('Telefonnummer (optional)'), '+49 171 1234567')
    await userEvent.click(canvas.getByRole('button', { name: 'Adresse speichern' }))
    await expect(
      await canvas.findByText('Bitte prüfen Sie Ihre Postleitzahl: Sie hat in der Schweiz 4 Ziffern.'),
    ).toBeVisible()
    await expect(
      canvas.getByText('Bitte prüfen Sie Ihre Telefonnummer: Das ist keine gültige Schweizer Rufnummer.'),
    ).toBeVisible()
    await userEvent.selectOptions(canvas.getByLabelText('Land'), 'Österreich')
    await expect(
      await canvas.findByText('Bitte prüfen Sie Ihre Telefonnummer: Das ist keine gültige österreichische Rufnummer.'),
    ).toBeVisible()
  },
}

export const AddPackstationInvalid: Story = {
  tags: ['spec:5.address.packstation-number-3-digits', 'spec:5.address.dhl-post-number-6-to-10-digits'],
  parameters: { path: paths.addDeliveryAddress.getHref() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByLabelText('Packstation oder Filiale (DHL)'))
    await expect(canvas.queryByLabelText('Straße')).toBeNull()
    await userEvent.type(canvas.getByLabelText('Nummer der Station'), '12')
    await userEvent.type(canvas.getByLabelText('DHL-Postnummer'), '12345')
    await userEvent.click(canvas.getByRole('button', { name: 'Adresse speichern' }))
    await expect(
      await canvas.findByText('Bitte prüfen Sie die Nummer der Station: Sie hat genau 3 Ziffern.'),
    ).toBeVisible()
    await expect(canvas.getByText('Bitte prüfen Sie Ihre DHL-Postnummer: Sie hat 6 bis 10 Ziffern.')).toBeVisible()
    // The focus goes to the first field to correct, as shown.
    await expect(canvas.getByLabelText('Nummer der Station')).toHaveFocus()
    // DHL stations are in Germany only.
    await expect(within(canvas.getByLabelText('Land')).getAllByRole('option')).toHaveLength(1)
  },
}

export const AddAtLimit: Story = {
  tags: ['spec:9.addresses.max-delivery-addresses'],
  parameters: { path: paths.addDeliveryAddress.getHref(), msw: fullAddressBook },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Sie haben die höchste Zahl an Lieferadressen erreicht/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Adresse speichern' })).toBeNull()
  },
}

/** Types a postal address whose street the address check writes out: "Hauptstr." becomes "Hauptstraße". */
async function typeAbbreviatedAddress({
  canvas,
  userEvent,
}: Pick<Parameters<NonNullable<Story['play']>>[0], 'canvas' | 'userEvent'>) {
  await userEvent.type(await canvas.findByLabelText('Straße'), 'Hauptstr.')
  await userEvent.type(canvas.getByLabelText('Hausnummer'), '5')
  await userEvent.type(canvas.getByLabelText('Postleitzahl'), '80331')
  await userEvent.type(canvas.getByLabelText('Ort'), 'München')
  await userEvent.click(canvas.getByRole('button', { name: 'Adresse speichern' }))
}

export const Suggestion: Story = {
  tags: ['spec:4.addresses.recommended-address-modal', 'spec:5.address-check.suggestion-or-input'],
  parameters: { path: paths.addDeliveryAddress.getHref() },
  play: async (context) => {
    await typeAbbreviatedAddress(context)
    const dialog = within(await context.canvas.findByRole('dialog', { name: 'Meinten Sie diese Adresse?' }))
    await expect(
      within(dialog.getByRole('region', { name: 'Unser Vorschlag' })).getByText(/Hauptstraße 5/),
    ).toBeVisible()
    await expect(within(dialog.getByRole('region', { name: 'Ihre Eingabe' })).getByText(/Hauptstr\. 5/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Vorschlag übernehmen' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Meine Eingabe behalten' })).toBeVisible()
  },
}

export const ValidateFailed: Story = {
  tags: ['spec:4.addresses.save-error-categories'],
  parameters: {
    path: paths.addDeliveryAddress.getHref(),
    faults: [{ service: 'addressCheck', kind: 'http-500', remaining: 'always' }],
  },
  play: async (context) => {
    await typeAbbreviatedAddress(context)
    await expect(
      await context.canvas.findByText('Wir konnten Ihre Adresse gerade nicht prüfen. Bitte versuchen Sie es nochmal.'),
    ).toBeVisible()
    await expect(context.canvas.getByLabelText('Straße')).toHaveValue('Hauptstr.')
  },
}

export const SaveFailed: Story = {
  tags: ['spec:4.addresses.save-error-categories'],
  parameters: {
    path: paths.addDeliveryAddress.getHref(),
    faults: [
      { service: 'customer', endpoint: 'POST /user/delivery-address/add', kind: 'http-500', remaining: 'always' },
    ],
  },
  play: async (context) => {
    await fillPackstation(context)
    await expect(
      await context.canvas.findByText('Ihre Adresse konnte nicht gespeichert werden. Bitte versuchen Sie es nochmal.'),
    ).toBeVisible()
    await expect(context.canvas.getByLabelText('Nummer der Station')).toHaveValue('145')
  },
}

export const EditPackstation: Story = {
  tags: ['spec:4.addresses.loading-selected', 'spec:2.routes.edit-address'],
  parameters: { path: paths.editAddress.getHref(dhlAddressIds.packstation) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Lieferadresse bearbeiten' })).toBeVisible()
    await expect(canvas.getByLabelText('Packstation oder Filiale (DHL)')).toBeChecked()
    await expect(canvas.getByLabelText('Art der Station')).toHaveValue('PACKSTATION')
    await expect(canvas.getByLabelText('Nummer der Station')).toHaveValue('123')
    await expect(canvas.getByLabelText('DHL-Postnummer')).toHaveValue('12345678')
    await expect(canvas.getByLabelText('Ort')).toHaveValue('Ismaning')
  },
}

export const EditNotFound: Story = {
  parameters: { path: paths.editAddress.getHref('address-9999') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Diese Adresse gibt es nicht mehr. Vielleicht wurde sie gelöscht.'),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Zu meinen Adressen' })).toBeVisible()
  },
}

export const BillingCreate: Story = {
  parameters: { scenario: 'incomplete-profile', path: paths.billingAddress.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Rechnungsadresse angeben' })).toBeVisible()
    await expect(canvas.getByLabelText('Vorname')).toHaveValue('Peter')
    await expect(canvas.getByLabelText('Herr')).toBeChecked()
    // A billing address is always a postal one.
    await expect(canvas.queryByLabelText('Packstation oder Filiale (DHL)')).toBeNull()
  },
}

/** A light account's billing address starts from the address the address check knows from its checkout. */
export const BillingPrefilledForLightAccount: Story = {
  parameters: { scenario: 'light-account-checkout', path: paths.billingAddress.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Wir haben die Adresse aus Ihrer Bestellung eingetragen/)).toBeVisible()
    await expect(canvas.getByLabelText('Vorname')).toHaveValue('Monika')
    await expect(canvas.getByLabelText('Straße')).not.toHaveValue('')
    await expect(canvas.getByLabelText('Postleitzahl')).not.toHaveValue('')
  },
}

export const BillingPackstationRefused: Story = {
  tags: ['spec:5.address.packstation-not-billing'],
  parameters: { scenario: 'incomplete-profile', path: paths.billingAddress.getHref() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Straße'), 'Packstation')
    await userEvent.click(canvas.getByRole('button', { name: 'Adresse speichern' }))
    await expect(
      await canvas.findByText(
        'Eine Packstation ist als Rechnungsadresse nicht möglich. Bitte geben Sie Ihre Wohnanschrift an.',
      ),
    ).toBeVisible()
  },
}

export const BillingEdit: Story = {
  parameters: { path: paths.billingAddress.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Rechnungsadresse bearbeiten' })).toBeVisible()
    await expect(canvas.getByLabelText('Straße')).not.toHaveValue('')
  },
}

export const DeletedWithRestore: Story = {
  tags: ['spec:4.addresses.delete-restore'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Die Adresse Postfiliale 512, 80331 München löschen' }),
    )
    await expect(await canvas.findByText('Diese Adresse wurde gelöscht.')).toBeVisible()
    await expect(
      canvas.getByRole('button', { name: 'Die Adresse Postfiliale 512, 80331 München wiederherstellen' }),
    ).toBeVisible()
  },
}

async function fillPackstation({
  canvas,
  userEvent,
}: Pick<Parameters<NonNullable<Story['play']>>[0], 'canvas' | 'userEvent'>) {
  await userEvent.click(await canvas.findByLabelText('Packstation oder Filiale (DHL)'))
  await userEvent.type(canvas.getByLabelText('Nummer der Station'), '145')
  await userEvent.type(canvas.getByLabelText('DHL-Postnummer'), '12345678')
  await userEvent.type(canvas.getByLabelText('Postleitzahl'), '10115')
  await userEvent.type(canvas.getByLabelText('Ort'), 'Berlin')
  await userEvent.click(canvas.getByRole('button', { name: 'Adresse speichern' }))
}

export const Sending: Story = {
  parameters: {
    path: paths.addDeliveryAddress.getHref(),
    msw: [http.post('*/api/customer/user/delivery-address/add', () => delay('infinite'))],
  },
  play: async (context) => {
    await fillPackstation(context)
    await expect(await context.canvas.findByRole('button', { name: 'Adresse speichern' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const BillingCreatedModal: Story = {
  tags: ['spec:4.addresses.billing-created-modal'],
  parameters: { scenario: 'incomplete-profile', path: paths.billingAddress.getHref() },
  play: async (context) => {
    await typeAbbreviatedAddress(context)
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Vorschlag übernehmen' }))
    const dialog = within(await context.canvas.findByRole('dialog', { name: 'Rechnungsadresse gespeichert' }))
    await expect(dialog.getByText('Vielen Dank! Ihr Profil ist jetzt vollständig.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Alles klar' })).toBeVisible()
  },
}
