import type { UseFormReturn } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { TextField } from '@/shared/ui/text-field'
import { useRuntime } from '@/shared/config/runtime'
import { validateBirthDate, type BirthDateError } from '@/shared/validation/birth-date'
import { accountVerificationMessages as messages } from '@/features/auth/account-verification-messages'
import { useUsernameField } from '@/features/auth/use-username-field'
import { UsernameLine } from '@/features/auth/components/username-line'
import type { VerificationDraft } from './verification-draft'

type FieldProps = { form: UseFormReturn<VerificationDraft> }

/**
 * The account being verified: the username from the login page, or (after a reload or from a
 * direct link) a field to type it in.
 */
export function AccountField({ form, knownUsername }: FieldProps & { knownUsername: string | undefined }) {
  const intl = useIntl()
  const usernameField = useUsernameField()
  if (knownUsername) {
    return (
      <UsernameLine
        label={intl.formatMessage(messages.account)}
        username={knownUsername}
        action={
          <Link to="/login" aria-label={intl.formatMessage(messages.changeAccountLabel)}>
            {intl.formatMessage(messages.changeAccount)}
          </Link>
        }
      />
    )
  }
  return (
    <TextField
      label={usernameField.label}
      hint={intl.formatMessage(messages.usernameHint)}
      autoComplete="username"
      error={form.formState.errors.username?.message}
      {...form.register('username', { validate: usernameField.validate })}
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
