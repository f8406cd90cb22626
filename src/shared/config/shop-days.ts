import { addDays } from 'date-fns/addDays'
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays'
import { dayAsDate } from './shop-time'

// Apart from shop-time.ts, which every page loads: only the pages that count days load these.

/** The day so many days after a YYYY-MM-DD day (before it, for a negative count). */
export function plusDays(day: string, days: number): string {
  // date-fns counts in the device's zone; from noon UTC an hour of summer time never reaches another day.
  return addDays(dayAsDate(day), days).toISOString().slice(0, 10)
}

/** Calendar days from one YYYY-MM-DD day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(dayAsDate(to), dayAsDate(from))
}
