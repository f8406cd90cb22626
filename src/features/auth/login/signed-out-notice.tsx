import { useIntl } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { defineMessages } from '@/shared/intl/define-messages'
import type { SignedOutReason } from '@/shared/config/paths'

// Here rather than in messages.ts: the login page loads this only when it was sent here with a reason.
const messages = defineMessages({
  REJECTED: {
    id: 'login.signedOut.sessionEnded',
    defaultMessage:
      'Sie wurden abgemeldet, weil Ihre Anmeldung abgelaufen ist: nach 10 Tagen, mit „Angemeldet bleiben“ nach 60 Tagen. Bitte melden Sie sich erneut an.',
  },
})

function isSignedOutReason(reason: string): reason is SignedOutReason {
  return Object.hasOwn(messages, reason)
}

/** Why the app sent the customer here from a signed-in page (the `reason` of the login link); any other value: nothing. */
export function SignedOutNotice({ reason }: { reason: string }) {
  const intl = useIntl()
  if (!isSignedOutReason(reason)) return null
  return <Alert tone="info">{intl.formatMessage(messages[reason])}</Alert>
}
