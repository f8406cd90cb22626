import type { EarlyLeadFromAnswer, EarlyLeadShop } from '@/shared/api/early-answers'

/**
 * The page's first lines from the open-invoices answer as the service sends it, before the app has run: the
 * balance as `useFormatMoney` writes it, and the notice where an invoice is overdue (`invoiceState`: ENCASH).
 * Null where the answer is not what the page shows its lines from: the app decides then.
 *
 * Runs in index.html's route script, written into it as its source: it uses nothing outside its body.
 */
export function openInvoicesLeadFromAnswer(body: unknown, shop: EarlyLeadShop): EarlyLeadFromAnswer {
  if (!body || typeof body !== 'object') return null
  const { balance, currency = shop.currency, invoices } = body as Record<string, unknown>
  if (typeof balance !== 'number' || !Array.isArray(invoices) || (currency !== 'EUR' && currency !== 'CHF')) return null
  let overdue = false
  for (const invoice of invoices as unknown[]) {
    const status = invoice && typeof invoice === 'object' ? (invoice as Record<string, unknown>).status : undefined
    if (status !== 'OPEN' && status !== 'ENCASH') return null
    if (status === 'ENCASH') overdue = true
  }
  return {
    variant: overdue ? 'overdue' : 'plain',
    values: { balance: new Intl.NumberFormat(shop.intlLocale, { style: 'currency', currency }).format(balance) },
  }
}
