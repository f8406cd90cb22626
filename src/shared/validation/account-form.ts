import type { ShopLocale } from '../config/locales'
import { passwordMinLength } from './password'
import { isEmail } from './username'

/**
 * Rules of the account form (spec sections 3 and 5). The account service checks more on its
 * side (letters in names, digits in postcodes, ...) and answers with field keys of its own.
 */
export const salutations = ['MR', 'MS', 'FAMILY'] as const
export type Salutation = (typeof salutations)[number]
export const defaultSalutation: Salutation = 'MS'

/** Countries an account can be opened for in this form. */
export const accountCountries = ['DE', 'AT'] as const
export type AccountCountry = (typeof accountCountries)[number]

export function defaultAccountCountry(locale: ShopLocale): AccountCountry {
  return locale === 'at' ? 'AT' : 'DE'
}

export function isAccountCountry(value: unknown): value is AccountCountry {
  return typeof value === 'string' && (accountCountries as readonly string[]).includes(value)
}

/**
 * "Postcode longer than 4" (spec section 5) is the German rule; Austrian postcodes have four
 * digits, so for Austria four characters are the minimum.
 */
export const zipCodeMinLength: Record<AccountCountry, number> = { DE: 5, AT: 4 }

export type RequiredError = 'required'
export type StreetError = 'required' | 'specialCharacters' | 'packstation'
export type ZipCodeError = 'required' | 'tooShort'
export type EmailError = 'required' | 'invalid'
export type PasswordError = 'tooShort'

const isBlank = (value: string) => value.trim() === ''

/** First name, last name, house number and city: required. */
export function validateRequired(value: string): RequiredError | undefined {
  return isBlank(value) ? 'required' : undefined
}

// Letters of any language, digits, spaces and the punctuation street names really have.
const streetCharacters = /^[\p{L}\p{M}\d .,'’/-]+$/u
const packstation = /pack\s*-?\s*station/i

/** Street: required, no special characters, and no Packstation (not a billing address). */
export function validateStreet(value: string): StreetError | undefined {
  if (isBlank(value)) return 'required'
  if (!streetCharacters.test(value.trim())) return 'specialCharacters'
  if (packstation.test(value)) return 'packstation'
  return undefined
}

export function validateZipCode(value: string, country: AccountCountry): ZipCodeError | undefined {
  if (isBlank(value)) return 'required'
  return value.trim().length < zipCodeMinLength[country] ? 'tooShort' : undefined
}

export function validateAccountEmail(value: string): EmailError | undefined {
  if (isBlank(value)) return 'required'
  return isEmail(value.trim()) ? undefined : 'invalid'
}

/** The password is optional; if given, at least 8 characters (spec sections 5 and 9). */
export function validateOptionalPassword(value: string): PasswordError | undefined {
  return value !== '' && value.length < passwordMinLength ? 'tooShort' : undefined
}
