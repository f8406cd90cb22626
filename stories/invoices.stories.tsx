import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { playLoadFailed, playSkeletonLoading } from '../testing/page-state-plays'
import { paths } from '../src/shared/config/paths'

const meta = {
  title: 'Seiten/Offene Rechnungen',
  render: () => <></>,
  parameters: { scenario: 'overdue-invoices', path: paths.openInvoices.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  tags: ['spec:9.payment.invoice-due-14-days', 'spec:9.payment.direct-debit-5-days', 'spec:9.payment.refunds-3-days'],
  parameters: { scenario: 'default' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Offener Betrag')).toBeVisible()
    await expect(canvas.getAllByText('Offen').length).toBeGreaterThan(0)
    // The payment terms of the German shop.
    await expect(canvas.getByText('Rechnung: zahlbar innerhalb von 14 Tagen nach Erhalt der Ware.')).toBeVisible()
    await expect(canvas.getByText('Lastschrift: Einzug 5 Tage nach Versand.')).toBeVisible()
    await expect(canvas.getByText('Erstattungen erhalten Sie innerhalb von 3 Tagen.')).toBeVisible()
  },
}

export const Overdue: Story = {
  play: async ({ canvas }) => {
    // ENCASH invoices are overdue, with the days since their due date; the others stay open.
    const overdue = await canvas.findAllByText('Überfällig')
    await expect(overdue).toHaveLength(2)
    await expect(within(overdue[0]?.closest('li') as HTMLElement).getByText(/seit \d+ Tagen überfällig/)).toBeVisible()
    await expect(canvas.getAllByText('Offen').length).toBeGreaterThanOrEqual(2)
    await expect(canvas.getByText(/Bitte überweisen Sie überfällige Beträge umgehend/)).toBeVisible()
    // What to transfer where: the German shop's account, the reference, and a GiroCode of them.
    const transfer = within(canvas.getByRole('region', { name: 'Bezahlen per Überweisung' }))
    await expect(transfer.getByText('HSE Deutschland GmbH')).toBeVisible()
    await expect(transfer.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible()
    await expect(transfer.getByText(/Kundennr\. 11223344$/)).toBeVisible()
    await expect(
      await transfer.findByRole('img', { name: /^GiroCode: Überweisung von .* an HSE Deutschland GmbH/ }),
    ).toBeVisible()
  },
}

export const AustrianShop: Story = {
  globals: { locale: 'at' },
  play: async ({ canvas }) => {
    const transfer = within(await canvas.findByRole('region', { name: 'Bezahlen per Überweisung' }))
    await expect(transfer.getByText('HSE Österreich GmbH')).toBeVisible()
    await expect(transfer.getByText('AT61 1904 3002 3457 3201')).toBeVisible()
    await expect(
      await transfer.findByRole('img', { name: /^GiroCode: Überweisung von .* an HSE Österreich GmbH/ }),
    ).toBeVisible()
  },
}

export const DirectDebit: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Lastschrift in Bearbeitung')).toBeVisible()
    await expect(
      canvas.getByText('Wird per Lastschrift von Ihrem Konto eingezogen. Sie müssen nichts weiter tun.'),
    ).toBeVisible()
  },
}

export const SortedAscending: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Sortieren nach Fälligkeit'), 'ascending')
    await expect(canvas.getByLabelText('Sortieren nach Fälligkeit')).toHaveValue('ascending')
  },
}

export const SwissShop: Story = {
  tags: ['spec:9.payment.direct-debit-swiss-14-days', 'spec:9.currency.chf-for-swiss-customers'],
  parameters: { scenario: 'swiss-customer' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Lastschrift: Einzug 5 Tage nach Versand, in der Schweiz frühestens nach 14 Tagen.'),
    ).toBeVisible()
    await expect(canvas.getAllByText(/CHF/).length).toBeGreaterThan(0)
    // The Swiss shop's account, and the payment part of a QR-bill instead of a GiroCode.
    const transfer = within(canvas.getByRole('region', { name: 'Bezahlen per Überweisung' }))
    await expect(transfer.getByText('HSE Schweiz AG')).toBeVisible()
    await expect(transfer.getByText('CH93 0076 2011 6238 5295 7')).toBeVisible()
    await expect(
      await transfer.findByRole('img', { name: /^Zahlteil mit Swiss QR Code: Zahlung von CHF\s.* an HSE Schweiz AG/ }),
    ).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { msw: [http.get('*/api/payment/invoices/open', () => HttpResponse.json({ balance: 0, invoices: [] }))] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sie haben keine offenen Rechnungen.')).toBeVisible()
    // Nothing to transfer: no account, no QR code.
    await expect(canvas.queryByRole('region', { name: 'Bezahlen per Überweisung' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: { msw: [http.get('*/api/payment/invoices/open', () => delay('infinite'))] },
  play: playSkeletonLoading,
}

export const Failed: Story = {
  parameters: {
    faults: [{ service: 'payment', endpoint: 'GET /invoices/open', kind: 'http-500', remaining: 'always' }],
  },
  play: playLoadFailed,
}
