import { useId } from 'react'
import { get, useController, type Control, type FieldValues } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { shopLocaleSettings } from '@/shared/config/locales'
import {
  accountCountries,
  validateZipCode,
  zipCodeMinLength,
  type AccountCountry,
} from '@/shared/validation/account-form'
import { fieldMessages } from './field-messages'
import { fieldPath, type FieldsetPrefix } from './fieldset-prefix'
import { FormTextField, requiredRule } from './form-text-field'
import { StreetFields, type StreetValues } from './street-fields'
import './forms.css'

export type AddressValues = StreetValues & {
  addressAddition: string
  zipCode: string
  city: string
  countryCode: AccountCountry
}

export const countryNames: Record<AccountCountry, string> = {
  DE: shopLocaleSettings.de.countryName,
  AT: shopLocaleSettings.at.countryName,
}

type AddressFieldsProps<T extends FieldValues> = { control: Control<T> } & FieldsetPrefix<T, AddressValues>

/**
 * A postal address of spec sections 3 and 5: street and house number, an optional addition,
 * postcode (long enough for the chosen country) and city, and the country.
 */
export function AddressFields<T extends FieldValues>({ control, prefix }: AddressFieldsProps<T>) {
  const intl = useIntl()
  const countryId = useId()
  const name = (field: keyof AddressValues) => fieldPath<T, AddressValues>(prefix, field)
  const countryOf = (values: T): AccountCountry => get(values, name('countryCode'))
  // The postcode rule depends on the country: changing it checks the postcode again.
  const {
    field: { ref: countryRef, ...country },
  } = useController({ control, name: name('countryCode'), rules: { deps: [name('zipCode')] } })
  return (
    <>
      {/* Under the address's prefix, as the other fields (the generic form type is not narrowed here). */}
      <StreetFields control={control as Control<FieldValues>} prefix={prefix as string} />
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
            check: (value, values) => validateZipCode(value, countryOf(values)),
            problems: { required: fieldMessages.zipCodeInvalid, tooShort: fieldMessages.zipCodeTooShort },
            problemValues: (values) => ({
              country: countryNames[countryOf(values)],
              count: zipCodeMinLength[countryOf(values)],
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
      <div className="field">
        <label className="field__label" htmlFor={countryId}>
          {intl.formatMessage(fieldMessages.country)}
        </label>
        <select
          id={countryId}
          className="field__input"
          autoComplete="country"
          name={country.name}
          ref={countryRef}
          value={country.value}
          onChange={country.onChange}
          onBlur={country.onBlur}
        >
          {accountCountries.map((code) => (
            <option key={code} value={code}>
              {countryNames[code]}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}
