import type { Control, FieldValues } from 'react-hook-form'
import { fieldMessages } from './field-messages'
import { fieldPath, type FieldsetPrefix } from './fieldset-prefix'
import { FormTextField, requiredRule } from './form-text-field'

export type PersonNameValues = { firstName: string; lastName: string }

type NameFieldsProps<T extends FieldValues> = { control: Control<T> } & FieldsetPrefix<T, PersonNameValues>

/** First and last name, both required (spec section 5). */
export function NameFields<T extends FieldValues>({ control, prefix }: NameFieldsProps<T>) {
  const name = (field: keyof PersonNameValues) => fieldPath<T, PersonNameValues>(prefix, field)
  return (
    <>
      <FormTextField
        control={control}
        name={name('firstName')}
        label={fieldMessages.firstName}
        autoComplete="given-name"
        rule={requiredRule(fieldMessages.firstNameInvalid)}
      />
      <FormTextField
        control={control}
        name={name('lastName')}
        label={fieldMessages.lastName}
        autoComplete="family-name"
        rule={requiredRule(fieldMessages.lastNameInvalid)}
      />
    </>
  )
}
