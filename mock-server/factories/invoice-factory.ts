import type { Customer, Invoice } from '../db/schemas'
import { nextId } from '../runtime/ids'
import { daysAgo, withTraits, type SeedContext, type Trait } from './seed-context'

type InvoiceDraft = Omit<Invoice, 'customer'>

/** Past its due date and handed to collection (ENCASH). */
export function overdue(context: SeedContext, daysOverdue = 12): Trait<InvoiceDraft> {
  return {
    status: 'ENCASH',
    dueDate: daysAgo(context, daysOverdue).slice(0, 10),
    invoiceDate: daysAgo(context, daysOverdue + 14).slice(0, 10),
  }
}

export function dueInDays(context: SeedContext, days: number): Trait<InvoiceDraft> {
  return {
    status: 'OPEN',
    dueDate: daysAgo(context, -days).slice(0, 10),
    invoiceDate: daysAgo(context, 14 - days).slice(0, 10),
  }
}

/** Collected by direct debit; `pending` while the debit has not gone through yet. */
export function directDebit(pending = true): Trait<InvoiceDraft> {
  return { paymentType: 'DIRECT_DEBIT', isDirectDebitPending: pending }
}

export async function createInvoice(
  context: SeedContext,
  customer: Customer,
  ...traits: Array<Trait<InvoiceDraft>>
): Promise<Invoice> {
  const { faker } = context
  const defaults: InvoiceDraft = {
    id: nextId('invoice'),
    invoiceNumber: `R${faker.string.numeric(9)}`,
    orderNumber: faker.string.numeric({ length: 9, allowLeadingZeros: false }),
    amount: faker.number.float({ min: 19, max: 260, fractionDigits: 2 }),
    currency: context.currency,
    invoiceDate: daysAgo(context, 5).slice(0, 10),
    dueDate: daysAgo(context, -9).slice(0, 10),
    status: 'OPEN',
    paymentType: 'INVOICE',
    isDirectDebitPending: false,
  }
  return context.db.invoices.create({ ...withTraits(defaults, traits), customer })
}
