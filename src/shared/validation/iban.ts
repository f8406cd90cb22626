import { electronicFormatIBAN, isValidIBAN } from 'ibantools'
import type { ShopLocale } from '../config/locales'

/**
 * Bank details (spec section 5): the IBAN must match the shop's pattern, case-insensitive, and
 * carry a valid checksum (ibantools) before any call. Austrian shop: AT + 2 digits + 4 groups of
 * 4 digits; every other shop: DE + 2 digits + 4 groups of 4 digits + 2 digits. Groups may be
 * separated by single spaces, as printed on a bank card, or written together.
 */
const ibanPatterns = {
  at: /^AT\d{2}(?: ?\d{4}){4}$/i,
  de: /^DE\d{2}(?: ?\d{4}){4} ?\d{2}$/i,
} as const

export type IbanError = 'required' | 'invalid'

/** The pattern of spec section 5 for the shop; only then is the IBAN verified by the payment service. */
export function matchesIbanPattern(value: string, locale: ShopLocale): boolean {
  return (locale === 'at' ? ibanPatterns.at : ibanPatterns.de).test(value.trim())
}

/** Uppercased and without spaces, as the IBAN is sent to verify and to save. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? value.replace(/\s+/g, '').toUpperCase()
}

/** Pattern and checksum: a mistyped digit fails here, before any call. */
export function validateIban(value: string, locale: ShopLocale): IbanError | undefined {
  if (value.trim() === '') return 'required'
  if (!matchesIbanPattern(value, locale)) return 'invalid'
  return isValidIBAN(normalizeIban(value)) ? undefined : 'invalid'
}

/** Shown masked: country, check digits and the last four characters; groups of four as printed. */
export function maskIban(iban: string): string {
  const compact = normalizeIban(iban)
  if (compact.length <= 8) return compact
  const masked = compact.slice(0, 4) + '*'.repeat(compact.length - 8) + compact.slice(-4)
  return masked.replace(/(.{4})(?=.)/g, '$1 ')
}

/** The last four characters, for a screen reader's reading of a masked IBAN. */
export function ibanEnding(iban: string): string {
  return normalizeIban(iban).slice(-4)
}
