import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { paths } from '@/shared/config/paths'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { Button } from '@/shared/ui/button'
import { requestSetPasswordLink } from '../api/change-password-api'
import { changePasswordMessages } from '../messages'

/** A social-login account without a password: the link to set one is mailed (spec sections 2 and 6). */
export function SetPasswordLinkSection({ email }: { email: string }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const send = useSingleFlightMutation({
    mutationFn: () => requestSetPasswordLink(email),
    onSuccess: () => navigate(paths.sendPasswordLinkSuccess.getHref('set-password')),
  })
  return (
    <div className="card stack account-settings">
      <p>
        <FormattedMessage {...changePasswordMessages.setIntro} values={{ email: <strong>{email}</strong> }} />
      </p>
      {send.isError ? <RequestErrorAlert error={send.error} /> : null}
      <div className="form-actions">
        <Button busy={send.isPending} onClick={() => send.mutate()}>
          {intl.formatMessage(changePasswordMessages.sendSetLink)}
        </Button>
      </div>
    </div>
  )
}
