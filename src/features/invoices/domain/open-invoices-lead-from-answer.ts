import type { EarlyLeadContext, EarlyLeadFromAnswer } from '@/shared/api/early-answers'
import { camelCaseKeys } from '@/shared/api/case-conversion'
import { shopLocaleSettings } from '@/shared/config/locales'
import { moneyFormatOptions } from '@/shared/intl/format-options'
import { balanceCurrency, hasOverdueInvoice, openInvoicesSchema } from '../api/open-invoices-api'

/**
 * The open-invoices page's first lines from its answer as the service sends it, before the app has run
 * (src/app/early-lead-readers.ts): the balance as `useFormatMoney` writes it, and the overdue notice where an
 * invoice is overdue. Null where the app would not show the page from this answer (its schema refuses it).
 */
export function openInvoicesLeadFromAnswer(body: unknown, { locale }: EarlyLeadContext): EarlyLeadFromAnswer {
  const parsed = openInvoicesSchema.safeParse(camelCaseKeys(body))
  if (!parsed.success) return null
  const answer = parsed.data
  const format = new Intl.NumberFormat(
    shopLocaleSettings[locale].intlLocale,
    moneyFormatOptions(balanceCurrency(answer, locale)),
  )
  return {
    pieces: hasOverdueInvoice(answer.invoices) ? ['balance', 'overdue'] : ['balance'],
    values: { balance: format.format(answer.balance) },
  }
}
