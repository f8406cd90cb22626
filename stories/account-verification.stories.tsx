import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { gerdUnverified } from '../fixtures/customers'
import { db } from '../mock-server/db/db'
import { toDayMonthYear } from '../src/shared/validation/dates'
import { paths } from '../src/shared/config/paths'

/**
 * Account verification: Gerd Wagner has no credentials yet and proves the account is his with an
 * order number, his customer number or his address, each with his birth date.
 */
const meta = {
  title: 'Seiten/Kontoverifizierung',
  render: () => <></>,
  parameters: { scenario: 'unverified-account', path: paths.login.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent']

/** Gerd's data as the scenario seeded it (the loader seeds before each story). */
function gerd() {
  const customer = db.customers.findFirst((q) => q.where({ email: gerdUnverified.email }))
  const order = customer && db.orders.findFirst((q) => q.where({ customer: { id: customer.id } }))
  if (!customer?.dateOfBirth || !order) throw new Error('unverified-account lacks Gerd Wagner’s order or birth date')
  return { orderNumber: order.number, birthDate: toDayMonthYear(customer.dateOfBirth) as string }
}

/** From the login page, as a customer gets here: the username travels in navigation state. */
async function startFromLogin(canvas: Canvas, userEvent: UserEvent, username: string) {
  await userEvent.type(await canvas.findByLabelText('E-Mail-Adresse oder Kundennummer'), username)
  await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }))
}

async function verifyWithOrderNumber(canvas: Canvas, userEvent: UserEvent, orderNumber: string, birthDate: string) {
  await startFromLogin(canvas, userEvent, gerdUnverified.email)
  await userEvent.type(await canvas.findByLabelText('Bestellnummer'), orderNumber)
  await userEvent.type(canvas.getByLabelText('Geburtsdatum'), birthDate)
  await userEvent.click(canvas.getByRole('button', { name: 'Kundenkonto bestätigen' }))
}

export const OrderNumberStep: Story = {
  play: async ({ canvas, userEvent }) => {
    await startFromLogin(canvas, userEvent, gerdUnverified.email)
    await expect(await canvas.findByRole('heading', { name: 'Mit Ihrer Bestellnummer bestätigen' })).toBeVisible()
    await expect(canvas.getByText(/Für Ihr Kundenkonto sind noch keine Zugangsdaten hinterlegt/)).toBeVisible()
    await expect(canvas.getByText(gerdUnverified.email)).toBeVisible()
    await expect(canvas.getByLabelText('Bestellnummer')).toHaveValue('')
    await expect(canvas.getByText('Keine Bestellnummer zur Hand?')).toBeVisible()
  },
}

export const OrderNumberStepInvalid: Story = {
  tags: ['spec:5.verification.order-number-invalid'],
  play: async ({ canvas, userEvent }) => {
    await startFromLogin(canvas, userEvent, gerdUnverified.email)
    await userEvent.type(await canvas.findByLabelText('Bestellnummer'), '12345')
    await userEvent.type(canvas.getByLabelText('Geburtsdatum'), '21.11.2010')
    await userEvent.click(canvas.getByRole('button', { name: 'Kundenkonto bestätigen' }))
    await expect(
      await canvas.findByText('Bitte prüfen Sie Ihre Bestellnummer: Sie besteht aus 9 Ziffern.'),
    ).toBeVisible()
    await expect(canvas.getByText(/Ein Kundenkonto ist erst ab 18 Jahren möglich/)).toBeVisible()
  },
}

export const OrderNumberStepBirthDateFormat: Story = {
  play: async ({ canvas, userEvent }) => {
    await startFromLogin(canvas, userEvent, gerdUnverified.email)
    await userEvent.type(await canvas.findByLabelText('Geburtsdatum'), '8. Nov. 1952')
    await userEvent.click(canvas.getByRole('button', { name: 'Kundenkonto bestätigen' }))
    await expect(await canvas.findByText('Bitte geben Sie Ihre Bestellnummer ein.')).toBeVisible()
    await expect(canvas.getByText(/Geburtsdatum mit Ziffern im Format TT.MM.JJJJ/)).toBeVisible()
  },
}

export const OpenedWithoutUsername: Story = {
  parameters: { path: paths.accountVerification.getHref() },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Mit Ihrer Bestellnummer bestätigen' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Kundenkonto bestätigen' }))
    await expect(await canvas.findByText('Bitte geben Sie Ihre E-Mail-Adresse oder Kundennummer ein.')).toBeVisible()
  },
}

export const CustomerNumberStep: Story = {
  play: async ({ canvas, userEvent }) => {
    await startFromLogin(canvas, userEvent, gerdUnverified.customerNumber)
    await expect(await canvas.findByRole('heading', { name: 'Mit Ihrer Kundennummer bestätigen' })).toBeVisible()
    await expect(canvas.getByLabelText('Kundennummer')).toHaveValue(gerdUnverified.customerNumber)
  },
}

export const CustomerNumberStepInvalid: Story = {
  tags: ['spec:5.verification.customer-number-invalid'],
  parameters: { path: paths.accountVerification.getHref('customerNumber') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Kundennummer'), '6789-0123')
    await userEvent.type(canvas.getByLabelText('Geburtsdatum'), '1952/11')
    await userEvent.click(canvas.getByRole('button', { name: 'Kundenkonto bestätigen' }))
    await expect(
      await canvas.findByText('Bitte prüfen Sie Ihre Kundennummer: Sie besteht nur aus Ziffern.'),
    ).toBeVisible()
    await expect(canvas.getByText(/im Format TT.MM.JJJJ/)).toBeVisible()
  },
}

export const AddressStep: Story = {
  play: async ({ canvas, userEvent }) => {
    await startFromLogin(canvas, userEvent, gerdUnverified.email)
    await userEvent.click(await canvas.findByRole('link', { name: 'Mit Ihrer Adresse bestätigen' }))
    await expect(await canvas.findByRole('heading', { name: 'Mit Ihrer Adresse bestätigen' })).toBeVisible()
    await expect(canvas.getByLabelText('Postleitzahl')).toHaveValue('')
  },
}

export const AddressStepInvalid: Story = {
  parameters: { path: paths.accountVerification.getHref('address') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Postleitzahl'), '7036')
    await userEvent.click(canvas.getByRole('button', { name: 'Kundenkonto bestätigen' }))
    await expect(await canvas.findByText('Bitte prüfen Sie Ihre Postleitzahl.')).toBeVisible()
    await expect(canvas.getByText('Bitte prüfen Sie Ihre Straße.')).toBeVisible()
    await expect(canvas.getByText('Bitte prüfen Sie Ihre Hausnummer.')).toBeVisible()
    await expect(canvas.getByText('Bitte geben Sie Ihr Geburtsdatum ein.')).toBeVisible()
  },
}

export const Verifying: Story = {
  tags: ['spec:4.account-verification.states'],
  parameters: { msw: [http.post('*/api/customer/customers/verify', () => delay('infinite'))] },
  play: async ({ canvas, userEvent }) => {
    const { orderNumber, birthDate } = gerd()
    await verifyWithOrderNumber(canvas, userEvent, orderNumber, birthDate)
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Kundenkonto bestätigen' })).toHaveAttribute('aria-busy', 'true'),
    )
  },
}

export const Success: Story = {
  tags: ['spec:4.account-verification.verified'],
  play: async ({ canvas, userEvent }) => {
    const { orderNumber, birthDate } = gerd()
    await verifyWithOrderNumber(canvas, userEvent, orderNumber, birthDate)
    await expect(await canvas.findByRole('heading', { name: 'Geschafft!' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `Wir haben Ihnen eine E-Mail an ${gerdUnverified.email} geschickt. Über den Link darin legen Sie Ihr Passwort fest.`,
    )
  },
}

export const CustomerService: Story = {
  tags: ['spec:4.account-verification.not-verified'],
  play: async ({ canvas, userEvent }) => {
    await verifyWithOrderNumber(canvas, userEvent, '999999999', gerd().birthDate)
    await expect(await canvas.findByRole('heading', { name: 'Unser Kundenservice hilft Ihnen weiter' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Mit diesen Angaben konnten wir Ihr Kundenkonto')
    await expect(canvas.getByRole('link', { name: '0800 29 888 00' })).toHaveAttribute('href', 'tel:08002988800')
    await expect(canvas.getByRole('link', { name: 'Angaben prüfen und nochmal versuchen' })).toBeVisible()
  },
}

export const CustomerServiceAfterError: Story = {
  tags: ['spec:4.account-verification.not-verified'],
  parameters: {
    faults: [{ service: 'customer', endpoint: 'POST /customers/verify', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas, userEvent }) => {
    const { orderNumber, birthDate } = gerd()
    await verifyWithOrderNumber(canvas, userEvent, orderNumber, birthDate)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
    )
    await expect(canvas.getByRole('link', { name: '0800 29 888 00' })).toBeVisible()
  },
}
