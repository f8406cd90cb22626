import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { dateString } from '@/shared/api/date-schemas'
import { apiRequest } from '@/shared/api/api-client'

export const invoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  orderNumber: z.string(),
  amount: z.number(),
  currency: z.enum(['EUR', 'CHF']),
  invoiceDate: dateString,
  dueDate: dateString,
  status: z.enum(['OPEN', 'ENCASH']),
  paymentType: z.enum(['INVOICE', 'DIRECT_DEBIT']),
  isDirectDebitPending: z.boolean().optional(),
})
export type Invoice = z.infer<typeof invoiceSchema>

export const openInvoicesSchema = z.object({
  balance: z.number(),
  currency: z.enum(['EUR', 'CHF']).optional(),
  invoices: z.array(invoiceSchema),
})
export type OpenInvoices = z.infer<typeof openInvoicesSchema>

/** GET /invoices/open: the open invoices and the balance. */
export const getOpenInvoices = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest({ service: 'payment', path: '/invoices/open', schema: openInvoicesSchema, signal })

export const openInvoicesQueryOptions = () => queryOptions({ queryKey: ['invoices', 'open'], queryFn: getOpenInvoices })

export type InvoiceState = 'open' | 'overdue' | 'pendingDirectDebit'

/** Invoice states shown (spec section 3): overdue is ENCASH; a direct debit not yet collected is pending. */
export function invoiceState(invoice: Invoice): InvoiceState {
  if (invoice.status === 'ENCASH') return 'overdue'
  if (invoice.paymentType === 'DIRECT_DEBIT' && invoice.isDirectDebitPending) return 'pendingDirectDebit'
  return 'open'
}

export type SortDirection = 'descending' | 'ascending'

/** By due date; descending (latest due first) after load. */
export function sortByDueDate(invoices: Invoice[], direction: SortDirection): Invoice[] {
  return [...invoices].sort((a, b) =>
    direction === 'descending' ? b.dueDate.localeCompare(a.dueDate) : a.dueDate.localeCompare(b.dueDate),
  )
}
