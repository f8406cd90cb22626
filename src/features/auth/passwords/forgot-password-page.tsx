import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Link, useNavigate } from 'react-router'
import { Button } from '@/shared/ui/button'
import { TextField } from '@/shared/ui/text-field'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { paths } from '@/shared/config/paths'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { normalizeUsername } from '@/shared/validation/username'
import { requestPasswordReset } from '../api/passwords-api'
import { useUsernameField } from '../common/use-username-field'
import { passwordMessages } from './messages'

/** Request a reset link for any username (the login page's password-unknown step sends one directly). */
export function ForgotPasswordPage() {
  const intl = useIntl()
  const navigate = useNavigate()
  const usernameField = useUsernameField()
  useDocumentTitle(intl.formatMessage(passwordMessages.forgotTitle))
  const { register, handleSubmit, formState } = useForm({ defaultValues: { username: '' } })
  // The production build prerenders this page (src/app/prerender.tsx). Until it has hydrated, the
  // field is read-only (TextField) and a submit does nothing (method dialog outside a dialog), so the
  // username never lands in the address bar.
  const request = useSingleFlightMutation({
    mutationFn: (username: string) => requestPasswordReset(normalizeUsername(username)),
    onSuccess: () => navigate(paths.sendPasswordLinkSuccess.getHref('password-forgotten')),
  })
  return (
    <div className="narrow-page stack">
      <h1>{intl.formatMessage(passwordMessages.forgotTitle)}</h1>
      <form
        noValidate
        method="dialog"
        className="card stack"
        onSubmit={(event) => void handleSubmit(({ username }) => request.mutate(username))(event)}
      >
        {request.isError ? <RequestErrorAlert error={request.error} /> : null}
        <p>{intl.formatMessage(passwordMessages.forgotIntro)}</p>
        <TextField
          label={usernameField.label}
          autoComplete="username"
          error={formState.errors.username?.message}
          {...register('username', { validate: usernameField.validate })}
        />
        <Button type="submit" className="button--full" busy={request.isPending}>
          {intl.formatMessage(passwordMessages.forgotSubmit)}
        </Button>
        <p>
          <Link to={paths.login.getHref()}>{intl.formatMessage(passwordMessages.backToLogin)}</Link>
        </p>
      </form>
    </div>
  )
}

export { ForgotPasswordPage as Component }
