import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { dateString } from '@/shared/api/date-schemas'
import { apiRequest } from '@/shared/api/api-client'
import { shopLocaleSettings, type ShopLocale } from '@/shared/config/locales'

// valibot, not zod: the page's largest paint (the overdue notice) waits for this answer's parse
// (docs/decisions/2026-11-27-data-pages-without-zod.md).

const currencySchema = v.picklist(['EUR', 'CHF'])

export const invoiceSchema = v.object({
  id: v.string(),
  invoiceNumber: v.string(),
  orderNumber: v.string(),
  amount: v.number(),
  currency: currencySchema,
  invoiceDate: dateString,
  dueDate: dateString,
  status: v.picklist(['OPEN', 'ENCASH']),
  paymentType: v.picklist(['INVOICE', 'DIRECT_DEBIT']),
  isDirectDebitPending: v.optional(v.boolean()),
})
export type Invoice = v.InferOutput<typeof invoiceSchema>

export const openInvoicesSchema = v.object({
  balance: v.number(),
  currency: v.optional(currencySchema),
  invoices: v.array(invoiceSchema),
})
export type OpenInvoices = v.InferOutput<typeof openInvoicesSchema>

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
