import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form'
import type { MessageDescriptor } from 'react-intl'
import { validateOptionalPassword } from '@/shared/validation/account-form'
import { validateNewPassword } from '@/shared/validation/password'
import { fieldMessages } from './field-messages'
import { FormTextField } from './form-text-field'
import { PasswordStrength } from './password-strength'

type NewPasswordFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  label?: MessageDescriptor
  hint?: MessageDescriptor
  /** Empty is fine (the account form: the password is then set from the mailed link). */
  optional?: boolean
}

/** A password to choose (at least 8 characters) with its strength hints while typing (spec section 5). */
export function NewPasswordField<T extends FieldValues>({
  control,
  name,
  label = fieldMessages.newPassword,
  hint = fieldMessages.newPasswordHint,
  optional = false,
}: NewPasswordFieldProps<T>) {
  const password: string = useWatch({ control, name }) ?? ''
  return (
    <>
      <FormTextField
        control={control}
        name={name}
        label={label}
        hint={hint}
        type="password"
        autoComplete="new-password"
        rule={{
          check: optional ? validateOptionalPassword : validateNewPassword,
          problems: { tooShort: fieldMessages.passwordMinLength },
        }}
      />
      <PasswordStrength password={password} />
    </>
  )
}
