import type { ShopLocale } from '@/shared/config/locales'
import { isCustomerNumber, normalizeUsername } from '@/shared/validation/username'

/**
 * Field rules of the verification steps (spec section 5: "customer number and order number
 * verification show invalid messages"). The birth date follows src/shared/validation/birth-date.ts.
 */
export type VerificationFieldError = 'required' | 'invalid'

const isBlank = (value: string) => value.trim() === ''

// Shared with the withdrawal form.
export { validateOrderNumber } from '@/shared/validation/order-number'

/** Digits only, optionally separated by single spaces (the same rule as the username). */
export function validateCustomerNumber(value: string): VerificationFieldError | undefined {
  if (isBlank(value)) return 'required'
  return isCustomerNumber(normalizeUsername(value)) ? undefined : 'invalid'
}

/** German postcodes have five digits, Austrian and Swiss four. */
const zipCodePattern: Record<ShopLocale, RegExp> = { de: /^\d{5}$/, at: /^\d{4}$/, ch: /^\d{4}$/ }

export function validateZipCode(value: string, locale: ShopLocale): VerificationFieldError | undefined {
  if (isBlank(value)) return 'required'
  return zipCodePattern[locale].test(value.trim()) ? undefined : 'invalid'
}

/**
 * Street and house number: required. No stricter rule here: a delivery address may be a
 * Packstation, and the backend compares with what it has stored.
 */
export function validateRequired(value: string): VerificationFieldError | undefined {
  return isBlank(value) ? 'required' : undefined
}
