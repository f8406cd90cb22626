import { describe, expect, it } from 'vitest'
import type { Invoice } from '../api/open-invoices-api'
import {
  amountToTransfer,
  balancePaymentReference,
  invoicePaymentReference,
  invoicesToTransfer,
  maxReferenceLength,
} from './payment-reference'

function invoice(fields: Partial<Invoice> & Pick<Invoice, 'invoiceNumber'>): Invoice {
  return {
    id: fields.invoiceNumber,
    orderNumber: '100000001',
    amount: 10,
    currency: 'EUR',
    invoiceDate: '2026-11-01',
    dueDate: '2026-11-15',
    status: 'OPEN',
    paymentType: 'INVOICE',
    ...fields,
  }
}

describe('payment reference', () => {
  it('of one invoice: its number, then the customer number where there is one', () => {
    expect(invoicePaymentReference('R123456789', '11223344')).toBe('R123456789 Kundennr. 11223344')
    expect(invoicePaymentReference('R123456789', null)).toBe('R123456789')
    expect(invoicePaymentReference('R123456789', '')).toBe('R123456789')
  })

  it('of the balance: every invoice number, oldest due first, then the customer number', () => {
    const invoices = [
      invoice({ invoiceNumber: 'R2', dueDate: '2026-11-23' }),
      invoice({ invoiceNumber: 'R1', dueDate: '2026-10-11' }),
      invoice({ invoiceNumber: 'R3', dueDate: '2026-11-25' }),
    ]
    expect(balancePaymentReference(invoices, '11223344')).toBe('R1 R2 R3 Kundennr. 11223344')
    expect(balancePaymentReference(invoices, null)).toBe('R1 R2 R3')
  })

  it('of a balance whose invoice numbers do not fit 140 characters: the customer number alone, else the oldest that fit', () => {
    const many = Array.from({ length: 15 }, (_, index) =>
      invoice({ invoiceNumber: `R${String(100000000 + index)}`, dueDate: `2026-10-${String(10 + index)}` }),
    )
    expect(balancePaymentReference(many, '11223344')).toBe('Kundennr. 11223344')
    const cut = balancePaymentReference(many, null)
    expect(cut.length).toBeLessThanOrEqual(maxReferenceLength)
    expect(cut.startsWith('R100000000 R100000001 ')).toBe(true)
    expect(cut.split(' ')).toHaveLength(12)
  })

  it('leaves direct debits out of the transfer: the shop collects them', () => {
    const invoices = [
      invoice({ invoiceNumber: 'R1', amount: 19.99 }),
      invoice({ invoiceNumber: 'R2', amount: 40, paymentType: 'DIRECT_DEBIT', isDirectDebitPending: true }),
      invoice({ invoiceNumber: 'R3', amount: 5.01, status: 'ENCASH' }),
    ]
    expect(invoicesToTransfer(invoices).map((each) => each.invoiceNumber)).toEqual(['R1', 'R3'])
    expect(amountToTransfer(invoices, 65)).toBe(25)
  })

  it('adds in cents, and transfers no more than the balance, nothing when only direct debits are open', () => {
    expect(
      amountToTransfer(
        [invoice({ invoiceNumber: 'R1', amount: 0.1 }), invoice({ invoiceNumber: 'R2', amount: 0.2 })],
        1,
      ),
    ).toBe(0.3)
    expect(amountToTransfer([invoice({ invoiceNumber: 'R1', amount: 50 })], 30.5)).toBe(30.5)
    expect(amountToTransfer([invoice({ invoiceNumber: 'R1', paymentType: 'DIRECT_DEBIT' })], 10)).toBe(0)
    expect(amountToTransfer([], 0)).toBe(0)
  })
})
