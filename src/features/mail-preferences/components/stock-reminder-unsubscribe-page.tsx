import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { unsubscribeStockReminder } from '../api/stock-reminder-api'
import { mailPreferencesMessages, stockReminderMessages } from '../messages'
import { MailLinkFrame } from '@/shared/mail-link/mail-link-frame'
import { ToShopLink } from './to-shop-link'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'

/** `stock-reminder/unsubscribe?reminderId=…`: ends a stock reminder when the customer says so. */
export function StockReminderUnsubscribePage() {
  const intl = useIntl()
  const [searchParams] = useSearchParams()
  const reminderId = searchParams.get('reminderId') ?? ''
  const unsubscribe = useSingleFlightMutation({ mutationFn: unsubscribeStockReminder })

  let content
  if (!reminderId) {
    content = <Alert>{intl.formatMessage(mailPreferencesMessages.linkIncomplete)}</Alert>
  } else if (unsubscribe.isSuccess) {
    const message =
      unsubscribe.data.status === 'ALREADY_UNSUBSCRIBED'
        ? stockReminderMessages.alreadyUnsubscribed
        : stockReminderMessages.unsubscribed
    content = (
      <>
        <Alert tone="success">{intl.formatMessage(message, { product: unsubscribe.data.productName })}</Alert>
        <ToShopLink />
      </>
    )
  } else {
    content = (
      <>
        <p>{intl.formatMessage(stockReminderMessages.unsubscribeIntro)}</p>
        {unsubscribe.isError ? <RequestErrorAlert error={unsubscribe.error} /> : null}
        <div className="form-actions">
          <Button busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate(reminderId)}>
            {intl.formatMessage(stockReminderMessages.unsubscribe)}
          </Button>
        </div>
      </>
    )
  }
  return <MailLinkFrame title={intl.formatMessage(stockReminderMessages.unsubscribeTitle)}>{content}</MailLinkFrame>
}

export { StockReminderUnsubscribePage as Component }
