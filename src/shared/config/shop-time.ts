/** The shop's time zone: order days, cancellation and withdrawal deadlines are days in Germany. */
export const shopTimeZone = 'Europe/Berlin'

/** The calendar day of an instant in the shop's time zone, as YYYY-MM-DD. */
export function shopDay(instant: Date | string, timeZone = shopTimeZone): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(instant),
  )
}

/** A YYYY-MM-DD day as an instant at its noon (UTC), so formatting it shows that day in any European time zone. */
export function dayAsDate(day: string): Date {
  return new Date(`${day}T12:00:00Z`)
}
