import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Link, useSearchParams } from 'react-router'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { hasStatus, isApiError } from '@/shared/api/api-errors'
import { paths } from '@/shared/config/paths'
import { setPasswordWithToken } from '../api/passwords-api'
import { loginMessages } from '../messages'
import { passwordMessages } from '../password-messages'
import { lightAccountMessages } from '../light-account-messages'
import { NewPasswordFields, type NewPasswordForm } from './new-password-fields'

/**
 * A light user sets the first password from the mailed activation link
 * (`light-user-set-password?token=…`), then signs in with email and that password.
 */
export function LightUserSetPasswordPage() {
  const intl = useIntl()
  const token = useSearchParams()[0].get('token') ?? ''
  useDocumentTitle(intl.formatMessage(lightAccountMessages.setTitle))
  const { handleSubmit, control } = useForm<NewPasswordForm>({ defaultValues: { password: '', confirmation: '' } })
  const save = useMutation({ mutationFn: ({ password }: NewPasswordForm) => setPasswordWithToken(token, password) })
  // The existing set-password endpoint answers 410 for an expired or used token.
  const linkProblem = !token
    ? lightAccountMessages.tokenMissing
    : hasStatus(save.error, 410)
      ? lightAccountMessages.tokenExpired
      : undefined

  if (save.isSuccess) {
    return (
      <div className="login-page">
        <div className="card stack">
          <h1>{intl.formatMessage(lightAccountMessages.setTitle)}</h1>
          <Alert tone="success">{intl.formatMessage(lightAccountMessages.setSuccess)}</Alert>
          <Link className="button button--primary" to={paths.login.getHref()}>
            {intl.formatMessage(passwordMessages.toLogin)}
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="login-page stack">
      <h1>{intl.formatMessage(lightAccountMessages.setTitle)}</h1>
      {linkProblem ? (
        <Alert
          action={<Link to={paths.login.getHref()}>{intl.formatMessage(lightAccountMessages.requestNewLink)}</Link>}
        >
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
          <p>{intl.formatMessage(lightAccountMessages.setIntro)}</p>
          <NewPasswordFields control={control} />
          <Button type="submit" className="button--full" busy={save.isPending}>
            {intl.formatMessage(lightAccountMessages.setSubmit)}
          </Button>
        </form>
      )}
    </div>
  )
}
