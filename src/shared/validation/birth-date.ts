import { shopDay } from '../config/shop-time'
import { ageOn } from './age'
import { toDayMonthYear, toYearMonthDay } from './dates'

/** Spec section 5: a customer must be an adult to open an account. */
export const adultAge = 18

export type BirthDateError = 'required' | 'format' | 'invalid' | 'underage'

const digitsAndSeparators = /^[\d./-]+$/
/** Day and month of one or two digits, a four-digit year: `1.2.1968`, `01-02-1968`, `01/02/1968`. */
const dayMonthYearShape = /^\d{1,2}[./-]\d{1,2}[./-]\d{4}$/

/** The typed date padded to `dd.mm.yyyy`, or undefined when it is not day, month and year. */
export function formatBirthDate(value: string): string | undefined {
  const trimmed = value.trim()
  return dayMonthYearShape.test(trimmed) ? toDayMonthYear(trimmed) : undefined
}

function isCalendarDate(isoDate: string): boolean {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** The typed date as `yyyy-mm-dd` (how the account service wants it), when it is a real date. */
export function birthDateToIso(value: string): string | undefined {
  const trimmed = value.trim()
  if (!dayMonthYearShape.test(trimmed)) return undefined
  const iso = toYearMonthDay(trimmed)
  return iso && isCalendarDate(iso) ? iso : undefined
}

/** Spec section 5 "Birth date": required, digits and separators only (dd.mm.yyyy), an adult. */
export function validateBirthDate(value: string, now: Date): BirthDateError | undefined {
  const trimmed = value.trim()
  if (trimmed === '') return 'required'
  if (!digitsAndSeparators.test(trimmed) || !dayMonthYearShape.test(trimmed)) return 'format'
  const iso = birthDateToIso(trimmed)
  // Today in the shop's time zone, whatever zone the device is in.
  const today = shopDay(now)
  if (!iso || iso < '1900-01-01' || iso > today) return 'invalid'
  return ageOn(iso, today) < adultAge ? 'underage' : undefined
}
