import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { paths } from '@/shared/config/paths'
import { fieldMessages } from '@/shared/forms/field-messages'
import { FormTextField, type FieldRule } from '@/shared/forms/form-text-field'
import { NewsletterConsentField } from '@/shared/forms/newsletter-consent-field'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { showServerFieldErrors } from '@/shared/forms/server-field-errors'
import { commonMessages } from '@/shared/intl/common-messages'
import { sectionMessages } from '@/shared/intl/section-messages'
import { useSession } from '@/shared/session/session-api'
import { needsPasswordFromSocialLogin } from '@/shared/session/needs-password-from-social-login'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { PageIntro } from '@/shared/ui/page-intro'
import { validateAccountEmail } from '@/shared/validation/account-form'
import { changeEmail, changeEmailFailure, type ChangeEmailStatus } from '../api/change-email-api'
import { changeEmailMessages, currentPasswordMessages } from '../messages'
import { CurrentPasswordField } from './current-password-field'
import './account-settings.css'

type ChangeEmailValues = { newEmail: string; confirmEmail: string; password: string; newsletterOptIn: boolean }

const defaultValues: ChangeEmailValues = { newEmail: '', confirmEmail: '', password: '', newsletterOptIn: false }

const newEmailRule: FieldRule<ChangeEmailValues, 'required' | 'invalid'> = {
  check: validateAccountEmail,
  problems: { required: fieldMessages.emailRequired, invalid: fieldMessages.emailInvalid },
}

// Spec section 5: the repetition is required, valid and equal to the new address.
const confirmEmailRule: FieldRule<ChangeEmailValues, 'required' | 'invalid' | 'mismatch'> = {
  check: (value, values) =>
    validateAccountEmail(value) ??
    (value.trim().toLowerCase() !== values.newEmail.trim().toLowerCase() ? 'mismatch' : undefined),
  problems: {
    required: changeEmailMessages.confirmEmailRequired,
    invalid: fieldMessages.emailInvalid,
    mismatch: changeEmailMessages.confirmEmailMismatch,
  },
}

/** The refusals the service ties to a field, with their texts (spec section 8). */
const fieldOfStatus = {
  wrongPassword: { field: 'password', message: currentPasswordMessages.wrong },
  invalidEmail: { field: 'newEmail', message: fieldMessages.emailInvalid },
  emailAlreadyExists: { field: 'newEmail', message: changeEmailMessages.emailExists },
} as const

/** `change-email`: a new address with its repetition, the password, and the optional newsletter opt-in. */
export function ChangeEmailPage() {
  const intl = useIntl()
  useDocumentTitle(intl.formatMessage(sectionMessages.changeEmail))
  const { user } = useSession()
  const { control, handleSubmit, setError, reset, getValues } = useForm<ChangeEmailValues>({ defaultValues })
  const change = useSingleFlightMutation({
    mutationFn: ({ newEmail, password, newsletterOptIn }: ChangeEmailValues) =>
      changeEmail({ newEmail: newEmail.trim(), password, newsletterOptIn }),
    onError: (error) => {
      const status = changeEmailFailure(error)
      if (status === 'genericError') return
      const { field, message } = fieldOfStatus[status]
      showServerFieldErrors(setError, [{ field, message: intl.formatMessage(message) }])
    },
  })
  const status: ChangeEmailStatus = change.isSuccess
    ? 'changeSuccessful'
    : change.isError
      ? changeEmailFailure(change.error)
      : 'default'

  const submit = handleSubmit((values) => {
    // The service would call the own address "already in use"; say what it is instead, without a call.
    if (user?.email && values.newEmail.trim().toLowerCase() === user.email.toLowerCase()) {
      const message = intl.formatMessage(changeEmailMessages.sameAsCurrent)
      showServerFieldErrors(setError, [{ field: 'newEmail', message }])
      return
    }
    change.mutate(values)
  })

  // The cleanup of spec section 4: back to the default status, with an empty form.
  const startAgain = () => {
    change.reset()
    reset(defaultValues)
  }

  if (user && needsPasswordFromSocialLogin(user)) {
    return (
      <Alert
        tone="info"
        action={<Link to={paths.changePassword.getHref()}>{intl.formatMessage(commonMessages.setPassword)}</Link>}
      >
        {intl.formatMessage(changeEmailMessages.needsPassword)}
      </Alert>
    )
  }

  if (status === 'changeSuccessful') {
    return (
      <div className="card stack account-settings">
        <Alert tone="success" title={intl.formatMessage(changeEmailMessages.successTitle)}>
          <FormattedMessage
            {...changeEmailMessages.success}
            values={{ email: <strong>{getValues('newEmail').trim()}</strong> }}
          />
        </Alert>
        <div className="form-actions">
          <Button variant="secondary" onClick={startAgain}>
            {intl.formatMessage(changeEmailMessages.changeAgain)}
          </Button>
        </div>
      </div>
    )
  }

  return (
    <form noValidate className="card stack account-settings" onSubmit={(event) => void submit(event)}>
      <PageIntro message={changeEmailMessages.intro} />
      {user?.email ? (
        <p>
          <FormattedMessage {...changeEmailMessages.currentEmail} values={{ email: <strong>{user.email}</strong> }} />
        </p>
      ) : null}
      {status === 'genericError' ? <RequestErrorAlert error={change.error} /> : null}
      <FormTextField
        control={control}
        name="newEmail"
        label={changeEmailMessages.newEmail}
        type="email"
        autoComplete="email"
        deps={['confirmEmail']}
        rule={newEmailRule}
      />
      <FormTextField
        control={control}
        name="confirmEmail"
        label={changeEmailMessages.confirmEmail}
        type="email"
        autoComplete="email"
        rule={confirmEmailRule}
      />
      <CurrentPasswordField control={control} name="password" hint={changeEmailMessages.passwordHint} />
      <NewsletterConsentField
        control={control}
        name="newsletterOptIn"
        description={intl.formatMessage(changeEmailMessages.newsletterDescription)}
      />
      <div className="form-actions">
        <Button type="submit" busy={change.isPending}>
          {intl.formatMessage(sectionMessages.changeEmail)}
        </Button>
      </div>
    </form>
  )
}

export { ChangeEmailPage as Component }
