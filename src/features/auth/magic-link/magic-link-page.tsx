import { useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { Link, useNavigate } from 'react-router'
import { hasErrorCode, hasStatus } from '@/shared/api/api-errors'
import { paths } from '@/shared/config/paths'
import { MailLinkConfirmation } from '@/shared/mail-link/mail-link-confirmation'
import { rememberLoginMethod } from '@/shared/session/local-preferences'
import { refreshSessionAfterSignIn } from '@/shared/session/identity-change'
import { track } from '@/shared/tracking/tracking'
import { verifyMagicLink } from '../api/magic-link-api'
import { magicLinkMessages } from './messages'

function isExpiredLink(error: unknown): boolean {
  return hasStatus(error, 410) || hasErrorCode(error, 'magic_link_expired')
}

/**
 * The page a mailed sign-in link opens (`magic-link?token=…`): redeems the token once and goes
 * home signed in. Registration confirmations (account-activation tokens) land here too.
 */
export function MagicLinkPage() {
  const intl = useIntl()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const requestNewLink = <Link to={paths.login.getHref()}>{intl.formatMessage(magicLinkMessages.requestNewLink)}</Link>
  return (
    <MailLinkConfirmation
      title={intl.formatMessage(magicLinkMessages.pageTitle)}
      confirm={verifyMagicLink}
      // Signed in: the progress stays until home opens.
      onConfirmed={async () => {
        rememberLoginMethod('magicLink')
        track({ event: 'login', method: 'magicLink' })
        await refreshSessionAfterSignIn(queryClient)
        await navigate(paths.home.getHref(), { replace: true })
      }}
      confirming={intl.formatMessage(magicLinkMessages.verifying)}
      missingToken={{ text: intl.formatMessage(magicLinkMessages.tokenMissing), action: requestNewLink }}
      expired={{ when: isExpiredLink, text: intl.formatMessage(magicLinkMessages.expired), action: requestNewLink }}
    />
  )
}

export { MagicLinkPage as Component }
