import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { isNoResponse } from '@/shared/api/api-errors'
import { commonMessages } from '@/shared/intl/common-messages'
import { Alert } from '@/shared/ui/alert'

/**
 * A failed call (spec section 8): the connection message when no answer came, otherwise the generic one.
 * Kept here until the sign-in's request-error alert moves to src/shared/forms; then this file goes.
 */
export function RequestFailedAlert({ error, action }: { error: unknown; action?: ReactNode }) {
  const intl = useIntl()
  return (
    <Alert action={action}>
      {intl.formatMessage(isNoResponse(error) ? commonMessages.connectionError : commonMessages.genericError)}
    </Alert>
  )
}
