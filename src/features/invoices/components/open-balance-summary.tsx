import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { paths } from '@/shared/config/paths'
import { dayAsDate } from '@/shared/config/shop-time'
import { useFormatDate, useFormatMoney } from '@/shared/intl/formatting'
import { invoiceState, sortByDueDate, type Invoice, type OpenInvoices } from '../api/open-invoices-api'
import { invoiceMessages } from '../messages'
import './open-invoices.css'

/** The invoice that falls due next: the earliest due date of those not overdue. */
function nextDueInvoice(invoices: Invoice[]): Invoice | undefined {
  return sortByDueDate(
    invoices.filter((invoice) => invoiceState(invoice) !== 'overdue'),
    'ascending',
  )[0]
}

/** Account home's card of the open invoices: the balance, how many are overdue, and what falls due next. */
export function OpenBalanceSummary({ openInvoices }: { openInvoices: OpenInvoices }) {
  const intl = useIntl()
  const formatMoney = useFormatMoney()
  const formatDate = useFormatDate()
  const { balance, currency, invoices } = openInvoices
  if (invoices.length === 0) return <p>{intl.formatMessage(invoiceMessages.empty)}</p>
  const overdue = invoices.filter((invoice) => invoiceState(invoice) === 'overdue').length
  const nextDue = nextDueInvoice(invoices)
  return (
    <>
      <dl className="open-balance">
        <dt>{intl.formatMessage(invoiceMessages.balance)}</dt>
        <dd className="balance__amount">{formatMoney(balance, currency)}</dd>
      </dl>
      {overdue > 0 ? (
        <p className="open-balance__overdue">{intl.formatMessage(invoiceMessages.homeOverdue, { count: overdue })}</p>
      ) : null}
      {nextDue ? (
        <p>
          {intl.formatMessage(
            nextDue.paymentType === 'DIRECT_DEBIT' ? invoiceMessages.homeNextDirectDebit : invoiceMessages.homeNextDue,
            { date: formatDate(dayAsDate(nextDue.dueDate)), amount: formatMoney(nextDue.amount, nextDue.currency) },
          )}
        </p>
      ) : null}
      <Link to={paths.openInvoices.getHref()}>{intl.formatMessage(invoiceMessages.homeLink)}</Link>
    </>
  )
}
