import type { UseFormReturn } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { TextField } from '@/shared/ui/text-field'
import { useRuntime } from '@/shared/config/runtime'
import { validateBirthDate, type BirthDateError } from '@/shared/validation/birth-date'
import { validateUsername, type UsernameError } from '@/shared/validation/username'
import { accountVerificationMessages as messages } from '@/features/auth/account-verification-messages'
import { loginMessages } from '@/features/auth/messages'
import type { VerificationDraft } from './verification-draft'

type FieldProps = { form: UseFormReturn<VerificationDraft> }

/**
 * The account being verified: the username from the login page, or (after a reload or from a
 * direct link) a field to type it in.
 */
export function AccountField({ form, knownUsername }: FieldProps & { knownUsername: string | undefined }) {
  const intl = useIntl()
  const { locale } = useRuntime()
  if (knownUsername) {
    return (
      <div className="login-step__username">
        <span>
          {intl.formatMessage(messages.account)} <strong>{knownUsername}</strong>
        </span>
        <Link to="/login" aria-label={intl.formatMessage(messages.changeAccountLabel)}>
          {intl.formatMessage(messages.changeAccount)}
        </Link>
      </div>
    )
  }
  const emailOnly = locale === 'ch'
  const errorMessages: Record<UsernameError, string> = {
    required: intl.formatMessage(emailOnly ? loginMessages.usernameRequiredEmailOnly : loginMessages.usernameRequired),
    invalid: intl.formatMessage(emailOnly ? loginMessages.usernameEmailOnly : loginMessages.usernameInvalid),
    emailOnly: intl.formatMessage(loginMessages.usernameEmailOnly),
  }
  return (
    <TextField
      label={intl.formatMessage(emailOnly ? loginMessages.usernameLabelEmailOnly : loginMessages.usernameLabel)}
      hint={intl.formatMessage(messages.usernameHint)}
      autoComplete="username"
      error={form.formState.errors.username?.message}
      {...form.register('username', {
        validate: (value) => {
          const error = validateUsername(value, locale)
          return error ? errorMessages[error] : true
        },
      })}
    />
  )
}

/** Spec section 5 "Birth date": required, digits and separators only (dd.mm.yyyy), an adult. */
export function BirthDateField({ form }: FieldProps) {
  const intl = useIntl()
  const { now } = useRuntime()
  const errorMessages: Record<BirthDateError, string> = {
    required: intl.formatMessage(messages.birthDateRequired),
    format: intl.formatMessage(messages.birthDateFormat),
    invalid: intl.formatMessage(messages.birthDateInvalid),
    underage: intl.formatMessage(messages.birthDateUnderAge),
  }
  return (
    <TextField
      label={intl.formatMessage(messages.birthDateLabel)}
      hint={intl.formatMessage(messages.birthDateHint)}
      autoComplete="bday"
      error={form.formState.errors.dateOfBirth?.message}
      {...form.register('dateOfBirth', {
        validate: (value) => {
          const error = validateBirthDate(value, now())
          return error ? errorMessages[error] : true
        },
      })}
    />
  )
}
