import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form'
import type { MessageDescriptor } from 'react-intl'
import { useRuntime } from '@/shared/config/runtime'
import { adultAge, formatBirthDate, validateBirthDate, type BirthDateError } from '@/shared/validation/birth-date'
import { fieldMessages } from './field-messages'
import { FormTextField } from './form-text-field'

type BirthDateTexts = Record<'hint' | BirthDateError, MessageDescriptor>

const accountFormTexts: BirthDateTexts = {
  hint: fieldMessages.dateOfBirthHint,
  required: fieldMessages.dateOfBirthRequired,
  format: fieldMessages.dateOfBirthFormat,
  invalid: fieldMessages.dateOfBirthInvalid,
  underage: fieldMessages.dateOfBirthUnderage,
}

type BirthDateFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: FieldPathByValue<T, string>
  /** Texts a form words its own way (account verification asks rather than checks). */
  texts?: Partial<BirthDateTexts>
  /** Pads day and month to two digits when the field is left (spec section 5); on by default. */
  padOnBlur?: boolean
}

/** Spec section 5 "Birth date": required, digits and separators only (dd.mm.yyyy), an adult. */
export function BirthDateField<T extends FieldValues>({
  control,
  name,
  texts,
  padOnBlur = true,
}: BirthDateFieldProps<T>) {
  const { now } = useRuntime()
  const { hint, ...problems } = { ...accountFormTexts, ...texts }
  return (
    <FormTextField
      control={control}
      name={name}
      label={fieldMessages.dateOfBirth}
      hint={hint}
      autoComplete="bday"
      inputMode="decimal"
      rule={{ check: (value) => validateBirthDate(value, now()), problems, problemValues: () => ({ age: adultAge }) }}
      formatOnBlur={padOnBlur ? formatBirthDate : undefined}
    />
  )
}
