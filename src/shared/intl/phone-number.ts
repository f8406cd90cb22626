import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js'

/**
 * A phone number as the customer reads it, whatever way the service stored it ("030/1234567",
 * "+49301234567"): international format, "+49 30 1234567", when it parses as a valid number of its
 * country; otherwise exactly as stored, so nothing the customer gave is hidden.
 */
export function formatPhoneNumber(value: string, country?: string): string {
  const phone = parsePhoneNumberFromString(value.trim(), country as CountryCode | undefined)
  return phone?.isValid() ? phone.formatInternational() : value
}
