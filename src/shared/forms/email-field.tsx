import type { Control, FieldValues, Path } from 'react-hook-form'
import type { MessageDescriptor } from 'react-intl'
import { validateAccountEmail, type EmailError } from '@/shared/validation/account-form'
import { fieldMessages } from './field-messages'
import { FormTextField } from './form-text-field'

const emailProblems: Record<EmailError, MessageDescriptor> = {
  required: fieldMessages.emailRequired,
  invalid: fieldMessages.emailInvalid,
}

type EmailFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  /** Texts a form words its own way (the account form says "Bitte prüfen Sie …" for both). */
  problems?: Partial<Record<EmailError, MessageDescriptor>>
}

/** "E-Mail-Adresse": required and a valid address. */
export function EmailField<T extends FieldValues>({ control, name, problems }: EmailFieldProps<T>) {
  return (
    <FormTextField
      control={control}
      name={name}
      label={fieldMessages.email}
      type="email"
      autoComplete="email"
      rule={{ check: validateAccountEmail, problems: { ...emailProblems, ...problems } }}
    />
  )
}
