import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { dateString } from '@/shared/api/date-schemas'
import { apiRequest } from '@/shared/api/api-client'
import { shopLocaleSettings, type ShopLocale } from '@/shared/config/locales'

const currencySchema = z.enum(['EUR', 'CHF'])

export const invoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  orderNumber: z.string(),
  amount: z.number(),
  currency: currencySchema,
  invoiceDate: dateString,
  dueDate: dateString,
  status: z.enum(['OPEN', 'ENCASH']),
  paymentType: z.enum(['INVOICE', 'DIRECT_DEBIT']),
  isDirectDebitPending: z.optional(z.boolean()),
})
export type Invoice = z.infer<typeof invoiceSchema>

export const openInvoicesSchema = z.object({
  balance: z.number(),
  currency: z.optional(currencySchema),
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

/** Whether the overdue notice shows: an invoice is overdue. */
export function hasOverdueInvoice(invoices: Invoice[]): boolean {
  return invoices.some((invoice) => invoiceState(invoice) === 'overdue')
}

/** The balance's currency: the answer's, else the shop's. */
export function balanceCurrency(answer: OpenInvoices, locale: ShopLocale): 'EUR' | 'CHF' {
  return answer.currency ?? shopLocaleSettings[locale].currency
}

export type SortDirection = 'descending' | 'ascending'

/** By due date; descending (latest due first) after load. */
export function sortByDueDate(invoices: Invoice[], direction: SortDirection): Invoice[] {
  return [...invoices].sort((a, b) =>
    direction === 'descending' ? b.dueDate.localeCompare(a.dueDate) : a.dueDate.localeCompare(b.dueDate),
  )
}
