import type { ReactNode } from 'react'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { isNoResponse } from '@/shared/api/api-errors'
import { commonMessages } from '@/shared/intl/common-messages'

type RequestErrorAlertProps = {
  error: unknown
  /** What to say when the service answered with an error. */
  fallback?: MessageDescriptor
  /** A way on from the failure, e.g. trying again. */
  action?: ReactNode
}

/**
 * A failed request: the connection message when no answer came (network failure, timeout), otherwise
 * `fallback` (the generic error), also for an answer that could not be read.
 */
export function RequestErrorAlert({ error, fallback = commonMessages.genericError, action }: RequestErrorAlertProps) {
  const intl = useIntl()
  return <Alert action={action}>{intl.formatMessage(requestErrorMessage(error, fallback))}</Alert>
}

/** The text of a failed request, for forms that show it elsewhere than in an alert of its own. */
export function requestErrorMessage(error: unknown, fallback: MessageDescriptor = commonMessages.genericError) {
  return isNoResponse(error) ? commonMessages.connectionError : fallback
}
