import { useIntl } from 'react-intl'
import { commonMessages } from '../intl/common-messages'
import { Alert } from './alert'
import { Button } from './button'

/** "Wrong on our side, reload" (spec section 8), with a retry that does not reload the whole page. */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const intl = useIntl()
  return (
    <Alert
      action={
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          {intl.formatMessage(commonMessages.reload)}
        </Button>
      }
    >
      <p>{intl.formatMessage(commonMessages.loadFailed)}</p>
    </Alert>
  )
}
