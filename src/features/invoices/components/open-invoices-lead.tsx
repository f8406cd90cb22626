import { useIntl } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { invoiceMessages } from '../messages'

/**
 * The open-invoices page's first lines: the balance and, with an overdue invoice, the notice. The page renders
 * them, and the build renders them with a stand-in for the amount for the early account frame, which shows
 * them from the page's answer before the app's script has run (src/app/shell/early-page-heads.tsx).
 */
export function OpenInvoicesLead({ balance, overdue }: { balance: string; overdue: boolean }) {
  const intl = useIntl()
  return (
    <>
      <div className="card balance">
        <p>{intl.formatMessage(invoiceMessages.balance)}</p>
        <p className="balance__amount">{balance}</p>
      </div>
      {overdue ? <Alert tone="warning">{intl.formatMessage(invoiceMessages.overdueHint)}</Alert> : null}
    </>
  )
}
