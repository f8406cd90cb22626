import type { Invoice } from '../api/open-invoices-api'

/** The longest free-text reference a transfer carries: EPC069-12's unstructured remittance, the Swiss QR-bill's message. */
export const maxReferenceLength = 140

// Part of the reference the bank passes on, not UI text: finance matches it as written, whatever the UI says.
const customerNumberLabel = 'Kundennr.'

/** One invoice's reference: its invoice number, and the customer number where the customer has one. */
export function invoicePaymentReference(invoiceNumber: string, customerNumber?: string | null): string {
  return customerNumber ? `${invoiceNumber} ${customerNumberLabel} ${customerNumber}` : invoiceNumber
}

/**
 * The reference for paying several invoices at once: every invoice number, oldest due first, and the
 * customer number. When the numbers do not all fit into 140 characters the customer number alone
 * names the payment (finance then settles the oldest invoices first); only without one are the
 * numbers cut to the oldest that fit.
 */
export function balancePaymentReference(invoices: Invoice[], customerNumber?: string | null): string {
  const numbers = [...invoices].sort((a, b) => a.dueDate.localeCompare(b.dueDate)).map((i) => i.invoiceNumber)
  const customer = customerNumber ? `${customerNumberLabel} ${customerNumber}` : ''
  const all = [...numbers, customer].filter(Boolean).join(' ')
  if (all.length <= maxReferenceLength) return all
  if (customer) return customer
  let reference = ''
  for (const number of numbers) {
    const longer = reference ? `${reference} ${number}` : number
    if (longer.length > maxReferenceLength) break
    reference = longer
  }
  return reference
}

/** The invoices a customer pays by transfer: a direct debit is collected by the shop ("Sie müssen nichts weiter tun"). */
export function invoicesToTransfer(invoices: Invoice[]): Invoice[] {
  return invoices.filter((invoice) => invoice.paymentType === 'INVOICE')
}

/**
 * What to transfer for the balance: the invoices paid by transfer, in cents so sums stay exact; never
 * more than the balance, which may be lower by a credit. Zero or less: nothing to transfer.
 */
export function amountToTransfer(invoices: Invoice[], balance: number): number {
  const cents = invoicesToTransfer(invoices).reduce((sum, invoice) => sum + Math.round(invoice.amount * 100), 0)
  return Math.max(0, Math.min(cents, Math.round(balance * 100))) / 100
}
