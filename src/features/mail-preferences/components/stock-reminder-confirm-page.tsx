import { useOneTimeParameters } from '@/shared/config/use-one-time-parameters'
import { useMutation } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { commonMessages } from '@/shared/intl/common-messages'
import { Button } from '@/shared/ui/button'
import { confirmStockReminder } from '../api/stock-reminder-api'
import { mailPreferencesMessages, stockReminderMessages } from '../messages'
import { Spinner } from '@/shared/ui/spinner'
import { MailLinkFrame, ToShopLink } from './mail-link-frame'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { useConfirmOnLoad } from './use-confirm-on-load'

/** `stock-reminder/confirm-doi?token=…`: the double opt-in of a stock reminder, confirmed as the page opens. */
export function StockReminderConfirmPage() {
  const intl = useIntl()
  const token = useOneTimeParameters(['token']).token ?? ''
  const confirm = useMutation({ mutationFn: confirmStockReminder })
  useConfirmOnLoad(token, confirm.mutate)

  let content
  if (!token) {
    content = <Alert>{intl.formatMessage(mailPreferencesMessages.linkIncomplete)}</Alert>
  } else if (confirm.isError) {
    content = (
      <RequestErrorAlert
        error={confirm.error}
        action={
          <Button variant="secondary" onClick={() => confirm.mutate(token)}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        }
      />
    )
  } else if (confirm.isSuccess) {
    const message =
      confirm.data.status === 'ALREADY_CONFIRMED'
        ? stockReminderMessages.alreadyConfirmed
        : stockReminderMessages.confirmed
    content = (
      <>
        <Alert tone="success">{intl.formatMessage(message, { product: confirm.data.productName })}</Alert>
        <ToShopLink />
      </>
    )
  } else {
    content = <Spinner label={intl.formatMessage(stockReminderMessages.confirming)} labelVisible />
  }
  return <MailLinkFrame title={intl.formatMessage(stockReminderMessages.confirmTitle)}>{content}</MailLinkFrame>
}
