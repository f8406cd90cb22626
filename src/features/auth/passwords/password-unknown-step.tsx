import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { Button } from '@/shared/ui/button'
import { paths } from '@/shared/config/paths'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { ServiceLine } from '@/shared/forms/service-line'
import { requestPasswordReset } from '../api/passwords-api'
import { authMessages } from '../common/messages'
import { UsernameLine } from '../common/username-line'
import { passwordMessages } from './messages'

type PasswordUnknownStepProps = { username: string; onChangeUsername: () => void }

/**
 * "Passwort vergessen?" on the password step: a reset link for the username just entered, or the
 * service line when the account may exist but the password is unknown (spec section 8).
 */
export function PasswordUnknownStep({ username, onChangeUsername }: PasswordUnknownStepProps) {
  const intl = useIntl()
  const navigate = useNavigate()
  const request = useSingleFlightMutation({
    mutationFn: () => requestPasswordReset(username),
    onSuccess: () => navigate(paths.sendPasswordLinkSuccess.getHref('password-forgotten')),
  })
  return (
    <div className="stack">
      <h2>{intl.formatMessage(passwordMessages.forgotPassword)}</h2>
      <UsernameLine label={intl.formatMessage(authMessages.account)} username={username} />
      <p>{intl.formatMessage(passwordMessages.passwordUnknownText)}</p>
      {request.isError ? <RequestErrorAlert error={request.error} /> : null}
      <Button className="button--full" busy={request.isPending} onClick={() => request.mutate()}>
        {intl.formatMessage(passwordMessages.sendResetLink)}
      </Button>
      <ServiceLine reason={passwordMessages.servicePasswordUnknown} />
      <div>
        <Button variant="link" onClick={onChangeUsername}>
          {intl.formatMessage(passwordMessages.otherUsername)}
        </Button>
      </div>
    </div>
  )
}
