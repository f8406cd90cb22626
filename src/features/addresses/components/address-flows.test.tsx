import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished } from 'vitest'
import { renderApp } from '@testing/render-app'
import { fakeAppClock } from '@testing/app-time'
import { countRequests } from '@testing/count-requests'
import { submitTwice } from '@testing/double-submit'
import { db } from '@mock-server/db/db'
import { server } from '@mock-server/harness/node'
import { maxDeliveryAddresses } from '@mock-server/handlers/customer/addresses'
import { matrixFaults } from '@testing/fault-cases/call-registry'
import { clearTrackingEvents, sentTrackingEvents } from '@/shared/tracking/tracking'
import { paths } from '@/shared/config/paths'
import { setTrackingConsent } from '@mock-server/harness/consent-manager'

/** The JSON bodies the mock gets for `method pathname` from now until the end of the test. */
function captureBodies(method: string, pathname: string): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === pathname)
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) => bodies.push(body))
  }
  server.events.on('request:start', listener)
  onTestFinished(() => server.events.removeListener('request:start', listener))
  return bodies
}

const customerOf = (customerNumber: string) => db.customers.findFirst((q) => q.where({ customerNumber }))!
const deliveryAddressesOf = (customerNumber: string) =>
  db.deliveryAddresses.findMany((q) => q.where({ customer: { id: customerOf(customerNumber).id } }))
const ursula = '90123456'
const peter = '89012345'

async function fillPostalAddress(user: UserEvent, street = 'Hauptstr.') {
  await user.type(await screen.findByLabelText('Straße'), street)
  await user.type(screen.getByLabelText('Hausnummer'), '5')
  await user.type(screen.getByLabelText('Postleitzahl'), '80331')
  await user.type(screen.getByLabelText('Ort'), 'München')
}

async function typePostalAddress(user: UserEvent, street = 'Hauptstr.') {
  await fillPostalAddress(user, street)
  await user.click(screen.getByRole('button', { name: 'Adresse speichern' }))
}

const card = (text: string) => screen.getByText(text).closest('li') as HTMLElement

// Forms typed key by key: on a busy machine a flow takes longer than the default 15 s.
describe('address book flows', () => {
  it(
    'adds a Packstation address (add, then send), lists it, and then offers no more adding',
    {
      tags: [
        'spec:4.addresses.two-step-add',
        'spec:7.addresses.add',
        'spec:9.addresses.max-delivery-addresses',
        'spec:2.routes.my-addresses',
        'spec:2.routes.add-delivery-address',
      ],
    },
    async () => {
      const sent = captureBodies('POST', '/api/customer/user/delivery-address/add')
      const checked = captureBodies('POST', '/api/address-check/addresses/check')
      const { user, router } = await renderApp({ scenario: 'dhl-addresses', path: paths.myAddresses.getHref() })
      await user.click(await screen.findByRole('link', { name: 'Neue Lieferadresse hinzufügen' }))
      await user.click(await screen.findByLabelText('Packstation oder Filiale (DHL)'))
      await user.type(screen.getByLabelText('Nummer der Station'), '145')
      await user.type(screen.getByLabelText('DHL-Postnummer'), '87654321')
      await user.type(screen.getByLabelText('Postleitzahl'), '10115')
      await user.type(screen.getByLabelText('Ort'), 'Berlin')
      await user.click(screen.getByRole('button', { name: 'Adresse speichern' }))

      expect(await screen.findByText('Die Adresse wurde gespeichert.')).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/my-addresses')
      expect(within(card('Packstation 145')).getByText('DHL-Postnummer 87654321')).toBeInTheDocument()
      expect(sent).toEqual([
        expect.objectContaining({
          type: 'DHL_ADDRESS',
          parcel_station_kind: 'PACKSTATION',
          packstation_number: '145',
          dhl_post_number: '87654321',
          zip_code: '10115',
          country_code: 'DE',
        }),
      ])
      // A DHL station is not a typed street: nothing to check.
      expect(checked).toEqual([])
      expect(deliveryAddressesOf(ursula).filter((address) => !address.isDeleted)).toHaveLength(maxDeliveryAddresses)
      expect(screen.getByText(/Sie haben die höchste Zahl an Lieferadressen erreicht/)).toBeInTheDocument()
      expect(screen.queryByRole('link', { name: 'Neue Lieferadresse hinzufügen' })).not.toBeInTheDocument()
    },
  )

  it('starts a new address with her name from the login state when her personal details cannot be read', async () => {
    server.use(http.get('*/api/customer/user/personal-details', () => HttpResponse.json({}, { status: 404 })))
    await renderApp({ scenario: 'dhl-addresses', path: paths.addDeliveryAddress.getHref() })
    expect(await screen.findByLabelText('Vorname')).toHaveValue('Ursula')
    expect(screen.getByLabelText('Nachname')).toHaveValue('Vogel')
  })

  it(
    'puts an address saved with a post number DHL does not know on the warning list',
    { tags: ['spec:4.addresses.dhl-warning-list'] },
    async () => {
      const { user } = await renderApp({ scenario: 'dhl-addresses', path: paths.addDeliveryAddress.getHref() })
      await user.click(await screen.findByLabelText('Packstation oder Filiale (DHL)'))
      await user.selectOptions(screen.getByLabelText('Art der Station'), 'Postfiliale')
      await user.type(screen.getByLabelText('Nummer der Station'), '601')
      await user.type(screen.getByLabelText('DHL-Postnummer'), '0123456')
      await user.type(screen.getByLabelText('Postleitzahl'), '10115')
      await user.type(screen.getByLabelText('Ort'), 'Berlin')
      await user.click(screen.getByRole('button', { name: 'Adresse speichern' }))
      const warnings = (await screen.findByText('Bitte prüfen Sie Ihre DHL-Postnummer')).closest(
        '.alert',
      ) as HTMLElement
      expect(within(warnings).getByRole('link', { name: 'Postfiliale 601, 10115 Berlin' })).toBeInTheDocument()
      expect(
        within(card('Postfiliale 601')).getByText(
          'Die DHL-Postnummer 0123456 ist ungültig. Bitte korrigieren Sie sie.',
        ),
      ).toBeInTheDocument()
    },
  )

  it(
    'makes another address the preferred one, in the backend too',
    { tags: ['spec:4.addresses.set-preferred', 'spec:7.addresses.set-preferred'] },
    async () => {
      const { user } = await renderApp({ scenario: 'dhl-addresses', path: paths.myAddresses.getHref() })
      await user.click(
        await screen.findByRole('button', {
          name: 'Als bevorzugte Adresse festlegen: Postfiliale 512, 80331 München',
        }),
      )
      await waitFor(() => expect(within(card('Postfiliale 512')).getByText('Bevorzugte Lieferadresse')).toBeVisible())
      expect(screen.getAllByText('Bevorzugte Lieferadresse')).toHaveLength(1)
      const preferred = deliveryAddressesOf(ursula).filter((address) => address.isDefault)
      expect(preferred.map((address) => address.parcelStationKind)).toEqual(['POSTFILIALE'])
    },
  )

  it('says so when setting the preferred address fails', async () => {
    const { user } = await renderApp({
      scenario: 'dhl-addresses',
      path: paths.myAddresses.getHref(),
      faults: [
        { service: 'customer', endpoint: 'PATCH /user/address/:id/set-preferred', kind: 'http-500', remaining: 1 },
      ],
    })
    await user.click(
      await screen.findByRole('button', {
        name: /Als bevorzugte Adresse festlegen: Postfiliale 512/,
      }),
    )
    expect(
      await screen.findByText(
        'Die bevorzugte Lieferadresse konnte nicht geändert werden. Bitte versuchen Sie es nochmal.',
      ),
    ).toBeInTheDocument()
  })

  it(
    'deletes an address (marked deleted) and restores it',
    { tags: ['spec:4.addresses.delete-restore', 'spec:7.addresses.delete', 'spec:7.addresses.restore'] },
    async () => {
      const { user } = await renderApp({ scenario: 'dhl-addresses', path: paths.myAddresses.getHref() })
      await user.click(
        await screen.findByRole('button', { name: 'Die Adresse Postfiliale 512, 80331 München löschen' }),
      )
      expect(await within(card('Postfiliale 512')).findByText('Diese Adresse wurde gelöscht.')).toBeInTheDocument()
      expect(
        deliveryAddressesOf(ursula).find((address) => address.parcelStationKind === 'POSTFILIALE')?.isDeleted,
      ).toBe(true)
      await user.click(
        screen.getByRole('button', { name: 'Die Adresse Postfiliale 512, 80331 München wiederherstellen' }),
      )
      await waitFor(() =>
        expect(within(card('Postfiliale 512')).queryByText('Diese Adresse wurde gelöscht.')).not.toBeInTheDocument(),
      )
      expect(
        deliveryAddressesOf(ursula).find((address) => address.parcelStationKind === 'POSTFILIALE')?.isDeleted,
      ).toBe(false)
    },
  )

  it.each(matrixFaults)(
    'shows nothing when a delete fails (%s): the address simply stays',
    { tags: ['spec:8.address.delete-silent'] },
    async (kind) => {
      // A timeout takes the api client's 2 s: on the fake clock, which moves on while the app waits on time
      const clock = fakeAppClock()
      const { user, queryClient } = await renderApp({
        scenario: 'dhl-addresses',
        path: paths.myAddresses.getHref(),
        faults: [{ service: 'customer', endpoint: 'DELETE /user/delivery-address/:id', kind, remaining: 1 }],
        advanceTimers: clock.advanceTimers,
      })
      clock.follow(queryClient)
      const deleteButton = await screen.findByRole('button', {
        name: 'Die Adresse Postfiliale 512, 80331 München löschen',
      })
      await user.click(deleteButton)
      // Busy until the delete and the reload of the list settle
      await clock.letTimePass({ horizonMs: 5_000, done: () => !(deleteButton as HTMLButtonElement).disabled })
      await waitFor(() => expect(deleteButton).toBeEnabled())
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(within(card('Postfiliale 512')).queryByText('Diese Adresse wurde gelöscht.')).not.toBeInTheDocument()
    },
  )

  it(
    'saves the suggestion of the address check when the customer takes it',
    {
      tags: [
        'spec:4.addresses.recommended-address-modal',
        'spec:7.address-check.check',
        'spec:5.address-check.typed-address-checked',
        'spec:5.address-check.suggestion-or-input',
      ],
    },
    async () => {
      const checked = captureBodies('POST', '/api/address-check/addresses/check')
      const { user } = await renderApp({ scenario: 'default', path: paths.addDeliveryAddress.getHref() })
      await typePostalAddress(user)
      const dialog = await screen.findByRole('dialog', { name: 'Meinten Sie diese Adresse?' })
      await user.click(within(dialog).getByRole('button', { name: 'Vorschlag übernehmen' }))
      expect(await screen.findByText('Die Adresse wurde gespeichert.')).toBeInTheDocument()
      expect(checked).toEqual([
        expect.objectContaining({ street: 'Hauptstr.', street_number: '5', zip_code: '80331', city: 'München' }),
      ])
      expect(screen.getByText('Hauptstraße 5')).toBeInTheDocument()
      expect(deliveryAddressesOf('12345678').map((address) => address.street)).toContain('Hauptstraße')
    },
  )

  it(
    'saves the typed address when the customer keeps it',
    { tags: ['spec:4.addresses.recommended-address-modal', 'spec:5.address-check.suggestion-or-input'] },
    async () => {
      const { user } = await renderApp({ scenario: 'default', path: paths.addDeliveryAddress.getHref() })
      await typePostalAddress(user)
      const dialog = await screen.findByRole('dialog', { name: 'Meinten Sie diese Adresse?' })
      await user.click(within(dialog).getByRole('button', { name: 'Meine Eingabe behalten' }))
      expect(await screen.findByText('Die Adresse wurde gespeichert.')).toBeInTheDocument()
      expect(deliveryAddressesOf('12345678').map((address) => address.street)).toContain('Hauptstr.')
    },
  )

  it(
    'saves without asking when the check finds nothing to correct',
    { tags: ['spec:4.addresses.recommended-address-modal', 'spec:5.address-check.suggestion-or-input'] },
    async () => {
      const { user } = await renderApp({ scenario: 'default', path: paths.addDeliveryAddress.getHref() })
      await typePostalAddress(user, 'Hauptstraße')
      expect(await screen.findByText('Die Adresse wurde gespeichert.')).toBeInTheDocument()
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    },
  )

  it(
    'tracks a failing check as "Error at validate address" with status code and category',
    { tags: ['spec:4.addresses.save-error-categories', 'spec:8.address.validate-error'] },
    async () => {
      setTrackingConsent(true)
      clearTrackingEvents()
      const { user } = await renderApp({
        scenario: 'default',
        path: paths.addDeliveryAddress.getHref(),
        faults: [{ service: 'addressCheck', kind: 'http-500', remaining: 1 }],
      })
      await typePostalAddress(user)
      expect(
        await screen.findByText('Wir konnten Ihre Adresse gerade nicht prüfen. Bitte versuchen Sie es nochmal.'),
      ).toBeInTheDocument()
      expect(sentTrackingEvents()).toContainEqual({
        event: 'error',
        error_code: '500',
        error_category: 'server',
        error_message: 'Error at validate address',
      })
      // The next try goes through.
      await user.click(screen.getByRole('button', { name: 'Adresse speichern' }))
      expect(await screen.findByRole('dialog', { name: 'Meinten Sie diese Adresse?' })).toBeInTheDocument()
    },
  )

  it(
    'tracks a failing save as "Error at saving request"; the connection message when no answer came',
    { tags: ['spec:4.addresses.save-error-categories', 'spec:8.address.save-error'] },
    async () => {
      setTrackingConsent(true)
      clearTrackingEvents()
      const { user } = await renderApp({
        scenario: 'default',
        path: paths.addDeliveryAddress.getHref(),
        faults: [
          { service: 'customer', endpoint: 'POST /user/delivery-address/add', kind: 'http-403', remaining: 1 },
          { service: 'customer', endpoint: 'POST /user/delivery-address/add', kind: 'network-error', remaining: 1 },
        ],
      })
      await typePostalAddress(user, 'Hauptstraße')
      expect(
        await screen.findByText('Ihre Adresse konnte nicht gespeichert werden. Bitte versuchen Sie es nochmal.'),
      ).toBeInTheDocument()
      expect(sentTrackingEvents()).toContainEqual({
        event: 'error',
        error_code: '403',
        error_category: 'client',
        error_message: 'Error at saving request',
      })
      await user.click(screen.getByRole('button', { name: 'Adresse speichern' }))
      expect(await screen.findByText(/Wir konnten keine Verbindung herstellen/)).toBeInTheDocument()
      expect(screen.getByLabelText('Straße')).toHaveValue('Hauptstraße')
    },
  )

  /** In dhl-addresses: opens the Packstation 123 address for editing and types a new DHL post number. */
  async function changePackstationPostNumber(postNumber: string) {
    const view = await renderApp({ scenario: 'dhl-addresses', path: paths.myAddresses.getHref() })
    await view.user.click(
      await screen.findByRole('link', { name: 'Die Adresse Packstation 123, 85737 Ismaning bearbeiten' }),
    )
    const field = await screen.findByLabelText('DHL-Postnummer')
    await view.user.clear(field)
    await view.user.type(field, postNumber)
    return view
  }

  it('checks and saves once for two submits in the same tick', async () => {
    const checks = countRequests('POST', '/api/address-check/addresses/check')
    const saves = countRequests('POST', '/api/customer/user/delivery-address/add')
    const { user } = await renderApp({ scenario: 'default', path: paths.addDeliveryAddress.getHref() })
    await fillPostalAddress(user, 'Hauptstraße')
    submitTwice(screen.getByRole('button', { name: 'Adresse speichern' }))
    expect(await screen.findByText('Die Adresse wurde gespeichert.')).toBeInTheDocument()
    expect(checks()).toBe(1)
    expect(saves()).toBe(1)
  })

  it('saves the edited address once for two submits in the same tick', async () => {
    const saves = countRequests('POST', '/api/customer/user/delivery-address')
    await changePackstationPostNumber('11223344')
    submitTwice(screen.getByRole('button', { name: 'Adresse speichern' }))
    expect(await screen.findByText('Die Adresse wurde gespeichert.')).toBeInTheDocument()
    expect(saves()).toBe(1)
  })

  it(
    'lists the addresses typed, parcel stations mapped, and opens one for editing by its id',
    { tags: ['spec:7.addresses.list', 'spec:7.addresses.get'] },
    async () => {
      const asked: string[] = []
      server.events.on('request:start', ({ request }) => {
        const url = new URL(request.url)
        if (request.method === 'GET' && url.pathname.startsWith('/api/customer/user/delivery-address'))
          asked.push(`${url.pathname}${url.search}`)
      })
      onTestFinished(() => server.events.removeAllListeners('request:start'))
      const { user } = await renderApp({ scenario: 'dhl-addresses', path: paths.myAddresses.getHref() })
      await user.click(
        await screen.findByRole('link', { name: 'Die Adresse Packstation 123, 85737 Ismaning bearbeiten' }),
      )
      const stored = deliveryAddressesOf(ursula).find((address) => address.id === 'address-0002')
      expect(await screen.findByLabelText('DHL-Postnummer')).toHaveValue(stored?.dhlPostNumber)
      expect(asked).toEqual([
        '/api/customer/user/delivery-address?address_strict_typing=true&packstation_mapping=true',
        '/api/customer/user/delivery-address/address-0002',
      ])
    },
  )

  it(
    'edits a delivery address by id',
    { tags: ['spec:7.addresses.update', 'spec:4.addresses.loading-selected', 'spec:2.routes.edit-address'] },
    async () => {
      const sent = captureBodies('POST', '/api/customer/user/delivery-address')
      const { user } = await changePackstationPostNumber('11223344')
      await user.click(screen.getByRole('button', { name: 'Adresse speichern' }))
      expect(await screen.findByText('Die Adresse wurde gespeichert.')).toBeInTheDocument()
      expect(within(card('Packstation 123')).getByText('DHL-Postnummer 11223344')).toBeInTheDocument()
      expect(sent).toEqual([expect.objectContaining({ id: 'address-0002', dhl_post_number: '11223344' })])
    },
  )

  it(
    'refuses a Packstation as street at the service too, at the field',
    { tags: ['spec:8.address.packstation', 'spec:5.address.packstation-not-billing'] },
    async () => {
      const { user } = await renderApp({
        scenario: 'incomplete-profile',
        path: paths.billingAddress.getHref(),
      })
      // The service's answer, should the app's own rule ever let one through.
      server.use(
        http.post('*/api/customer/user/invoice-addresses', () =>
          HttpResponse.json({ code: 'PACKSTATION_NOT_ALLOWED', field: 'street' }, { status: 400 }),
        ),
      )
      await typePostalAddress(user, 'Hauptstraße')
      expect(
        await screen.findByText(
          'Eine Packstation ist als Rechnungsadresse nicht möglich. Bitte geben Sie Ihre Wohnanschrift an.',
        ),
      ).toBeInTheDocument()
    },
  )
})

describe("a new address starts in the shop's country", () => {
  it(
    'on the Swiss shop: Schweiz, with the Swiss postcode and phone rules',
    { tags: ['spec:5.address.phone-per-country'] },
    async () => {
      const sent = captureBodies('POST', '/api/customer/user/delivery-address/add')
      const { user } = await renderApp({ scenario: 'swiss-customer', path: paths.addDeliveryAddress.getHref() })
      expect(await screen.findByLabelText('Land')).toHaveDisplayValue('Schweiz')
      expect(screen.getByText('Für Rückfragen zur Lieferung, z. B. 044 123 45 67')).toBeInTheDocument()
      await fillPostalAddress(user)
      await user.type(screen.getByLabelText('Telefonnummer (optional)'), '+49 171 1234567')
      await user.click(screen.getByRole('button', { name: 'Adresse speichern' }))
      expect(
        await screen.findByText('Bitte prüfen Sie Ihre Postleitzahl: Sie hat in der Schweiz 4 Ziffern.'),
      ).toBeInTheDocument()
      expect(
        screen.getByText('Bitte prüfen Sie Ihre Telefonnummer: Das ist keine gültige Schweizer Rufnummer.'),
      ).toBeInTheDocument()
      expect(sent).toEqual([])
    },
  )

  it.each([
    ['Swiss', 'ch', 'Schweiz'],
    ['Austrian', 'at', 'Österreich'],
  ] as const)('on the %s shop, the billing address too: %s', async (_shop, locale, country) => {
    await renderApp({
      scenario: 'incomplete-profile',
      path: paths.billingAddress.getHref(),
      runtime: { locale },
    })
    expect(await screen.findByLabelText('Land')).toHaveDisplayValue(country)
  })
})

describe('complete the profile', () => {
  it(
    'adds the missing billing address: the hint goes, the created modal shows',
    {
      tags: [
        'spec:4.addresses.billing-created-modal',
        'spec:4.addresses.recommended-address-modal',
        'spec:7.billing.create',
        'spec:2.routes.billing-address',
        'spec:3.flags.completeProfile',
      ],
    },
    async () => {
      const created = captureBodies('POST', '/api/customer/user/invoice-addresses')
      const { user } = await renderApp({ scenario: 'incomplete-profile', path: paths.home.getHref() })
      expect(await screen.findByText('Bitte vervollständigen Sie Ihr Profil')).toBeInTheDocument()
      await user.click(screen.getByRole('link', { name: 'Rechnungsadresse hinzufügen' }))
      await typePostalAddress(user)
      // The page the hint leads to does not show it: its own form asks for the address.
      expect(screen.queryByText('Bitte vervollständigen Sie Ihr Profil')).not.toBeInTheDocument()
      await user.click(await screen.findByRole('button', { name: 'Vorschlag übernehmen' }))
      const dialog = await screen.findByRole('dialog', { name: 'Rechnungsadresse gespeichert' })
      expect(screen.queryByText('Bitte vervollständigen Sie Ihr Profil')).not.toBeInTheDocument()
      expect(created).toEqual([
        expect.objectContaining({ street: 'Hauptstraße', first_name: 'Peter', salutation: 'MR' }),
      ])
      expect(db.billingAddresses.findFirst((q) => q.where({ customer: { id: customerOf(peter).id } }))?.city).toBe(
        'München',
      )
      await user.click(within(dialog).getByRole('button', { name: 'Alles klar' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(screen.getByText('Hauptstraße 5')).toBeInTheDocument()
    },
  )

  it(
    'changes an existing billing address through POST /user/invoice-address',
    { tags: ['spec:7.billing.update', 'spec:2.routes.billing-address'] },
    async () => {
      const changed = captureBodies('POST', '/api/customer/user/invoice-address')
      const { user } = await renderApp({ scenario: 'default', path: paths.myAddresses.getHref() })
      await user.click(await screen.findByRole('link', { name: 'Rechnungsadresse bearbeiten' }))
      // A street the address check has nothing to correct in.
      const street = await screen.findByLabelText('Straße')
      await user.clear(street)
      await user.type(street, 'Lindenallee')
      const city = screen.getByLabelText('Ort')
      await user.clear(city)
      await user.type(city, 'Neustadt')
      await user.click(screen.getByRole('button', { name: 'Adresse speichern' }))
      expect(await screen.findByText('Die Adresse wurde gespeichert.')).toBeInTheDocument()
      expect(changed).toEqual([expect.objectContaining({ street: 'Lindenallee', city: 'Neustadt' })])
      expect(screen.queryByRole('dialog', { name: 'Rechnungsadresse gespeichert' })).not.toBeInTheDocument()
    },
  )
})

describe('a light account completes its profile', () => {
  const monika = '45678901'
  const checkoutAddressOf = () => deliveryAddressesOf(monika)[0]!

  it(
    'starts from the address the address check knows from her checkout, and saves it as billing address',
    { tags: ['spec:7.address-check.light-account'] },
    async () => {
      const asked: URL[] = []
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'GET' && request.url.includes('/api/address-check/')) asked.push(new URL(request.url))
      })
      onTestFinished(() => server.events.removeAllListeners('request:start'))
      const created = captureBodies('POST', '/api/customer/user/invoice-addresses')
      const { user } = await renderApp({ scenario: 'light-account-checkout', path: paths.billingAddress.getHref() })
      const known = checkoutAddressOf()
      expect(await screen.findByLabelText('Straße')).toHaveValue(known.street)
      expect(screen.getByLabelText('Hausnummer')).toHaveValue(known.streetNumber)
      expect(screen.getByLabelText('Postleitzahl')).toHaveValue(known.zipCode)
      expect(screen.getByLabelText('Ort')).toHaveValue(known.city)
      expect(screen.getByLabelText('Vorname')).toHaveValue('Monika')
      expect(screen.getByText(/Wir haben die Adresse aus Ihrer Bestellung eingetragen/)).toBeInTheDocument()
      expect(asked.map((url) => Object.fromEntries(url.searchParams))).toEqual([
        { username: 'monika.licht@example.de', origin: 'accountLightAccount' },
      ])
      await user.click(screen.getByRole('button', { name: 'Adresse speichern' }))
      // Her seeded street is abbreviated ("…Str."), which the check offers to write out.
      await user.click(await screen.findByRole('button', { name: 'Meine Eingabe behalten' }))
      await screen.findByRole('dialog', { name: 'Rechnungsadresse gespeichert' })
      expect(created).toEqual([expect.objectContaining({ street: known.street, zip_code: known.zipCode })])
    },
  )

  it(
    'starts from her name alone when the address check fails, without an error',
    { tags: ['spec:8.analytics.error-events'] },
    async () => {
      server.use(http.get('*/api/address-check/addresses', () => HttpResponse.json({}, { status: 500 })))
      await renderApp({ scenario: 'light-account-checkout', path: paths.billingAddress.getHref() })
      expect(await screen.findByLabelText('Straße')).toHaveValue('')
      expect(screen.getByLabelText('Vorname')).toHaveValue('Monika')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
  )

  it('is not asked for a full account', async () => {
    const asked = countRequests('GET', '/api/address-check/addresses')
    await renderApp({ scenario: 'incomplete-profile', path: paths.billingAddress.getHref() })
    expect(await screen.findByLabelText('Straße')).toHaveValue('')
    expect(asked()).toBe(0)
  })
})
