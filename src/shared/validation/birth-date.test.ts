import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ageOn } from './age'
import { birthDateToIso, formatBirthDate, validateBirthDate } from './birth-date'

// The scenarios' instant: Friday 2026-11-20, 10:15 in Germany.
const now = new Date('2026-11-20T09:15:00Z')
const dates = fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
const isoOf = (date: Date) => date.toISOString().slice(0, 10)

describe('birth date (spec section 5)', () => {
  it('is required', { tags: ['spec:5.birth-date.required'] }, () => {
    expect(validateBirthDate('', now)).toBe('required')
    expect(validateBirthDate('   ', now)).toBe('required')
  })

  it(
    'takes digits and separators only, as day, month and four-digit year',
    { tags: ['spec:5.birth-date.digits-and-separators'] },
    () => {
      for (const value of ['12.April.1968', '12,04,1968', '12 04 1968', '1968-04-12', '12.04.68', '12.04', 'a'])
        expect(validateBirthDate(value, now)).toBe('format')
    },
  )

  it('refuses dates that do not exist, lie in the future or before 1900', () => {
    for (const value of ['31.02.1990', '00.01.1990', '12.13.1990', '21.11.2026', '01.01.2100', '31.12.1899'])
      expect(validateBirthDate(value, now)).toBe('invalid')
  })

  it(
    'accepts an adult from the 18th birthday on, counted in the shops’ time zone',
    { tags: ['spec:5.birth-date.adult'] },
    () => {
      expect(validateBirthDate('20.11.2008', now)).toBeUndefined()
      expect(validateBirthDate('21.11.2008', now)).toBe('underage')
      expect(validateBirthDate('12.04.1968', now)).toBeUndefined()
      // 23:30 UTC on the 19th is already the 20th in Germany.
      expect(validateBirthDate('20.11.2008', new Date('2026-11-19T23:30:00Z'))).toBeUndefined()
      expect(validateBirthDate('20.11.2008', new Date('2026-11-19T22:30:00Z'))).toBe('underage')
    },
  )

  it('counts completed years for any pair of dates', () => {
    fc.assert(
      fc.property(dates, dates, (first, second) => {
        const [birth, day] = first <= second ? [first, second] : [second, first]
        const age = ageOn(isoOf(birth), isoOf(day))
        expect(age).toBeGreaterThanOrEqual(0)
        const birthdayIn = (year: number) => isoOf(birth).replace(/^\d{4}/, String(year))
        // The age-th birthday has been reached, the next one not yet.
        expect(isoOf(day) >= birthdayIn(birth.getUTCFullYear() + age)).toBe(true)
        expect(isoOf(day) < birthdayIn(birth.getUTCFullYear() + age + 1)).toBe(true)
      }),
    )
  })

  it('pads day and month to two digits and sends year-month-day', () => {
    fc.assert(
      fc.property(dates, fc.constantFrom('.', '/', '-'), fc.boolean(), (date, separator, padded) => {
        const day = String(date.getUTCDate())
        const month = String(date.getUTCMonth() + 1)
        const part = (value: string) => (padded ? value.padStart(2, '0') : value)
        const typed = [part(day), part(month), date.getUTCFullYear()].join(separator)
        expect(formatBirthDate(typed)).toBe(
          `${day.padStart(2, '0')}.${month.padStart(2, '0')}.${date.getUTCFullYear()}`,
        )
        expect(birthDateToIso(typed)).toBe(isoOf(date))
      }),
    )
    expect(formatBirthDate('1968-04-12')).toBeUndefined()
    expect(birthDateToIso('31.04.1968')).toBeUndefined()
  })
})
