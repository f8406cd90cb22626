import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { db } from '../mock-server/db/db'
import { paths } from '../src/shared/config/paths'

const annasBankAccount = () => {
  const anna = db.customers.findFirst((q) => q.where({ customerNumber: '12345678' }))
  return db.bankAccounts.findFirst((q) => q.where({ customer: { id: anna?.id ?? '' } }))
}

const ibanInvalid = 'Bitte prüfen Sie Ihre IBAN.'
const genericError = 'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.'

const meta = {
  title: 'Seiten/Zahlungsarten/Bankverbindung ändern',
  render: () => <></>,
  parameters: { scenario: 'default', path: paths.editBankDetails.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Prefilled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Bankverbindung ändern' })).toBeVisible()
    await expect(canvas.getByLabelText('Kontoinhaber')).toHaveValue('Anna Schmidt')
    // The stored IBAN is never put back into a field.
    await expect(canvas.getByLabelText('IBAN')).toHaveValue('')
    await expect(canvas.getByLabelText('IBAN')).toHaveAccessibleDescription('z. B. DE89 3704 0044 0532 0130 00')
  },
}

export const IbanAccepted: Story = {
  tags: ['spec:4.bank-account.operations', 'spec:5.bank.bank-name-from-verification'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('IBAN'), 'de89 3704 0044 0532 0130 00')
    // The bank name comes from the verification as soon as the IBAN is complete.
    await expect(await canvas.findByText('Bank: Commerzbank')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Bankverbindung speichern' }))
    await expect(await canvas.findByText('Ihre Bankverbindung wurde gespeichert.')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 1, name: 'Zahlungsarten' })).toBeVisible()
    await expect(annasBankAccount()).toMatchObject({
      accountHolder: 'Anna Schmidt',
      iban: 'DE89370400440532013000',
      bankName: 'Commerzbank',
    })
  },
}

export const ChangedToAnotherBank: Story = {
  tags: ['spec:4.bank-account.operations'],
  play: async ({ canvas, userEvent }) => {
    const holder = await canvas.findByLabelText('Kontoinhaber')
    await userEvent.clear(holder)
    await userEvent.type(holder, 'Anna und Peter Schmidt')
    await userEvent.type(canvas.getByLabelText('IBAN'), 'DE02120300000000202051')
    await expect(await canvas.findByText('Bank: Deutsche Kreditbank (DKB)')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Bankverbindung speichern' }))
    await expect(await canvas.findByText('DE02 **** **** **** **20 51')).toBeVisible()
    await expect(canvas.getByText('Deutsche Kreditbank (DKB)')).toBeVisible()
    await expect(canvas.getByText('Anna und Peter Schmidt')).toBeVisible()
    await expect(annasBankAccount()?.iban).toBe('DE02120300000000202051')
  },
}

export const IbanMistyped: Story = {
  tags: ['spec:5.bank.iban-required-valid'],
  play: async ({ canvas, userEvent }) => {
    const iban = await canvas.findByLabelText('IBAN')
    await userEvent.type(iban, 'DE89 3704 0044 0532 0130 01')
    await userEvent.click(canvas.getByRole('button', { name: 'Bankverbindung speichern' }))
    await expect(await canvas.findByText(ibanInvalid)).toBeVisible()
    await expect(iban).toHaveAttribute('aria-invalid', 'true')
    await expect(iban).toHaveAccessibleDescription(`z. B. DE89 3704 0044 0532 0130 00 ${ibanInvalid}`)
    // Kept as typed, and no bank name: the checksum failed before any call.
    await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 01')
    await expect(canvas.queryByText(/^Bank:/)).toBeNull()
    await expect(annasBankAccount()?.iban).toBe('DE89370400440532013000')
  },
}

export const UnknownBank: Story = {
  tags: ['spec:4.bank-account.verification-failure'],
  play: async ({ canvas, userEvent }) => {
    // A valid checksum, but no bank has the code 99999999: the verification refuses it, at the field.
    const iban = await canvas.findByLabelText('IBAN')
    await userEvent.type(iban, 'DE37 9999 9999 0123 4567 89')
    await expect(await canvas.findByText(ibanInvalid)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Bankverbindung speichern' }))
    await expect(await canvas.findByText(ibanInvalid)).toBeVisible()
    await expect(canvas.queryByText(genericError)).toBeNull()
    await expect(annasBankAccount()?.iban).toBe('DE89370400440532013000')
  },
}

export const Required: Story = {
  tags: ['spec:5.bank.account-holder-required', 'spec:5.bank.iban-required-valid'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(await canvas.findByLabelText('Kontoinhaber'))
    await userEvent.click(canvas.getByRole('button', { name: 'Bankverbindung speichern' }))
    await expect(await canvas.findByText('Bitte geben Sie den Kontoinhaber an.')).toBeVisible()
    await expect(canvas.getByText('Bitte geben Sie Ihre IBAN ein.')).toBeVisible()
    await expect(canvas.getByLabelText('Kontoinhaber')).toHaveFocus()
  },
}

export const AustrianShop: Story = {
  tags: ['spec:5.bank.iban-pattern'],
  globals: { locale: 'at' },
  play: async ({ canvas, userEvent }) => {
    const iban = await canvas.findByLabelText('IBAN')
    await expect(iban).toHaveAccessibleDescription('z. B. AT61 1904 3002 3457 3201')
    // The Austrian shop takes Austrian IBANs only.
    await userEvent.type(iban, 'DE89 3704 0044 0532 0130 00')
    await userEvent.click(canvas.getByRole('button', { name: 'Bankverbindung speichern' }))
    await expect(await canvas.findByText(ibanInvalid)).toBeVisible()
    await userEvent.clear(iban)
    await userEvent.type(iban, 'AT61 1904 3002 3457 3201')
    await expect(await canvas.findByText('Bank: Musterbank Österreich')).toBeVisible()
    await waitFor(() => expect(canvas.queryByText(ibanInvalid)).toBeNull())
  },
}

export const SaveFailed: Story = {
  tags: ['spec:4.bank-account.operations'],
  parameters: {
    faults: [{ service: 'customer', endpoint: 'POST /user/banking-details', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00')
    await userEvent.click(canvas.getByRole('button', { name: 'Bankverbindung speichern' }))
    await expect(await canvas.findByText(genericError)).toBeVisible()
    await expect(canvas.getByLabelText('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 00')
    await expect(canvas.getByLabelText('Kontoinhaber')).toHaveValue('Anna Schmidt')
  },
}

export const VerificationUnreachable: Story = {
  tags: ['spec:4.bank-account.operations'],
  parameters: { msw: [http.post('*/api/payment/iban/validation', () => HttpResponse.error())] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00')
    await userEvent.click(canvas.getByRole('button', { name: 'Bankverbindung speichern' }))
    await expect(
      await canvas.findByText(
        'Wir konnten keine Verbindung herstellen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es nochmal.',
      ),
    ).toBeVisible()
    await expect(canvas.queryByText(ibanInvalid)).toBeNull()
  },
}

export const AddWhenNone: Story = {
  parameters: {
    msw: [
      http.get('*/api/customer/user/banking-details', () =>
        HttpResponse.json({ code: 'BANKING_DETAILS_NOT_FOUND' }, { status: 404 }),
      ),
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Bankverbindung hinzufügen' })).toBeVisible()
    // The account holder is suggested from the signed-in customer's name.
    await expect(canvas.getByLabelText('Kontoinhaber')).toHaveValue('Anna Schmidt')
  },
}

export const LoadFailed: Story = {
  tags: ['spec:4.bank-account.operations'],
  parameters: {
    faults: [{ service: 'customer', endpoint: 'GET /user/banking-details', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Ihre Bankverbindung konnte nicht geladen werden.', {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.queryByLabelText('IBAN')).toBeNull()
  },
}
