import type { Control, FieldValues, Path } from 'react-hook-form'
import type { MessageDescriptor } from 'react-intl'
import { FormTextField, requiredRule } from '@/shared/forms/form-text-field'
import { currentPasswordMessages } from '../messages'

type CurrentPasswordFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  hint?: MessageDescriptor
}

/** "Aktuelles Passwort": required; it confirms a change of email or password and the deletion of the account. */
export function CurrentPasswordField<T extends FieldValues>({ control, name, hint }: CurrentPasswordFieldProps<T>) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={currentPasswordMessages.label}
      hint={hint}
      type="password"
      autoComplete="current-password"
      rule={requiredRule(currentPasswordMessages.required)}
    />
  )
}
