import { useIntl } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { invoiceMessages } from '../messages'

// The open-invoices page's first lines: the open balance and, where one is overdue, the notice.

export function OpenInvoicesBalance({ balance }: { balance: string }) {
  const intl = useIntl()
  return (
    <div className="card balance">
      <p>{intl.formatMessage(invoiceMessages.balance)}</p>
      <p className="balance__amount">{balance}</p>
    </div>
  )
}

export function OverdueInvoicesNotice() {
  const intl = useIntl()
  return <Alert tone="warning">{intl.formatMessage(invoiceMessages.overdueHint)}</Alert>
}
