import type { ReactNode } from 'react'
import { get, type Control, type FieldValues, type Path } from 'react-hook-form'
import type { MessageDescriptor } from 'react-intl'
import { shopLocaleSettings } from '@/shared/config/locales'
import {
  accountCountries,
  validateZipCode,
  zipCodeMinLength,
  type AccountCountry,
} from '@/shared/validation/account-form'
import { postcodeDigits, validatePostcode, type AddressCountry } from '@/shared/validation/address'
import { fieldMessages } from './field-messages'
import { fieldPath, type FieldsetPrefix } from './fieldset-prefix'
import { FormSelectField } from './form-select-field'
import { FormTextField, requiredRule } from './form-text-field'
import { StreetFields, type StreetValues } from './street-fields'
import './forms.css'

export type AddressValues<Country extends AddressCountry = AccountCountry> = StreetValues & {
  addressAddition: string
  zipCode: string
  city: string
  countryCode: Country
}

export const countryNames: Record<AddressCountry, string> = {
  DE: shopLocaleSettings.de.countryName,
  AT: shopLocaleSettings.at.countryName,
  CH: shopLocaleSettings.ch.countryName,
}

type AddressFieldsProps<T extends FieldValues> = {
  control: Control<T>
  /** The countries to choose from: by default those an account can be opened for (DE, AT). */
  countries?: readonly AddressCountry[]
  /**
   * `minimumLength` (default, the account form): at least the country's length.
   * `countryDigits` (the address book): exactly the country's digits, 5 in DE, 4 in AT and CH.
   */
  postcodeRule?: 'minimumLength' | 'countryDigits'
  /** What to say about a Packstation in the street (see StreetFields). */
  packstationProblem?: MessageDescriptor
  /** Fields in place of street and house number, e.g. a DHL station's number. */
  streetFields?: ReactNode
  /** Other fields whose rules read the country (e.g. the phone number): checked again when it changes. */
  countryDependents?: Path<T>[]
} & FieldsetPrefix<T, AddressValues<AddressCountry>>

/**
 * A postal address of spec sections 3 and 5: street and house number, an optional addition,
 * postcode (long enough for the chosen country) and city, and the country.
 */
export function AddressFields<T extends FieldValues>({
  control,
  prefix,
  countries = accountCountries,
  postcodeRule = 'minimumLength',
  packstationProblem,
  streetFields,
  countryDependents = [],
}: AddressFieldsProps<T>) {
  const name = (field: keyof AddressValues) => fieldPath<T, AddressValues>(prefix, field)
  const countryOf = (values: T): AddressCountry => get(values, name('countryCode'))
  const exactDigits = postcodeRule === 'countryDigits'
  return (
    <>
      {/* Under the address's prefix, as the other fields (the generic form type is not narrowed here). */}
      {streetFields ?? (
        <StreetFields
          control={control as Control<FieldValues>}
          prefix={prefix as string}
          packstationProblem={packstationProblem}
          streetNumberRule={exactDigits ? 'digitFirst' : 'required'}
        />
      )}
      <FormTextField
        control={control}
        name={name('addressAddition')}
        label={fieldMessages.addressAddition}
        hint={fieldMessages.addressAdditionHint}
        autoComplete="address-line2"
      />
      <div className="form-row form-row--city">
        <FormTextField
          control={control}
          name={name('zipCode')}
          label={fieldMessages.zipCode}
          autoComplete="postal-code"
          inputMode="numeric"
          rule={{
            check: (value, values) => {
              const country = countryOf(values)
              if (exactDigits) return validatePostcode(value, country)
              return country === 'CH' ? validatePostcode(value, country) : validateZipCode(value, country)
            },
            problems: {
              required: fieldMessages.zipCodeInvalid,
              tooShort: fieldMessages.zipCodeTooShort,
              invalid: fieldMessages.zipCodeDigits,
            },
            problemValues: (values) => ({
              country: countryOf(values),
              count: exactDigits ? postcodeDigits[countryOf(values)] : minimumLength(countryOf(values)),
            }),
          }}
        />
        <FormTextField
          control={control}
          name={name('city')}
          label={fieldMessages.city}
          autoComplete="address-level2"
          rule={requiredRule(fieldMessages.cityInvalid)}
        />
      </div>
      {/* The postcode rule depends on the country: changing it checks the postcode again. */}
      <FormSelectField
        control={control}
        name={name('countryCode')}
        label={fieldMessages.country}
        autoComplete="country"
        options={countries.map((code) => ({ value: code, label: countryNames[code] }))}
        deps={[name('zipCode'), ...countryDependents]}
      />
    </>
  )
}

function minimumLength(country: AddressCountry): number {
  return country === 'CH' ? postcodeDigits.CH : zipCodeMinLength[country]
}
