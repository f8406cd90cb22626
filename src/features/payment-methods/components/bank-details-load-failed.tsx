import { useIntl } from 'react-intl'
import { commonMessages } from '@/shared/intl/common-messages'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { paymentMethodsPageMessages as messages } from '../messages'

/** The bank details did not load (on the payment methods page and the edit page): says so, with a retry. */
export function BankDetailsLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const intl = useIntl()
  return (
    <Alert
      action={
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      }
    >
      {intl.formatMessage(messages.bankLoadFailed)}
    </Alert>
  )
}
