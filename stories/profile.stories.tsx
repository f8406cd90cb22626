import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { playLoadFailed } from '../testing/page-state-plays'
import { paths } from '../src/shared/config/paths'

/** Anna Schmidt of the default scenario, as GET /user/personal-details answers (snake_case), to vary one field. */
const annasPersonalDetails = {
  customer_number: '12345678',
  email: 'anna.schmidt@example.de',
  care_of: null,
  country_code: 'DE',
  phone_number: '+49 30 1234567',
  date_of_birth: '1968-04-12',
  salutation: 'MS',
  first_name: 'Anna',
  last_name: 'Schmidt',
  preferred_payment_method: 'INVOICE',
  total_orders: 4,
  total_returned_orders: 1,
  delivery_address: null,
  billing_address_id: 'billing-0001',
}

const personalDetails = (overrides: Record<string, unknown>) => [
  http.get('*/api/customer/user/personal-details', () => HttpResponse.json({ ...annasPersonalDetails, ...overrides })),
]

/** A row of the personal data list: its label (dt) and value (dd). */
function valueOf(canvas: ReturnType<typeof within>, label: string): string {
  const term = canvas.getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? ''
}

const meta = {
  title: 'Seiten/Meine Daten',
  render: () => <></>,
  parameters: { scenario: 'default', path: paths.myProfile.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  tags: ['spec:9.service.hours-8-to-21-toll-free', 'spec:2.routes.my-profile'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ihre persönlichen Daten' })).toBeVisible()
    await expect(valueOf(canvas, 'Ihre Kundennummer')).toBe('12345678')
    await expect(valueOf(canvas, 'Anrede')).toBe('Frau')
    await expect(valueOf(canvas, 'Name')).toBe('Anna Schmidt')
    // Stored as 1968-04-12, shown as day.month.year.
    await expect(valueOf(canvas, 'Geburtsdatum')).toBe('12.04.1968')
    await expect(valueOf(canvas, 'E-Mail-Adresse')).toBe('anna.schmidt@example.de')
    await expect(valueOf(canvas, 'Telefonnummer')).toBe('+49 30 1234567')
    await expect(valueOf(canvas, 'c/o')).toBe('Nicht angegeben')
    await expect(valueOf(canvas, 'Land')).toBe('Deutschland')
    await expect(valueOf(canvas, 'Bevorzugte Zahlungsart')).toBe('Rechnung')
    await expect(valueOf(canvas, 'Bestellungen')).toBe('4')
    await expect(valueOf(canvas, 'Retouren')).toBe('1')
    const address = canvas.getByRole('heading', { name: 'Bevorzugte Lieferadresse' }).closest('section') as HTMLElement
    await expect(within(address).getByText(/Anna Schmidt/)).toBeVisible()
    // View only: no field to edit, and the way to change it is the phone service or the mailbox.
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.getByText(/nicht online ändern/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: '0800 29 888 00' })).toHaveAttribute('href', 'tel:08002988800')
    await expect(canvas.getByText(/gebührenfrei, täglich von 8 bis 21 Uhr/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'service@hse.de' })).toHaveAttribute('href', 'mailto:service@hse.de')
  },
}

export const AustrianShop: Story = {
  globals: { locale: 'at' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'service@hse.at' })).toHaveAttribute(
      'href',
      'mailto:service@hse.at',
    )
    await expect(canvas.getByRole('link', { name: '0800 29 888 01' })).toBeVisible()
  },
}

export const ParcelStation: Story = {
  parameters: {
    msw: personalDetails({
      care_of: 'Familie Schmidt',
      delivery_address: {
        salutation: 'MS',
        first_name: 'Anna',
        last_name: 'Schmidt',
        street: 'Packstation',
        street_number: '123',
        additional: null,
        zip_code: '10115',
        city: 'Berlin',
        country_code: 'DE',
        dhl_post_number: '12345678',
      },
    }),
  },
  play: async ({ canvas }) => {
    const address = (await canvas.findByRole('heading', { name: 'Bevorzugte Lieferadresse' })).closest(
      'section',
    ) as HTMLElement
    await expect(within(address).getByText(/Packstation 123/)).toBeVisible()
    await expect(within(address).getByText(/DHL-Postnummer 12345678/)).toBeVisible()
    await expect(within(address).getByText(/10115 Berlin/)).toBeVisible()
    await expect(valueOf(canvas, 'c/o')).toBe('Familie Schmidt')
  },
}

export const FewDetails: Story = {
  parameters: {
    msw: personalDetails({
      phone_number: null,
      date_of_birth: null,
      country_code: 'AT',
      total_orders: 0,
      total_returned_orders: 0,
      preferred_payment_method: null,
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sie haben noch keine Lieferadresse hinterlegt.')).toBeVisible()
    await expect(valueOf(canvas, 'Telefonnummer')).toBe('Nicht angegeben')
    await expect(valueOf(canvas, 'Geburtsdatum')).toBe('Nicht angegeben')
    await expect(valueOf(canvas, 'Land')).toBe('Österreich')
    await expect(valueOf(canvas, 'Bestellungen')).toBe('0')
    await expect(valueOf(canvas, 'Bevorzugte Zahlungsart')).toBe('Keine bevorzugte Zahlungsart gewählt')
  },
}

export const EveryPaymentMethod: Story = {
  parameters: { msw: personalDetails({ preferred_payment_method: 'PAYPAL' }) },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Ihr Kundenkonto' })
    await expect(valueOf(canvas, 'Bevorzugte Zahlungsart')).toBe('PayPal')
  },
}

export const InvalidPaymentMethod: Story = {
  parameters: { msw: personalDetails({ preferred_payment_method: 'INVALID_METHOD' }) },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Ihr Kundenkonto' })
    await expect(valueOf(canvas, 'Bevorzugte Zahlungsart')).toBe('Keine gültige Zahlungsart hinterlegt')
  },
}

export const Loading: Story = {
  parameters: { msw: [http.get('*/api/customer/user/personal-details', () => delay('infinite'))] },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Wird geladen …')).length).toBeGreaterThan(0)
    await expect(canvas.queryByRole('heading', { name: 'Ihre persönlichen Daten' })).toBeNull()
  },
}

export const Failed: Story = {
  parameters: {
    faults: [{ service: 'customer', endpoint: 'GET /user/personal-details', kind: 'http-500', remaining: 'always' }],
  },
  play: playLoadFailed,
}
