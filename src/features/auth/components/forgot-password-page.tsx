import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Link, useNavigate } from 'react-router'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { TextField } from '@/shared/ui/text-field'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { useRuntime } from '@/shared/config/runtime'
import { isApiError } from '@/shared/api/api-errors'
import { normalizeUsername, validateUsername } from '@/shared/validation/username'
import { requestPasswordReset } from '../api/passwords-api'
import { loginMessages } from '../messages'
import { passwordMessages } from '../password-messages'

/** Request a reset link for any username (the login page's password-unknown step sends one directly). */
export function ForgotPasswordPage() {
  const intl = useIntl()
  const navigate = useNavigate()
  const { locale } = useRuntime()
  useDocumentTitle(intl.formatMessage(passwordMessages.forgotTitle))
  const { register, handleSubmit, formState } = useForm({ defaultValues: { username: '' } })
  const request = useMutation({
    mutationFn: (username: string) => requestPasswordReset(normalizeUsername(username)),
    onSuccess: () => navigate('/send-password-link-success?reason=password-forgotten'),
  })
  const emailOnly = locale === 'ch'
  return (
    <div className="login-page stack">
      <h1>{intl.formatMessage(passwordMessages.forgotTitle)}</h1>
      <form noValidate className="card stack" onSubmit={handleSubmit(({ username }) => request.mutate(username))}>
        {request.isError ? (
          <Alert>
            {intl.formatMessage(
              isApiError(request.error) && request.error.kind !== 'http'
                ? loginMessages.connectionError
                : loginMessages.genericError,
            )}
          </Alert>
        ) : null}
        <p>{intl.formatMessage(passwordMessages.forgotIntro)}</p>
        <TextField
          label={intl.formatMessage(emailOnly ? loginMessages.usernameLabelEmailOnly : loginMessages.usernameLabel)}
          autoComplete="username"
          error={formState.errors.username?.message}
          {...register('username', {
            validate: (value) => {
              const error = validateUsername(value, locale)
              if (!error) return true
              if (error === 'required')
                return intl.formatMessage(
                  emailOnly ? loginMessages.usernameRequiredEmailOnly : loginMessages.usernameRequired,
                )
              return intl.formatMessage(
                emailOnly || error === 'emailOnly' ? loginMessages.usernameEmailOnly : loginMessages.usernameInvalid,
              )
            },
          })}
        />
        <Button type="submit" className="button--full" busy={request.isPending}>
          {intl.formatMessage(passwordMessages.forgotSubmit)}
        </Button>
        <p>
          <Link to="/login">{intl.formatMessage(passwordMessages.backToLogin)}</Link>
        </p>
      </form>
    </div>
  )
}
