import type { UseFormReturn } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { TextField } from '@/shared/ui/text-field'
import { paths } from '@/shared/config/paths'
import { BirthDateField } from '@/shared/forms/birth-date-field'
import { authMessages } from '@/features/auth/common/messages'
import { useUsernameField } from '@/features/auth/common/use-username-field'
import { UsernameLine } from '@/features/auth/common/username-line'
import { accountVerificationMessages as messages } from '../messages'
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
        label={intl.formatMessage(authMessages.account)}
        username={knownUsername}
        action={
          <Link to={paths.login.getHref()} aria-label={intl.formatMessage(messages.changeAccountLabel)}>
            {intl.formatMessage(authMessages.change)}
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

const birthDateTexts = {
  hint: messages.birthDateHint,
  required: messages.birthDateRequired,
  format: messages.birthDateFormat,
  underage: messages.birthDateUnderAge,
}

/** The shared birth-date field, asking in the verification's words and leaving the typed date as it is. */
export function VerificationBirthDateField({ form }: FieldProps) {
  return <BirthDateField control={form.control} name="dateOfBirth" texts={birthDateTexts} padOnBlur={false} />
}
