import type { ReactNode } from 'react'
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { isNoResponse, tooManyAttemptsWait } from '@/shared/api/api-errors'
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
  return <Alert action={action}>{requestErrorText(intl, error, fallback)}</Alert>
}

/**
 * The text of a failed request, for forms that show it elsewhere than in an alert of its own: the throttling
 * message with its wait (429), the connection message, or `fallback`.
 */
export function requestErrorText(
  intl: IntlShape,
  error: unknown,
  fallback: MessageDescriptor = commonMessages.genericError,
): string {
  const wait = tooManyAttemptsWait(error)
  if (wait) return tooManyAttemptsText(intl, wait.minutes)
  return intl.formatMessage(isNoResponse(error) ? commonMessages.connectionError : fallback)
}

/** The throttling message: try again in so many minutes, or later where the service did not say when. */
export function tooManyAttemptsText(intl: IntlShape, minutes: number | null): string {
  return minutes === null
    ? intl.formatMessage(commonMessages.tooManyAttemptsLater)
    : intl.formatMessage(commonMessages.tooManyAttempts, { minutes })
}
