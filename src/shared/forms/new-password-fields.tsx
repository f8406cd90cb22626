import { get, type Control, type FieldValues } from 'react-hook-form'
import { fieldMessages } from './field-messages'
import { fieldPath, type FieldsetPrefix } from './fieldset-prefix'
import { FormTextField, type FieldRule } from './form-text-field'
import { NewPasswordField } from './new-password-field'

export type NewPasswordValues = { password: string; confirmation: string }

type NewPasswordFieldsProps<T extends FieldValues> = { control: Control<T> } & FieldsetPrefix<T, NewPasswordValues>

/**
 * A new password and its repetition (spec section 5: at least 8 characters, strength hints while
 * typing, the repetition must match), for every form that sets or changes a password.
 */
export function NewPasswordFields<T extends FieldValues>({ control, prefix }: NewPasswordFieldsProps<T>) {
  const name = (field: keyof NewPasswordValues) => fieldPath<T, NewPasswordValues>(prefix, field)
  const confirmationRule: FieldRule<T, 'required' | 'mismatch'> = {
    check: (value, values) =>
      value === '' ? 'required' : value !== get(values, name('password')) ? 'mismatch' : undefined,
    problems: { required: fieldMessages.confirmPasswordRequired, mismatch: fieldMessages.confirmPasswordMismatch },
  }
  return (
    <>
      <NewPasswordField control={control} name={name('password')} />
      <FormTextField
        control={control}
        name={name('confirmation')}
        label={fieldMessages.confirmPassword}
        type="password"
        autoComplete="new-password"
        rule={confirmationRule}
      />
    </>
  )
}
