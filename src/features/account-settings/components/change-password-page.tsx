import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { paths } from '@/shared/config/paths'
import { NewPasswordFields } from '@/shared/forms/new-password-fields'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { isNoResponse } from '@/shared/api/api-errors'
import { showServerFieldErrors } from '@/shared/forms/server-field-errors'
import { commonMessages } from '@/shared/intl/common-messages'
import { sectionMessages } from '@/shared/intl/section-messages'
import { useSession } from '@/shared/session/session-api'
import { needsPasswordFromSocialLogin } from '@/shared/session/needs-password-from-social-login'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { PageIntro } from '@/shared/ui/page-intro'
import { changePassword, changePasswordFailure, type ChangePasswordStatus } from '../api/change-password-api'
import { changePasswordMessages, currentPasswordMessages } from '../messages'
import { CurrentPasswordField } from './current-password-field'
import { DeleteAccountSection } from './delete-account-section'
import { PasswordChangedModal } from './password-changed-modal'
import { SetPasswordLinkSection } from './set-password-link-section'
import './account-settings.css'

type ChangePasswordValues = { currentPassword: string; password: string; confirmation: string }

const defaultValues: ChangePasswordValues = { currentPassword: '', password: '', confirmation: '' }

function ChangePasswordForm() {
  const intl = useIntl()
  const { control, handleSubmit, setError, reset } = useForm<ChangePasswordValues>({ defaultValues })
  // The change last sent without an answer (timeout, connection): it may have gone through.
  const unanswered = useRef<ChangePasswordValues | null>(null)
  const [mayHaveChanged, setMayHaveChanged] = useState(false)
  const change = useSingleFlightMutation({
    mutationFn: ({ currentPassword, password }: ChangePasswordValues) =>
      changePassword({ currentPassword, newPassword: password }),
    onMutate: () => setMayHaveChanged(false),
    onSuccess: () => {
      unanswered.current = null
    },
    onError: (error, values) => {
      const failure = changePasswordFailure(error)
      const sentBefore = unanswered.current
      if (isNoResponse(error)) unanswered.current = values
      // The same change again, refused for the current password: the first one most likely set the new
      // one. "Das Passwort ist nicht korrekt" would send the customer looking for a typo that is not there.
      if (
        failure === 'wrongPassword' &&
        sentBefore?.currentPassword === values.currentPassword &&
        sentBefore.password === values.password
      ) {
        setMayHaveChanged(true)
        return
      }
      if (failure === 'wrongPassword')
        showServerFieldErrors(setError, [
          { field: 'currentPassword', message: intl.formatMessage(currentPasswordMessages.wrong) },
        ])
      if (failure === 'sameAsOld')
        showServerFieldErrors(setError, [
          { field: 'password', message: intl.formatMessage(changePasswordMessages.sameAsOld) },
        ])
    },
  })
  const failure = change.isError ? changePasswordFailure(change.error) : undefined
  const status: ChangePasswordStatus = change.isSuccess
    ? 'successful'
    : failure === 'sameAsOld'
      ? 'genericError'
      : (failure ?? 'default')

  const submit = handleSubmit((values) => {
    // Spec section 5: the new password must differ from the current one.
    if (values.password === values.currentPassword) {
      showServerFieldErrors(setError, [
        { field: 'password', message: intl.formatMessage(changePasswordMessages.sameAsOld) },
      ])
      return
    }
    change.mutate(values)
  })

  // The cleanup of spec section 4: back to the default status, with an empty form.
  const cleanup = () => {
    change.reset()
    unanswered.current = null
    reset(defaultValues)
  }

  return (
    <>
      <form noValidate className="card stack account-settings" onSubmit={(event) => void submit(event)}>
        <PageIntro message={changePasswordMessages.intro} />
        {status === 'wrongToken' ? (
          <Alert
            action={
              <Link to={paths.login.getHref(paths.changePassword.getHref())}>
                {intl.formatMessage(changePasswordMessages.toLogin)}
              </Link>
            }
          >
            {intl.formatMessage(changePasswordMessages.wrongToken)}
          </Alert>
        ) : null}
        {status === 'genericError' && failure !== 'sameAsOld' ? <RequestErrorAlert error={change.error} /> : null}
        {mayHaveChanged && change.isError ? (
          <Alert>{intl.formatMessage(changePasswordMessages.mayHaveChanged)}</Alert>
        ) : null}
        <CurrentPasswordField control={control} name="currentPassword" />
        <NewPasswordFields control={control} />
        <div className="form-actions">
          <Button type="submit" busy={change.isPending}>
            {intl.formatMessage(changePasswordMessages.submit)}
          </Button>
        </div>
      </form>
      <PasswordChangedModal open={status === 'successful'} onClose={cleanup} />
    </>
  )
}

/**
 * `change-password`: the current and a new password; a social-login account without a password gets
 * the emailed link to set one instead. The deletion of the account sits below.
 */
export function ChangePasswordPage() {
  const intl = useIntl()
  const { user } = useSession()
  const setsFirstPassword = user !== null && needsPasswordFromSocialLogin(user)
  useDocumentTitle(intl.formatMessage(setsFirstPassword ? commonMessages.setPassword : sectionMessages.changePassword))
  return (
    <div className="stack">
      {setsFirstPassword ? <SetPasswordLinkSection email={user.email ?? ''} /> : <ChangePasswordForm />}
      <DeleteAccountSection />
    </div>
  )
}

export { ChangePasswordPage as Component }
