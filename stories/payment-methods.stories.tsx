import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { db } from '../mock-server/db/db'
import type { Customer } from '../mock-server/db/schemas'
import { personalDetailsView } from '../mock-server/runtime/views'
import { jsonResponse } from '../mock-server/handlers/with-service'
import { paths } from '../src/shared/config/paths'

/** Anna Schmidt, the default scenario's customer. */
const anna = () => db.customers.findFirst((q) => q.where({ customerNumber: '12345678' }))
const annasBankAccount = () => db.bankAccounts.findFirst((q) => q.where({ customer: { id: anna()?.id ?? '' } }))

const noBankDetails = http.get('*/api/customer/user/banking-details', () =>
  HttpResponse.json({ code: 'BANKING_DETAILS_NOT_FOUND' }, { status: 404 }),
)

const bankSection = async (canvas: ReturnType<typeof within>) =>
  (await canvas.findByRole('heading', { name: 'Bankverbindung für Lastschrift' })).closest('section') as HTMLElement

const meta = {
  title: 'Seiten/Zahlungsarten',
  render: () => <></>,
  parameters: { scenario: 'default', path: paths.paymentMethods.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Overview: Story = {
  tags: ['spec:4.bank-account.operations', 'spec:2.routes.payment-methods'],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('radio', { name: 'Rechnung' })).toBeChecked()
    await expect(canvas.getByText('Derzeit bevorzugt: Rechnung')).toBeVisible()
    const bank = within(await bankSection(canvas))
    await expect(await bank.findByText('Anna Schmidt')).toBeVisible()
    // Masked on display: country, check digits and the last four characters only.
    await expect(bank.getByText('DE89 **** **** **** **30 00')).toBeVisible()
    await expect(bank.getByText('IBAN, endet auf 3000')).toBeInTheDocument()
    await expect(canvasElement.textContent).not.toContain('3704')
    await expect(bank.getByText('Commerzbank')).toBeVisible()
    await expect(bank.getByRole('link', { name: 'Bankverbindung ändern' })).toHaveAttribute(
      'href',
      paths.editBankDetails.getHref(),
    )
  },
}

export const SetPreferredPayPal: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'PayPal' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Als bevorzugt speichern' }))
    await expect(await canvas.findByText('Ihre bevorzugte Zahlungsart ist jetzt: PayPal.')).toBeVisible()
    await expect(canvas.getByText('Derzeit bevorzugt: PayPal')).toBeVisible()
    await expect(anna()?.preferredPaymentMethod).toBe('PAYPAL')
  },
}

export const SetPreferredDirectDebit: Story = {
  play: async ({ canvas, userEvent }) => {
    await within(await bankSection(canvas)).findByText('Commerzbank')
    // The payment methods come in a call of their own: the bank section shown says nothing about them.
    await userEvent.click(await canvas.findByRole('radio', { name: 'Lastschrift' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Als bevorzugt speichern' }))
    await expect(await canvas.findByText('Ihre bevorzugte Zahlungsart ist jetzt: Lastschrift.')).toBeVisible()
    await expect(anna()?.preferredPaymentMethod).toBe('DIRECT_DEBIT')
  },
}

export const InstallmentRefused: Story = {
  tags: ['spec:5.payment.installment-not-preferred'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Ratenkauf' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Als bevorzugt speichern' }))
    const refusal = await canvas.findByText(
      'Ratenkauf können Sie nicht als bevorzugte Zahlungsart festlegen. Sie können ihn bei jeder Bestellung wählen.',
    )
    await expect(refusal).toBeVisible()
    await expect(canvas.getByRole('group', { name: 'Zahlungsart wählen' })).toHaveAccessibleDescription(
      refusal.textContent ?? '',
    )
    // Refused before any call: the preferred method stays.
    await expect(anna()?.preferredPaymentMethod).toBe('INVOICE')
  },
}

export const DirectDebitWithoutBankDetails: Story = {
  parameters: { msw: [noBankDetails] },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Sie haben noch keine Bankverbindung hinterlegt.')).toBeVisible()
    await expect(await canvas.findByText('(nur mit hinterlegter Bankverbindung)')).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: /Lastschrift/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Als bevorzugt speichern' }))
    await expect(
      await canvas.findByText('Für Lastschrift hinterlegen Sie bitte zuerst Ihre Bankverbindung.'),
    ).toBeVisible()
    await expect(anna()?.preferredPaymentMethod).toBe('INVOICE')
  },
}

export const DirectDebitRefusedByService: Story = {
  parameters: {
    msw: [
      http.patch('*/api/customer/user/preferred-payment', () =>
        HttpResponse.json({ code: 'BANKING_DETAILS_MISSING' }, { status: 400 }),
      ),
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await within(await bankSection(canvas)).findByText('Commerzbank')
    // The payment methods come in a call of their own: the bank section shown says nothing about them.
    await userEvent.click(await canvas.findByRole('radio', { name: 'Lastschrift' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Als bevorzugt speichern' }))
    await expect(
      await canvas.findByText('Für Lastschrift hinterlegen Sie bitte zuerst Ihre Bankverbindung.'),
    ).toBeVisible()
    await expect(canvas.queryByText('Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.')).toBeNull()
  },
}

export const PreferredSaveFailed: Story = {
  parameters: {
    faults: [{ service: 'customer', endpoint: 'PATCH /user/preferred-payment', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'PayPal' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Als bevorzugt speichern' }))
    await expect(await canvas.findByText('Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.')).toBeVisible()
    // The choice is kept, to try again.
    await expect(canvas.getByRole('radio', { name: 'PayPal' })).toBeChecked()
  },
}

export const InvalidMethod: Story = {
  parameters: {
    msw: [
      http.get('*/api/customer/user/personal-details', () =>
        jsonResponse({ ...personalDetailsView(anna() as Customer), preferredPaymentMethod: 'INVALID_METHOD' }),
      ),
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Ihre bisherige bevorzugte Zahlungsart ist nicht mehr möglich. Bitte wählen Sie eine neue bevorzugte Zahlungsart.',
      ),
    ).toBeVisible()
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked()
  },
}

export const NoBankDetails: Story = {
  parameters: { msw: [noBankDetails] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sie haben noch keine Bankverbindung hinterlegt.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Bankverbindung hinzufügen' })).toHaveAttribute(
      'href',
      paths.editBankDetails.getHref(),
    )
    await expect(canvas.queryByRole('button', { name: 'Bankverbindung löschen' })).toBeNull()
  },
}

export const BankDetailsLoadFailed: Story = {
  tags: ['spec:8.payment.load-failed', 'spec:4.bank-account.operations'],
  parameters: {
    faults: [{ service: 'customer', endpoint: 'GET /user/banking-details', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Ihre Bankverbindung konnte nicht geladen werden.', {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Nochmal versuchen' })).toBeVisible()
    // The preferred payment method stays usable.
    await expect(await canvas.findByRole('radio', { name: 'Rechnung' })).toBeChecked()
  },
}

export const DeleteBankDetails: Story = {
  tags: ['spec:4.bank-account.operations'],
  play: async ({ canvas, userEvent }) => {
    const bank = within(await bankSection(canvas))
    await userEvent.click(await bank.findByRole('button', { name: 'Bankverbindung löschen' }))
    const dialog = within(await canvas.findByRole('dialog', { name: 'Bankverbindung wirklich löschen?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Ja, löschen' }))
    await expect(await bank.findByText('Ihre Bankverbindung wurde gelöscht.')).toBeVisible()
    await expect(bank.getByText('Sie haben noch keine Bankverbindung hinterlegt.')).toBeVisible()
    await expect(annasBankAccount()).toBeUndefined()
  },
}

export const DeleteFailed: Story = {
  tags: ['spec:8.payment.delete-failed', 'spec:4.bank-account.operations'],
  parameters: {
    faults: [{ service: 'customer', endpoint: 'DELETE /user/banking-details', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas, userEvent }) => {
    const bank = within(await bankSection(canvas))
    await userEvent.click(await bank.findByRole('button', { name: 'Bankverbindung löschen' }))
    const dialog = within(await canvas.findByRole('dialog', { name: 'Bankverbindung wirklich löschen?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Ja, löschen' }))
    await expect(
      await dialog.findByText(
        'Ihre Bankverbindung konnte nicht gelöscht werden. Bitte versuchen Sie es später nochmal.',
      ),
    ).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Nein, behalten' }))
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull())
    await expect(bank.getByText('Commerzbank')).toBeVisible()
    await expect(annasBankAccount()?.iban).toBe('DE89370400440532013000')
  },
}

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('*/api/customer/user/banking-details', () => delay('infinite')),
      http.get('*/api/customer/user/personal-details', () => delay('infinite')),
    ],
  },
  // One wait for the page: the two cards show together, so the taller one never pushes the other down.
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Wird geladen')
    await expect(canvas.queryByRole('radio')).toBeNull()
    await expect(canvas.queryByRole('heading', { name: 'Bankverbindung' })).toBeNull()
  },
}
