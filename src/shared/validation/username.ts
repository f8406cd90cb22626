import type { ShopLocale } from '../config/locales'

/**
 * The email pattern z.email() checks (zod's `regexes.email`; a test keeps the two the same), written
 * here so that the login page's first download carries none of zod (its pattern module was 1.1 KiB).
 */
/* eslint-disable no-useless-escape -- zod's pattern as zod writes it: the test compares the two sources */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/
/* eslint-enable no-useless-escape */

/** Digits, optionally separated by single spaces (spec section 5). */
const customerNumberPattern = /^\d+( \d+)*$/

export type UsernameKind = 'email' | 'customerNumber'

/** Trims; a username without @ is a customer number, whose leading zeros are stripped. */
export function normalizeUsername(raw: string): string {
  const trimmed = raw.trim()
  if (trimmed.includes('@')) return trimmed
  return trimmed.replace(/^0+(?=\d)/, '')
}

export function usernameKind(username: string): UsernameKind {
  return username.includes('@') ? 'email' : 'customerNumber'
}

export function isCustomerNumber(value: string): boolean {
  return customerNumberPattern.test(value)
}

export function isEmail(value: string): boolean {
  return emailPattern.test(value)
}

export type UsernameError = 'required' | 'invalid' | 'emailOnly'

/** Validates a username as typed; on the Swiss shop only an email address is accepted. */
export function validateUsername(raw: string, locale: ShopLocale): UsernameError | undefined {
  const value = normalizeUsername(raw)
  if (value === '') return 'required'
  if (value.includes('@')) return isEmail(value) ? undefined : 'invalid'
  if (locale === 'ch') return 'emailOnly'
  return isCustomerNumber(value) ? undefined : 'invalid'
}

/** The customer number as the backend stores it: digits only. */
export function compactCustomerNumber(value: string): string {
  return normalizeUsername(value).replace(/\s+/g, '')
}
