import {
  parsePhoneNumberFromString as parseWithMetadata,
  type CountryCode,
  type MetadataJson,
} from 'libphonenumber-js/core'
import shopPhoneMetadata from './phone-metadata.json'

/**
 * A phone number read with the metadata of the shop's countries only (DE, AT, CH: scripts/phone-metadata.mjs),
 * 1 kB instead of the library's 24 kB for every country; another country's number does not parse.
 */
export function parseShopPhoneNumber(value: string, country?: string) {
  return parseWithMetadata(
    value.trim(),
    { defaultCountry: country as CountryCode | undefined },
    shopPhoneMetadata as MetadataJson,
  )
}

/**
 * A phone number as the customer reads it, whatever way the service stored it ("030/1234567",
 * "+49301234567"): international format, "+49 30 1234567", when it parses as a valid number of its
 * country; otherwise exactly as stored, so nothing the customer gave is hidden.
 */
export function formatPhoneNumber(value: string, country?: string): string {
  const phone = parseShopPhoneNumber(value, country)
  return phone?.isValid() ? phone.formatInternational() : value
}
