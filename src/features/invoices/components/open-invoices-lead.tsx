import { useIntl } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { invoiceMessages } from '../messages'

// The open-invoices page's first lines: the page renders them, and the build renders them with a stand-in for the
// amount for the early account frame, which shows them from the page's answer before the app's script has run
// (src/app/shell/early-page-heads.tsx).

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
