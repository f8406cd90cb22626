import { defaultShopLocale, shopLocaleSettings, type ShopLocale } from './locales'

/**
 * Days and hours are the shop's, wherever the device is: an order placed at 23:30 in Berlin was
 * placed that day, also for a customer on holiday in another time zone. The app shows every date and
 * time in its shop's zone (the IntlProvider's `timeZone`, src/shared/intl/app-intl-provider.tsx); the
 * helpers below give the calendar day and the clock time there.
 */
export function shopTimeZoneOf(locale: ShopLocale): string {
  return shopLocaleSettings[locale].timeZone
}

/**
 * The German shop's zone: where order days, cancellation and withdrawal deadlines are counted (the
 * three shops' zones keep the same time, Central European with its summer time), and the mock's clock.
 */
export const shopTimeZone = shopTimeZoneOf(defaultShopLocale)

/** What a clock on the wall shows in a time zone. */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number }

const wallFormats = new Map<string, Intl.DateTimeFormat>()

function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    wallFormats.set(timeZone, format)
  }
  return format
}

/** The date and time a clock in the time zone (the shop's by default) shows at this instant. */
export function wallTime(instant: Date | string, timeZone = shopTimeZone): WallTime {
  const parts = wallFormat(timeZone).formatToParts(new Date(instant))
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0)
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  }
}

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0')

/** The calendar day of an instant in the shop's time zone, as YYYY-MM-DD. */
export function shopDay(instant: Date | string, timeZone = shopTimeZone): string {
  const { year, month, day } = wallTime(instant, timeZone)
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/**
 * A YYYY-MM-DD day as an instant at its noon (UTC), so formatting it shows that day in any European
 * time zone, the shops' included (13:00 or 14:00 there).
 */
export function dayAsDate(day: string): Date {
  return new Date(`${day}T12:00:00Z`)
}
