import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '@testing/render-app'
import { countRequests } from '@testing/count-requests'
import { composeStories } from '@testing/storybook'
import { heikeRechnung, sabineMeier } from '@fixtures/customers'
import { db } from '@mock-server/db/db'
import { server } from '@mock-server/harness/node'
import { clearFaults } from '@mock-server/runtime/faults'
import * as stories from '@stories/invoices.stories'
import { paths } from '@/shared/config/paths'
import { epcQrImageSrc } from '../qr/epc-qr-image'
import { swissQrBillImageSrc } from '../qr/swiss-qr-bill-image'
import { swissQrBillData } from '../domain/swiss-qr-bill-data'
import { payeeAccounts } from '../domain/payee-accounts'

// The real QR images, watched: what the page has them encode is what a banking app reads.
vi.mock('../qr/epc-qr-image', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../qr/epc-qr-image')>()
  return { epcQrImageSrc: vi.fn(actual.epcQrImageSrc) }
})
vi.mock('../qr/swiss-qr-bill-image', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../qr/swiss-qr-bill-image')>()
  return { swissQrBillImageSrc: vi.fn(actual.swissQrBillImageSrc) }
})

const composed = composeStories(stories)

function dueDatesShown(): string[] {
  return screen
    .getAllByText(/^Fällig am/)
    .map((element) => element.textContent?.match(/\d{2}\.\d{2}\.\d{4}/)?.[0] ?? '')
}

const toIso = (date: string) => date.split('.').reverse().join('-')

describe('open invoices', () => {
  it(
    'shows the balance and the invoices, latest due date first, and sorts ascending on request',
    { tags: ['spec:4.invoices.sort-default', 'spec:7.invoices.open', 'spec:2.routes.open-invoices'] },
    async () => {
      const { user } = await renderApp({ scenario: 'overdue-invoices', path: paths.openInvoices.getHref() })
      expect(await screen.findByText('Offener Betrag')).toBeInTheDocument()
      const descending = dueDatesShown().map(toIso)
      expect(descending.length).toBe(5)
      expect(descending).toEqual([...descending].sort().reverse())
      await user.selectOptions(screen.getByLabelText('Sortieren nach Fälligkeit'), 'Früheste Fälligkeit zuerst')
      expect(dueDatesShown().map(toIso)).toEqual([...descending].sort())
    },
  )

  it('retries a failed load once by itself, then on "Neu laden"', async () => {
    const loads = countRequests('GET', '/api/payment/invoices/open')
    await composed.Failed.run()
    // The first try and one automatic retry after the 5xx.
    expect(loads()).toBe(2)
    clearFaults()
    await userEvent.click(screen.getByRole('button', { name: 'Neu laden' }))
    expect(await screen.findByText('Offener Betrag')).toBeInTheDocument()
  })
})

/** The customer's invoices a transfer pays (no direct debits), oldest due first, and their sum as the shop writes it. */
function seededTransfer(customerNumber: string, intlLocale: string, currency: 'EUR' | 'CHF') {
  const invoices = db.invoices
    .findMany((q) => q.where({ customer: { customerNumber } }))
    .filter((invoice) => invoice.paymentType === 'INVOICE')
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
  const cents = invoices.reduce((sum, invoice) => sum + Math.round(invoice.amount * 100), 0)
  return {
    invoiceNumbers: invoices.map((invoice) => invoice.invoiceNumber),
    amount: cents / 100,
    shownAmount: new Intl.NumberFormat(intlLocale, { style: 'currency', currency }).format(cents / 100),
  }
}

const transferSection = () => screen.findByRole('region', { name: 'Bezahlen per Überweisung' })

describe('paying open invoices by transfer', () => {
  it('German shop: payee, IBAN, BIC, the amount without direct debits, the reference, and a GiroCode of them', async () => {
    await renderApp({ scenario: 'overdue-invoices', path: paths.openInvoices.getHref() })
    const section = within(await transferSection())
    const transfer = seededTransfer(heikeRechnung.customerNumber, 'de-DE', 'EUR')
    expect(transfer.invoiceNumbers).toHaveLength(4)
    const reference = `${transfer.invoiceNumbers.join(' ')} Kundennr. 11223344`
    expect(section.getByText('HSE Deutschland GmbH')).toBeVisible()
    expect(section.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible()
    expect(section.getByText('MUSTDEMMXXX')).toBeVisible()
    // Text queries compare with the page's text with its whitespace made plain: the no-break space too.
    expect(section.getByText(transfer.shownAmount.replace(/\s/g, ' '))).toBeVisible()
    expect(section.getByText('Ohne die Rechnungen, die wir per Lastschrift einziehen.')).toBeVisible()
    expect(section.getByText(reference)).toBeVisible()
    const girocode = await section.findByRole('img', {
      name: `GiroCode: Überweisung von ${transfer.shownAmount} an HSE Deutschland GmbH, IBAN DE89 3704 0044 0532 0130 00, Verwendungszweck ${reference}`,
    })
    expect(girocode).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/))
    expect(vi.mocked(epcQrImageSrc)).toHaveBeenLastCalledWith(
      ['BCD', '002', '1', 'SCT', 'MUSTDEMMXXX', 'HSE Deutschland GmbH', 'DE89370400440532013000']
        .concat([`EUR${transfer.amount.toFixed(2)}`, '', '', reference])
        .join('\n'),
    )
    // Each invoice paid by transfer shows its own reference; the direct debit says there is nothing to do.
    for (const invoiceNumber of transfer.invoiceNumbers) {
      expect(screen.getByText(`${invoiceNumber} Kundennr. 11223344`)).toBeVisible()
    }
    expect(screen.getAllByText(/^Verwendungszweck:/)).toHaveLength(4)
  })

  it('Austrian shop: the Austrian account in the details and in the GiroCode', async () => {
    await renderApp({ scenario: 'overdue-invoices', path: paths.openInvoices.getHref(), runtime: { locale: 'at' } })
    const section = within(await transferSection())
    const transfer = seededTransfer(heikeRechnung.customerNumber, 'de-AT', 'EUR')
    const reference = `${transfer.invoiceNumbers.join(' ')} Kundennr. 11223344`
    expect(section.getByText('HSE Österreich GmbH')).toBeVisible()
    expect(section.getByText('AT61 1904 3002 3457 3201')).toBeVisible()
    expect(section.getByText('MUSTATWWXXX')).toBeVisible()
    expect(section.getByText(reference)).toBeVisible()
    await section.findByRole('img', {
      name: `GiroCode: Überweisung von ${transfer.shownAmount} an HSE Österreich GmbH, IBAN AT61 1904 3002 3457 3201, Verwendungszweck ${reference}`,
    })
    expect(vi.mocked(epcQrImageSrc).mock.lastCall?.[0].split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'MUSTATWWXXX',
      'HSE Österreich GmbH',
      'AT611904300234573201',
      `EUR${transfer.amount.toFixed(2)}`,
      '',
      '',
      reference,
    ])
  })

  it('Swiss shop: the Swiss account and the payment part of a QR-bill in CHF', async () => {
    await renderApp({ scenario: 'swiss-customer', path: paths.openInvoices.getHref() })
    const section = within(await transferSection())
    const transfer = seededTransfer(sabineMeier.customerNumber, 'de-CH', 'CHF')
    expect(transfer.invoiceNumbers).toHaveLength(1)
    const reference = `${transfer.invoiceNumbers[0]} Kundennr. 34567890`
    expect(section.getByText('HSE Schweiz AG')).toBeVisible()
    expect(section.getByText('CH93 0076 2011 6238 5295 7')).toBeVisible()
    expect(section.getByText('MUSTCHZZXXX')).toBeVisible()
    expect(section.getByText(reference)).toBeVisible()
    await section.findByRole('img', {
      name: `Zahlteil mit Swiss QR Code: Zahlung von ${transfer.shownAmount} an HSE Schweiz AG, IBAN CH93 0076 2011 6238 5295 7, Verwendungszweck ${reference}`,
    })
    // The bill's fields themselves: swiss-qr-bill-data.test.ts.
    expect(vi.mocked(swissQrBillImageSrc)).toHaveBeenLastCalledWith(
      swissQrBillData({ payee: payeeAccounts.ch, amount: transfer.amount, currency: 'CHF', reference }),
    )
    expect(screen.queryByRole('img', { name: /^GiroCode/ })).not.toBeInTheDocument()
  })

  it('asks for what is not collected by direct debit: the amount and the GiroCode leave the direct debit out', async () => {
    const invoice = (fields: Record<string, unknown>) => ({
      order_number: '200000001',
      currency: 'EUR',
      invoice_date: '2026-11-10',
      due_date: '2026-11-24',
      status: 'OPEN',
      ...fields,
    })
    server.use(
      http.get('*/api/payment/invoices/open', () =>
        HttpResponse.json({
          balance: 52.5,
          currency: 'EUR',
          invoices: [
            invoice({
              id: 'i1',
              invoice_number: 'R100000001',
              amount: 42.5,
              payment_type: 'DIRECT_DEBIT',
              is_direct_debit_pending: true,
            }),
            invoice({ id: 'i2', invoice_number: 'R100000002', amount: 10, payment_type: 'INVOICE' }),
          ],
        }),
      ),
    )
    await renderApp({ scenario: 'overdue-invoices', path: paths.openInvoices.getHref() })
    const section = within(await transferSection())
    expect(section.getByText('10,00 €')).toBeVisible()
    expect(section.getByText('Ohne die Rechnungen, die wir per Lastschrift einziehen.')).toBeVisible()
    expect(section.getByText('R100000002 Kundennr. 11223344')).toBeVisible()
    await section.findByRole('img', { name: /^GiroCode: Überweisung von 10,00\s€ an HSE Deutschland GmbH/ })
    expect(vi.mocked(epcQrImageSrc).mock.lastCall?.[0].split('\n').slice(7)).toEqual([
      'EUR10.00',
      '',
      '',
      'R100000002 Kundennr. 11223344',
    ])
    // The direct debit's card says there is nothing to do, and gives no reference.
    expect(screen.getAllByText(/^Verwendungszweck:/)).toHaveLength(1)
  })
})
