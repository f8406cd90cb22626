import { useId } from 'react'
import { useController, type Control } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { TextField } from '@/shared/ui/text-field'
import { passwordMinLength } from '@/shared/validation/password'
import { passwordMessages } from '../password-messages'
import { PasswordStrength } from './password-strength'

export type NewPasswordForm = { password: string; confirmation: string }

/**
 * A new password and its repetition (spec section 5: at least 8 characters, strength hints while
 * typing, the repetition must match), for every page that sets a password from a mailed link.
 */
export function NewPasswordFields({ control }: { control: Control<NewPasswordForm> }) {
  const intl = useIntl()
  const strengthId = useId()
  const password = useController({
    control,
    name: 'password',
    rules: {
      required: intl.formatMessage(passwordMessages.minLength),
      minLength: { value: passwordMinLength, message: intl.formatMessage(passwordMessages.minLength) },
    },
  })
  const confirmation = useController({
    control,
    name: 'confirmation',
    rules: {
      required: intl.formatMessage(passwordMessages.confirmRequired),
      validate: (value, values) => value === values.password || intl.formatMessage(passwordMessages.confirmMismatch),
    },
  })
  return (
    <>
      <TextField
        label={intl.formatMessage(passwordMessages.newPassword)}
        type="password"
        autoComplete="new-password"
        hint={intl.formatMessage(passwordMessages.strengthHint)}
        error={password.fieldState.error?.message}
        {...password.field}
      />
      <PasswordStrength id={strengthId} password={password.field.value} />
      <TextField
        label={intl.formatMessage(passwordMessages.confirmPassword)}
        type="password"
        autoComplete="new-password"
        error={confirmation.fieldState.error?.message}
        {...confirmation.field}
      />
    </>
  )
}
