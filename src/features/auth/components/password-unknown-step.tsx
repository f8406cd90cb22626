import { useMutation } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { Button } from '@/shared/ui/button'
import { requestPasswordReset } from '../api/passwords-api'
import { createAccountMessages } from '../create-account-messages'
import { RequestErrorAlert } from './request-error-alert'
import { ServiceLine } from './service-line'
import { UsernameLine } from './username-line'

type PasswordUnknownStepProps = { username: string; onChangeUsername: () => void }

/**
 * "Passwort vergessen?" on the password step: a reset link for the username just entered, or the
 * service line when the account may exist but the password is unknown (spec section 8).
 */
export function PasswordUnknownStep({ username, onChangeUsername }: PasswordUnknownStepProps) {
  const intl = useIntl()
  const navigate = useNavigate()
  const request = useMutation({
    mutationFn: () => requestPasswordReset(username),
    onSuccess: () => navigate('/send-password-link-success?reason=password-forgotten'),
  })
  return (
    <div className="stack">
      <h2>{intl.formatMessage(createAccountMessages.passwordUnknownHeading)}</h2>
      <UsernameLine label={intl.formatMessage(createAccountMessages.passwordUnknownFor)} username={username} />
      <p>{intl.formatMessage(createAccountMessages.passwordUnknownText)}</p>
      {request.isError ? <RequestErrorAlert error={request.error} /> : null}
      <Button className="button--full" busy={request.isPending} onClick={() => request.mutate()}>
        {intl.formatMessage(createAccountMessages.sendResetLink)}
      </Button>
      <ServiceLine reason={createAccountMessages.servicePasswordUnknown} />
      <div>
        <Button variant="link" onClick={onChangeUsername}>
          {intl.formatMessage(createAccountMessages.otherUsername)}
        </Button>
      </div>
    </div>
  )
}
