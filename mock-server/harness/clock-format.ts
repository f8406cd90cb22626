import { format } from 'date-fns'

/** A clock value for the URL contract: local date and time to the minute, `2026-11-20T23:50`. */
export function formatClockValue(instant: Date): string {
  return format(instant, "yyyy-MM-dd'T'HH:mm")
}
