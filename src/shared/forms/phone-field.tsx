import { get, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form'
import { validatePhone, type AddressCountry } from '@/shared/validation/address'
import { fieldMessages } from './field-messages'
import { FormTextField } from './form-text-field'

type PhoneFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  /** The field holding the address's country: the number must be valid there. */
  countryField: Path<T>
}

/** An optional phone number, checked for the address's country with its own message per country (spec section 5). */
export function PhoneField<T extends FieldValues>({ control, name, countryField }: PhoneFieldProps<T>) {
  const countryOf = (values: T): AddressCountry => get(values, countryField)
  // The example number is one of the address's country.
  const country: AddressCountry = useWatch({ control, name: countryField })
  return (
    <FormTextField
      control={control}
      name={name}
      label={fieldMessages.phone}
      hint={fieldMessages.phoneHint}
      hintValues={{ country }}
      type="tel"
      autoComplete="tel"
      rule={{
        check: (value, values) => {
          const problem = validatePhone(value, countryOf(values))
          return problem ? (`invalid_${countryOf(values)}` as const) : undefined
        },
        problems: {
          invalid_DE: fieldMessages.phoneInvalid_DE,
          invalid_AT: fieldMessages.phoneInvalid_AT,
          invalid_CH: fieldMessages.phoneInvalid_CH,
        },
      }}
    />
  )
}
