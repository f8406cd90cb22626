import { useIntl, type MessageDescriptor } from 'react-intl'
import { commonMessages } from '../intl/common-messages'
import { Alert } from './alert'
import { Button } from './button'

type LoadFailedProps = {
  onRetry: () => void
  retrying: boolean
  /** What did not load, in a page's own words; by default "wrong on our side, reload" (spec section 8). */
  message?: MessageDescriptor
  /** The retry button's text; by default "reload". */
  retryLabel?: MessageDescriptor
}

/** Something did not load, with a retry that does not reload the whole page. */
export function LoadFailed({
  onRetry,
  retrying,
  message = commonMessages.loadFailed,
  retryLabel = commonMessages.reload,
}: LoadFailedProps) {
  const intl = useIntl()
  return (
    <Alert
      action={
        <Button variant="secondary" busy={retrying} onClick={onRetry}>
          {intl.formatMessage(retryLabel)}
        </Button>
      }
    >
      <p>{intl.formatMessage(message)}</p>
    </Alert>
  )
}
