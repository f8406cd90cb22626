import { useIntl } from 'react-intl'
import { useRuntime } from '@/shared/config/runtime'
import { validateUsername, type UsernameError } from '@/shared/validation/username'
import { emailFieldMessages } from '@/shared/forms/email-field-messages'
import { loginMessages } from '../login/messages'

/**
 * The username field's label and validation for the shop: email or customer number, or on the
 * Swiss shop (`emailOnly`) an email address only.
 */
export function useUsernameField() {
  const intl = useIntl()
  const { locale } = useRuntime()
  const emailOnly = locale === 'ch'
  const errorMessages: Record<UsernameError, string> = {
    required: intl.formatMessage(emailOnly ? emailFieldMessages.emailRequired : loginMessages.usernameRequired),
    invalid: intl.formatMessage(emailOnly ? loginMessages.usernameEmailOnly : loginMessages.usernameInvalid),
    emailOnly: intl.formatMessage(loginMessages.usernameEmailOnly),
  }
  return {
    emailOnly,
    label: intl.formatMessage(emailOnly ? emailFieldMessages.email : loginMessages.usernameLabel),
    validate: (value: string) => {
      const error = validateUsername(value, locale)
      return error ? errorMessages[error] : true
    },
  }
}
