import { useIntl } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { orderMessages } from '../messages'

/** "Wrong on our side, reload" (spec section 8), with a retry that does not reload the whole page. */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const intl = useIntl()
  return (
    <Alert
      action={
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          {intl.formatMessage(orderMessages.reload)}
        </Button>
      }
    >
      <p>{intl.formatMessage(orderMessages.loadFailed)}</p>
    </Alert>
  )
}
