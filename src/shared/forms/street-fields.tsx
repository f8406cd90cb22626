import type { Control, FieldValues } from 'react-hook-form'
import type { MessageDescriptor } from 'react-intl'
import { validateStreetNumber } from '@/shared/validation/address'
import { validateRequired, validateStreet } from '@/shared/validation/account-form'
import { fieldMessages } from './field-messages'
import { fieldPath, type FieldsetPrefix } from './fieldset-prefix'
import { FormTextField } from './form-text-field'
import './forms.css'

export type StreetValues = { street: string; streetNumber: string }

type StreetFieldsProps<T extends FieldValues> = {
  control: Control<T>
  /**
   * `newAddress` (default): a street without special characters and no Packstation (spec section 5).
   * `storedAddress`: only required, for an address the service compares with one it has stored.
   */
  rule?: 'newAddress' | 'storedAddress'
  /** What to say about a Packstation in the street; by default that it cannot be a billing address. */
  packstationProblem?: MessageDescriptor
  /** `digitFirst`: the house number must start with a digit (the address book); by default only required. */
  streetNumberRule?: 'required' | 'digitFirst'
} & FieldsetPrefix<T, StreetValues>

const streetProblems = {
  required: fieldMessages.streetInvalid,
  specialCharacters: fieldMessages.streetSpecialCharacters,
  packstation: fieldMessages.streetPackstation,
}

/** Street and house number side by side (stacked on narrow phones); both required. */
export function StreetFields<T extends FieldValues>({
  control,
  prefix,
  rule = 'newAddress',
  packstationProblem = fieldMessages.streetPackstation,
  streetNumberRule = 'required',
}: StreetFieldsProps<T>) {
  const name = (field: keyof StreetValues) => fieldPath<T, StreetValues>(prefix, field)
  return (
    <div className="form-row form-row--street">
      <FormTextField
        control={control}
        name={name('street')}
        label={fieldMessages.street}
        autoComplete="address-line1"
        rule={{
          check: rule === 'newAddress' ? validateStreet : validateRequired,
          problems: { ...streetProblems, packstation: packstationProblem },
        }}
      />
      <FormTextField
        control={control}
        name={name('streetNumber')}
        label={fieldMessages.streetNumber}
        rule={{
          check: streetNumberRule === 'digitFirst' ? validateStreetNumber : validateRequired,
          problems: { required: fieldMessages.streetNumberInvalid, invalid: fieldMessages.streetNumberFormat },
        }}
      />
    </div>
  )
}
