import type { EarlyLeadContext, EarlyLeadFromAnswer } from '@/shared/api/early-answers'

/**
 * The functions that read a page's first lines from its answer (early-page-heads.tsx), by name. The build bundles
 * each with `showEarlyLead` (src/app/shell/show-early-lead.ts) into a module of its own
 * (scripts/prerender-plugin.mjs), which index.html's route script imports on that page only, beside its calls.
 */
export { openInvoicesLeadFromAnswer as openInvoices } from '@/features/invoices/domain/open-invoices-lead-from-answer'
export { orderDetailsLeadFromAnswer as orderDetails } from '@/features/orders/domain/order-details-lead-from-answer'

export type EarlyLeadReader = (body: unknown, context: EarlyLeadContext) => EarlyLeadFromAnswer
export type EarlyLeadReaderName = 'openInvoices' | 'orderDetails'
