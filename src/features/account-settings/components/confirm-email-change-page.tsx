import { useQueryClient } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { hasStatus } from '@/shared/api/api-errors'
import { paths } from '@/shared/config/paths'
import { sectionMessages } from '@/shared/intl/section-messages'
import { MailLinkConfirmation } from '@/shared/mail-link/mail-link-confirmation'
import { sessionKeys } from '@/shared/session/session-api'
import { Alert } from '@/shared/ui/alert'
import { confirmEmailChange } from '../api/change-email-api'
import { confirmEmailChangeMessages } from '../messages'

/**
 * `email-change/confirm-doi?token=…`, opened from the mail to the new address: confirms it as the page
 * opens. Without a token it fails at once (spec section 5: "Email DOI without token fails with ERROR").
 */
export function ConfirmEmailChangePage() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  return (
    <MailLinkConfirmation
      title={intl.formatMessage(confirmEmailChangeMessages.title)}
      confirm={confirmEmailChange}
      // A customer signed in in this tab sees the new address at once.
      onConfirmed={() => queryClient.invalidateQueries({ queryKey: sessionKeys.all })}
      confirming={intl.formatMessage(confirmEmailChangeMessages.confirming)}
      missingToken={{ text: intl.formatMessage(confirmEmailChangeMessages.tokenMissing) }}
      expired={{
        when: (error) => hasStatus(error, 410),
        text: intl.formatMessage(confirmEmailChangeMessages.expired),
        action: <Link to={paths.changeEmail.getHref()}>{intl.formatMessage(sectionMessages.changeEmail)}</Link>,
      }}
      done={({ email }) => (
        <>
          <Alert tone="success">
            <FormattedMessage {...confirmEmailChangeMessages.confirmed} values={{ email: <strong>{email}</strong> }} />
          </Alert>
          <p>
            <Link className="button button--primary" to={paths.home.getHref()}>
              {intl.formatMessage(confirmEmailChangeMessages.toMyAccount)}
            </Link>
          </p>
        </>
      )}
    />
  )
}

export { ConfirmEmailChangePage as Component }
