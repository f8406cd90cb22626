import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { LoadFailed } from '@/shared/ui/load-failed'
import { OpenInvoicesSkeleton } from './open-invoices-skeleton'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { useFormatDate, useFormatMoney } from '@/shared/intl/formatting'
import { useRuntime } from '@/shared/config/runtime'
import { dayAsDate, shopDay, shopTimeZoneOf } from '@/shared/config/shop-time'
import { daysBetween } from '@/shared/config/shop-days'
import { sectionMessages } from '@/shared/intl/section-messages'
import { useSession } from '@/shared/session/session-api'
import '@/shared/ui/print.css'
import {
  balanceCurrency,
  hasOverdueInvoice,
  invoiceState,
  openInvoicesQueryOptions,
  sortByDueDate,
  type Invoice,
  type SortDirection,
} from '../api/open-invoices-api'
import { invoicePaymentReference } from '../domain/payment-reference'
import { invoiceMessages } from '../messages'
import { PayByTransfer } from './pay-by-transfer'
import { OpenInvoicesBalance, OverdueInvoicesNotice } from './open-invoices-lead'
import './open-invoices.css'
import { accountPageLoader } from '@/shared/routing/account-page-loader'

// Account home's card of the open invoices is taken from this page's module: it loads the page's chunk as it
// is, which adds no file to any route (docs/decisions/2026-11-26-account-home-redesign.md).
export { OpenBalanceSummary } from './open-balance-summary'

function InvoiceRow({ invoice, customerNumber }: { invoice: Invoice; customerNumber?: string | null }) {
  const intl = useIntl()
  const { now, locale } = useRuntime()
  const formatMoney = useFormatMoney()
  const formatDate = useFormatDate()
  const state = invoiceState(invoice)
  // Days in the shop's time zone, as the due date is one.
  const daysOverdue = daysBetween(invoice.dueDate, shopDay(now(), shopTimeZoneOf(locale)))
  return (
    <li className={`card invoice invoice--${state}`}>
      <div className="card__head">
        <h2 className="card__title">
          {intl.formatMessage(invoiceMessages.invoiceNumber, { number: invoice.invoiceNumber })}
        </h2>
        <span className={`status-badge status-badge--${state}`}>
          {intl.formatMessage(invoiceMessages[`state_${state}`])}
        </span>
      </div>
      <p className="muted">{intl.formatMessage(invoiceMessages.orderNumber, { number: invoice.orderNumber })}</p>
      <p>
        {intl.formatMessage(invoiceMessages.dueDate, { date: formatDate(dayAsDate(invoice.dueDate)) })}
        {state === 'overdue' && daysOverdue > 0
          ? ` · ${intl.formatMessage(invoiceMessages.overdueSince, { days: daysOverdue })}`
          : null}
      </p>
      <p>
        {intl.formatMessage(invoiceMessages.amount)}: <strong>{formatMoney(invoice.amount, invoice.currency)}</strong>
      </p>
      {invoice.paymentType === 'DIRECT_DEBIT' ? (
        <p className="muted">{intl.formatMessage(invoiceMessages.directDebitHint)}</p>
      ) : (
        <p>
          {intl.formatMessage(invoiceMessages.reference)}:{' '}
          <span className="copyable transfer-details__code">
            {invoicePaymentReference(invoice.invoiceNumber, customerNumber)}
          </span>
        </p>
      )}
    </li>
  )
}

/** The route's loader: the calls this page makes as it opens start with its code (account-page-loader.ts). */
export const loader = accountPageLoader(({ queryClient }) => [queryClient.prefetchQuery(openInvoicesQueryOptions())])

/** Open invoices and balance, sorted by due date (descending after load, switchable). */
export function OpenInvoicesPage() {
  const intl = useIntl()
  const { locale } = useRuntime()
  const formatMoney = useFormatMoney()
  const customerNumber = useSession().user?.customerNumber
  const [direction, setDirection] = useState<SortDirection>('descending')
  const invoices = useQuery(openInvoicesQueryOptions())
  useDocumentTitle(intl.formatMessage(sectionMessages.openInvoices))

  if (invoices.isPending) return <OpenInvoicesSkeleton />
  if (invoices.isError) return <LoadFailed onRetry={() => void invoices.refetch()} retrying={invoices.isRefetching} />

  const { balance, invoices: list } = invoices.data
  const currency = balanceCurrency(invoices.data, locale)
  const sorted = sortByDueDate(list, direction)
  return (
    <div className="stack">
      <OpenInvoicesBalance balance={formatMoney(balance, currency)} />
      {hasOverdueInvoice(list) ? <OverdueInvoicesNotice /> : null}
      <PayByTransfer invoices={list} balance={balance} currency={currency} customerNumber={customerNumber} />
      {list.length === 0 ? (
        <p className="card">{intl.formatMessage(invoiceMessages.empty)}</p>
      ) : (
        <>
          <div className="form-actions invoice-sort">
            <label htmlFor="invoice-sort">{intl.formatMessage(invoiceMessages.sortLabel)}</label>
            <select
              id="invoice-sort"
              className="field__input"
              value={direction}
              onChange={(event) => setDirection(event.target.value as SortDirection)}
            >
              <option value="descending">{intl.formatMessage(invoiceMessages.sortDescending)}</option>
              <option value="ascending">{intl.formatMessage(invoiceMessages.sortAscending)}</option>
            </select>
          </div>
          <ul className="card-list" aria-live="polite">
            {sorted.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} customerNumber={customerNumber} />
            ))}
          </ul>
        </>
      )}
      <section className="card" aria-labelledby="payment-terms">
        <h2 id="payment-terms">{intl.formatMessage(invoiceMessages.termsTitle)}</h2>
        <ul>
          <li>{intl.formatMessage(invoiceMessages.termsInvoice)}</li>
          <li>
            {intl.formatMessage(
              locale === 'ch' ? invoiceMessages.termsDirectDebitSwiss : invoiceMessages.termsDirectDebit,
            )}
          </li>
          <li>{intl.formatMessage(invoiceMessages.termsRefund)}</li>
        </ul>
      </section>
    </div>
  )
}

export { OpenInvoicesPage as Component }
