import { describe, expect, it } from 'vitest'
import { shopLocales } from './locales'
import { dayAsDate, shopDay, shopTimeZone, shopTimeZoneOf, wallTime } from './shop-time'
import { daysBetween, plusDays } from './shop-days'

describe('the shop’s time zone', () => {
  it('is each shop’s own, Berlin by default', () => {
    expect(shopLocales.map(shopTimeZoneOf)).toEqual(['Europe/Berlin', 'Europe/Vienna', 'Europe/Zurich'])
    expect(shopTimeZone).toBe('Europe/Berlin')
  })

  it('gives the calendar day there, whatever the machine’s zone', () => {
    expect(shopDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
    expect(shopDay('2026-06-30T21:59:00Z')).toBe('2026-06-30')
    expect(shopDay('2026-06-30T22:00:00Z')).toBe('2026-07-01')
    for (const locale of shopLocales) expect(shopDay('2026-11-17T23:30:00Z', shopTimeZoneOf(locale))).toBe('2026-11-18')
  })

  it('gives the clock time there, midnight as 0 o’clock', () => {
    expect(wallTime('2026-11-17T23:00:30Z')).toEqual({ year: 2026, month: 11, day: 18, hour: 0, minute: 0, second: 30 })
    expect(wallTime('2026-07-01T10:15:00Z', 'Europe/Zurich')).toMatchObject({ hour: 12, minute: 15 })
  })

  it('shows a day given as YYYY-MM-DD as that day in each shop’s zone, in winter and summer', () => {
    for (const locale of shopLocales) {
      for (const day of ['2026-01-01', '2026-03-29', '2026-07-15', '2026-10-25', '2026-12-31']) {
        expect(shopDay(dayAsDate(day), shopTimeZoneOf(locale))).toBe(day)
        expect(
          new Intl.DateTimeFormat('de-DE', { timeZone: shopTimeZoneOf(locale), dateStyle: 'medium' }).format(
            dayAsDate(day),
          ),
        ).toBe(`${day.slice(8)}.${day.slice(5, 7)}.${day.slice(0, 4)}`)
      }
    }
  })

  it('counts calendar days, across a change to summer time and a year’s end', () => {
    expect(plusDays('2026-03-27', 3)).toBe('2026-03-30')
    expect(plusDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(plusDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(daysBetween('2026-03-27', '2026-03-30')).toBe(3)
    expect(daysBetween('2026-11-20', '2026-11-08')).toBe(-12)
  })
})
