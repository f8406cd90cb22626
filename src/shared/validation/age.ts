/**
 * Completed years between a birth date and a day, both `yyyy-mm-dd`. A module of its own: the account
 * pages' tracking needs only this, not the birth date's validation and date parsing (birth-date.ts).
 */
export function ageOn(isoBirthDate: string, isoDay: string): number {
  const years = Number(isoDay.slice(0, 4)) - Number(isoBirthDate.slice(0, 4))
  // Birthday not reached yet this year (month-day strings compare like dates).
  return isoDay.slice(5) < isoBirthDate.slice(5) ? years - 1 : years
}
