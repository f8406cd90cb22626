import { useIntl } from 'react-intl'
import { MailLinkConfirmation } from '@/shared/mail-link/mail-link-confirmation'
import { Alert } from '@/shared/ui/alert'
import { confirmStockReminder } from '../api/stock-reminder-api'
import { mailPreferencesMessages, stockReminderMessages } from '../messages'
import { ToShopLink } from './to-shop-link'

/** `stock-reminder/confirm-doi?token=…`: the double opt-in of a stock reminder, confirmed as the page opens. */
export function StockReminderConfirmPage() {
  const intl = useIntl()
  return (
    <MailLinkConfirmation
      title={intl.formatMessage(stockReminderMessages.confirmTitle)}
      confirm={confirmStockReminder}
      confirming={intl.formatMessage(stockReminderMessages.confirming)}
      missingToken={{ text: intl.formatMessage(mailPreferencesMessages.linkIncomplete) }}
      done={({ status, productName }) => (
        <>
          <Alert tone="success">
            {intl.formatMessage(
              status === 'ALREADY_CONFIRMED' ? stockReminderMessages.alreadyConfirmed : stockReminderMessages.confirmed,
              { product: productName },
            )}
          </Alert>
          <ToShopLink />
        </>
      )}
    />
  )
}

export { StockReminderConfirmPage as Component }
