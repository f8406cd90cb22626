import { useIntl, type MessageDescriptor } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { isNoResponse } from '@/shared/api/api-errors'
import { loginMessages } from '../messages'

type RequestErrorAlertProps = {
  error: unknown
  /** What to say when the service answered with an error. */
  fallback?: MessageDescriptor
}

/**
 * A failed request: the connection message when no answer came (network failure, timeout), otherwise
 * `fallback` (the generic error), also for an answer that could not be read.
 */
export function RequestErrorAlert({ error, fallback = loginMessages.genericError }: RequestErrorAlertProps) {
  const intl = useIntl()
  return <Alert>{intl.formatMessage(isNoResponse(error) ? loginMessages.connectionError : fallback)}</Alert>
}
