import { parseShopPhoneNumber } from '@/shared/intl/phone-number'
import { validateRequired, validateStreet, type StreetError } from './account-form'

/**
 * Rules of a postal or DHL address (spec section 5), for every form that asks for one: the address
 * book, and any later screen. The account form keeps its own, looser postcode rule (account-form.ts).
 */
export const addressCountries = ['DE', 'AT', 'CH'] as const
export type AddressCountry = (typeof addressCountries)[number]

export function isAddressCountry(value: unknown): value is AddressCountry {
  return typeof value === 'string' && (addressCountries as readonly string[]).includes(value)
}

/** German postcodes have five digits, Austrian and Swiss ones four. */
export const postcodeDigits: Record<AddressCountry, number> = { DE: 5, AT: 4, CH: 4 }

export type PostcodeError = 'required' | 'invalid'
export type StreetNumberError = 'required' | 'invalid'
export type PhoneError = 'invalid'
export type PackstationNumberError = 'required' | 'invalid'
export type DhlPostNumberError = 'required' | 'invalid'

const isBlank = (value: string) => value.trim() === ''

/** Exactly the country's number of digits. */
export function validatePostcode(value: string, country: AddressCountry): PostcodeError | undefined {
  if (isBlank(value)) return 'required'
  return new RegExp(`^\\d{${postcodeDigits[country]}}$`).test(value.trim()) ? undefined : 'invalid'
}

/** Street: required, no special characters, no Packstation (a DHL address has its own type). */
export { validateStreet, type StreetError }

// "12", "12a", "12 b", "12-14", "3/1": starts with a digit, at most 10 characters.
const streetNumberPattern = /^\d[\p{L}\d /-]{0,9}$/u

export function validateStreetNumber(value: string): StreetNumberError | undefined {
  if (validateRequired(value)) return 'required'
  return streetNumberPattern.test(value.trim()) ? undefined : 'invalid'
}

/**
 * Optional; when given, a valid number of the address's country (libphonenumber-js), written
 * nationally ("030 1234567") or internationally ("+49 30 1234567") but not another country's.
 */
export function validatePhone(value: string, country: AddressCountry): PhoneError | undefined {
  if (isBlank(value)) return undefined
  const phone = parseShopPhoneNumber(value, country)
  return phone?.isValid() && phone.country === country ? undefined : 'invalid'
}

/** The number of a Packstation (or of a Postfiliale, Paketshop or Poststation): exactly 3 digits. */
export function validatePackstationNumber(value: string): PackstationNumberError | undefined {
  if (isBlank(value)) return 'required'
  return /^\d{3}$/.test(value.trim()) ? undefined : 'invalid'
}

/** The customer's DHL post number ("Postnummer"): 6 to 10 digits. */
export function validateDhlPostNumber(value: string): DhlPostNumberError | undefined {
  if (isBlank(value)) return 'required'
  return /^\d{6,10}$/.test(value.trim()) ? undefined : 'invalid'
}
