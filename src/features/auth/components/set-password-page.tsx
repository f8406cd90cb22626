import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Link, useParams, useSearchParams } from 'react-router'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { hasStatus, isApiError } from '@/shared/api/api-errors'
import { setPasswordForSocialLogin, setPasswordWithToken } from '../api/passwords-api'
import { loginMessages } from '../messages'
import { passwordMessages } from '../password-messages'
import { NewPasswordFields, type NewPasswordForm } from './new-password-fields'

type SetPasswordForm = NewPasswordForm

/**
 * Set a new password from a mailed link: `set-password?token=…` or `login/forgottenpassword/:token`
 * (the token is the last path segment).
 */
export function SetPasswordPage() {
  const intl = useIntl()
  const [searchParams] = useSearchParams()
  const { token: pathToken } = useParams()
  const token = pathToken ?? searchParams.get('token') ?? ''
  // A social-login account's first password (`type=social`) has an endpoint of its own.
  const setPassword = searchParams.get('type') === 'social' ? setPasswordForSocialLogin : setPasswordWithToken
  useDocumentTitle(intl.formatMessage(passwordMessages.setTitle))
  const { handleSubmit, control } = useForm<SetPasswordForm>({
    defaultValues: { password: '', confirmation: '' },
  })
  const save = useMutation({ mutationFn: ({ password }: SetPasswordForm) => setPassword(token, password) })
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
          <NewPasswordFields control={control} />
          <Button type="submit" className="button--full" busy={save.isPending}>
            {intl.formatMessage(passwordMessages.setSubmit)}
          </Button>
        </form>
      )}
    </div>
  )
}
