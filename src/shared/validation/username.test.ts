import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { regexes } from 'zod/v4/core'
import * as z from 'zod'
import {
  compactCustomerNumber,
  emailPattern,
  isCustomerNumber,
  isEmail,
  normalizeUsername,
  usernameKind,
  validateUsername,
} from './username'
import { toDayMonthYear, toYearMonthDay } from './dates'

const digits = fc.stringMatching(/^[1-9]\d{0,9}$/)
// Everyday addresses (fast-check's RFC generator also makes exotic ones the shop does not accept).
const emails = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9._-]{0,15}[a-z0-9]$/),
    fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/),
    fc.constantFrom('de', 'at', 'ch', 'com'),
  )
  .filter(([local]) => !local.includes('..'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`)

describe('username validation (spec section 5)', () => {
  it('takes an email address exactly where z.email(), which the other forms use, takes it', () => {
    expect([emailPattern.source, emailPattern.flags]).toEqual([regexes.email.source, regexes.email.flags])
    const email = z.email()
    for (const value of [
      'anna.schmidt@example.de',
      'a+b@x.co',
      'a..b@x.de',
      'anna@localhost',
      'anna@x.d',
      '@x.de',
      'a b@x.de',
    ])
      expect(isEmail(value)).toBe(email.safeParse(value).success)
  })

  it(
    'accepts customer numbers of digits, optionally separated by single spaces',
    { tags: ['spec:5.username.customer-number-digits'] },
    () => {
      fc.assert(
        fc.property(fc.array(digits, { minLength: 1, maxLength: 3 }), (groups) => {
          expect(validateUsername(groups.join(' '), 'de')).toBeUndefined()
        }),
      )
    },
  )

  it(
    'rejects customer numbers with letters, double spaces or other characters',
    { tags: ['spec:5.username.customer-number-digits'] },
    () => {
      for (const value of ['1234a', '12  34', '12-34', '12.34', '+491234'])
        expect(validateUsername(value, 'de')).toBe('invalid')
    },
  )

  it(
    'accepts email addresses on every shop, customer numbers not on the Swiss shop',
    { tags: ['spec:5.username.email-or-customer-number', 'spec:5.username.swiss-email-only'] },
    () => {
      fc.assert(
        fc.property(emails, digits, (email, number) => {
          expect(validateUsername(email, 'de')).toBeUndefined()
          expect(validateUsername(email, 'ch')).toBeUndefined()
          expect(validateUsername(number, 'ch')).toBe('emailOnly')
        }),
      )
    },
  )

  it('reports an empty or blank username as required', { tags: ['spec:5.username.required'] }, () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (blank) => {
        expect(validateUsername(blank, 'at')).toBe('required')
      }),
    )
  })

  it(
    'normalises by trimming and stripping leading zeros of customer numbers only',
    { tags: ['spec:5.username.normalisation'] },
    () => {
      fc.assert(
        fc.property(digits, fc.nat({ max: 4 }), fc.stringMatching(/^\s{0,3}$/), (number, zeros, padding) => {
          expect(normalizeUsername(`${padding}${'0'.repeat(zeros)}${number}${padding}`)).toBe(number)
        }),
      )
      expect(normalizeUsername('  00anna@example.de ')).toBe('00anna@example.de')
      expect(normalizeUsername('000')).toBe('0')
    },
  )

  it('treats a username with @ as an email', { tags: ['spec:5.username.at-means-email'] }, () => {
    fc.assert(
      fc.property(emails, digits, (email, number) => {
        expect(usernameKind(email)).toBe('email')
        expect(usernameKind(number)).toBe('customerNumber')
      }),
    )
  })

  it('compacts a customer number for comparison', () => {
    expect(compactCustomerNumber(' 0012 345 678 ')).toBe('12345678')
    expect(isCustomerNumber('12 345')).toBe(true)
  })
})

describe('date-like strings (spec section 5)', { tags: ['spec:5.dates.pad-and-convert'] }, () => {
  const dates = fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })

  it('pads and converts day.month.year and year-month-day both ways', () => {
    fc.assert(
      fc.property(dates, fc.constantFrom('.', '/', '-'), (date, separator) => {
        const day = date.getUTCDate()
        const month = date.getUTCMonth() + 1
        const year = date.getUTCFullYear()
        const typed = [day, month, year].join(separator)
        const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
        expect(toYearMonthDay(typed)).toBe(iso)
        expect(toDayMonthYear(iso)).toBe(`${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`)
        expect(toYearMonthDay(toDayMonthYear(iso) as string)).toBe(iso)
      }),
    )
  })

  it('refuses strings that are not three groups of digits', () => {
    for (const value of ['', '12.04', '12.04.19a8', 'a.b.c', '12..1968']) expect(toYearMonthDay(value)).toBeUndefined()
  })
})
