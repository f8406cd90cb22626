import { useId } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Link, useParams, useSearchParams } from 'react-router'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { TextField } from '@/shared/ui/text-field'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { hasStatus, isApiError } from '@/shared/api/api-errors'
import { passwordMinLength } from '@/shared/validation/password'
import { setPasswordWithToken } from '../api/passwords-api'
import { loginMessages } from '../messages'
import { passwordMessages } from '../password-messages'
import { PasswordStrength } from './password-strength'

type SetPasswordForm = { password: string; confirmation: string }

/**
 * Set a new password from a mailed link: `set-password?token=…` or `login/forgottenpassword/:token`
 * (the token is the last path segment).
 */
export function SetPasswordPage() {
  const intl = useIntl()
  const strengthId = useId()
  const [searchParams] = useSearchParams()
  const { token: pathToken } = useParams()
  const token = pathToken ?? searchParams.get('token') ?? ''
  useDocumentTitle(intl.formatMessage(passwordMessages.setTitle))
  const { register, handleSubmit, formState, control, getValues } = useForm<SetPasswordForm>({
    defaultValues: { password: '', confirmation: '' },
  })
  const typedPassword = useWatch({ control, name: 'password' })
  const save = useMutation({ mutationFn: ({ password }: SetPasswordForm) => setPasswordWithToken(token, password) })
  const linkProblem = !token
    ? passwordMessages.tokenMissing
    : hasStatus(save.error, 410)
      ? passwordMessages.tokenExpired
      : undefined

  if (save.isSuccess) {
    return (
      <div className="login-page">
        <div className="card stack">
          <h1>{intl.formatMessage(passwordMessages.setTitle)}</h1>
          <Alert tone="success">{intl.formatMessage(passwordMessages.setSuccess)}</Alert>
          <Link className="button button--primary" to="/login">
            {intl.formatMessage(passwordMessages.toLogin)}
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="login-page stack">
      <h1>{intl.formatMessage(passwordMessages.setTitle)}</h1>
      {linkProblem ? (
        <Alert action={<Link to="/forgot-password">{intl.formatMessage(passwordMessages.requestNewLink)}</Link>}>
          {intl.formatMessage(linkProblem)}
        </Alert>
      ) : (
        <form noValidate className="card stack" onSubmit={handleSubmit((values) => save.mutate(values))}>
          {save.isError ? (
            <Alert>
              {intl.formatMessage(
                isApiError(save.error) && save.error.kind !== 'http'
                  ? loginMessages.connectionError
                  : passwordMessages.couldNotSave,
              )}
            </Alert>
          ) : null}
          <TextField
            label={intl.formatMessage(passwordMessages.newPassword)}
            type="password"
            autoComplete="new-password"
            hint={intl.formatMessage(passwordMessages.strengthHint)}
            error={formState.errors.password?.message}
            {...register('password', {
              minLength: { value: passwordMinLength, message: intl.formatMessage(passwordMessages.minLength) },
              required: intl.formatMessage(passwordMessages.minLength),
            })}
          />
          <PasswordStrength id={strengthId} password={typedPassword} />
          <TextField
            label={intl.formatMessage(passwordMessages.confirmPassword)}
            type="password"
            autoComplete="new-password"
            error={formState.errors.confirmation?.message}
            {...register('confirmation', {
              required: intl.formatMessage(passwordMessages.confirmRequired),
              validate: (value) =>
                value === getValues('password') || intl.formatMessage(passwordMessages.confirmMismatch),
            })}
          />
          <Button type="submit" className="button--full" busy={save.isPending}>
            {intl.formatMessage(passwordMessages.setSubmit)}
          </Button>
        </form>
      )}
    </div>
  )
}
