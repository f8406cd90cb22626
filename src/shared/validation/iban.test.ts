import fc from 'fast-check'
import { composeIBAN } from 'ibantools'
import { describe, expect, it } from 'vitest'
import { maskIban, matchesIbanPattern, normalizeIban, validateIban } from './iban'

/** A valid IBAN of the country: random bank code and account number, checksum computed by ibantools. */
const validIban = (countryCode: 'DE' | 'AT', digits: number) =>
  fc.stringMatching(new RegExp(`^\\d{${digits}}$`)).map((bban) => composeIBAN({ countryCode, bban }) as string)
const germanIbans = validIban('DE', 18)
const austrianIbans = validIban('AT', 16)

/** As a customer types it: grouped by four or written together, in any case. */
const typedAs = (iban: string, grouped: boolean, lowerCase: boolean) => {
  const spaced = grouped ? iban.replace(/(.{4})(?=.)/g, '$1 ') : iban
  return lowerCase ? spaced.toLowerCase() : spaced
}

describe('IBAN validation (spec section 5)', () => {
  it(
    'accepts the example IBAN of the issue, grouped or not, in any case',
    { tags: ['spec:5.bank.iban-pattern'] },
    () => {
      for (const value of ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000', 'de89 3704 0044 0532 0130 00'])
        expect(validateIban(value, 'de')).toBeUndefined()
      expect(validateIban('AT61 1904 3002 3457 3201', 'at')).toBeUndefined()
    },
  )

  it(
    'accepts every German IBAN with a valid checksum on the German and Swiss shops, and normalises it',
    { tags: ['spec:5.bank.iban-normalised'] },
    () => {
      fc.assert(
        fc.property(germanIbans, fc.boolean(), fc.boolean(), (iban, grouped, lowerCase) => {
          const typed = typedAs(iban, grouped, lowerCase)
          expect(validateIban(typed, 'de')).toBeUndefined()
          expect(validateIban(typed, 'ch')).toBeUndefined()
          expect(normalizeIban(typed)).toBe(iban)
        }),
      )
    },
  )

  it(
    'accepts Austrian IBANs on the Austrian shop only, German IBANs everywhere else',
    { tags: ['spec:5.bank.iban-pattern'] },
    () => {
      fc.assert(
        fc.property(austrianIbans, germanIbans, fc.boolean(), (austrian, german, grouped) => {
          expect(validateIban(typedAs(austrian, grouped, false), 'at')).toBeUndefined()
          expect(validateIban(typedAs(austrian, grouped, false), 'de')).toBe('invalid')
          expect(validateIban(typedAs(german, grouped, false), 'at')).toBe('invalid')
        }),
      )
    },
  )

  it(
    'refuses an IBAN with one mistyped digit (checksum), although it matches the pattern',
    { tags: ['spec:5.bank.iban-required-valid'] },
    () => {
      fc.assert(
        fc.property(germanIbans, fc.integer({ min: 2, max: 21 }), fc.integer({ min: 1, max: 9 }), (iban, at, plus) => {
          const digit = (Number(iban[at]) + plus) % 10
          const mistyped = `${iban.slice(0, at)}${digit}${iban.slice(at + 1)}`
          expect(matchesIbanPattern(mistyped, 'de')).toBe(true)
          expect(validateIban(mistyped, 'de')).toBe('invalid')
        }),
      )
    },
  )

  it('refuses two swapped neighbouring digits', () => {
    fc.assert(
      fc.property(
        germanIbans.chain((iban) => fc.tuple(fc.constant(iban), fc.integer({ min: 2, max: 20 }))),
        ([iban, at]) => {
          fc.pre(iban[at] !== iban[at + 1])
          const swapped = `${iban.slice(0, at)}${iban[at + 1]}${iban[at]}${iban.slice(at + 2)}`
          expect(validateIban(swapped, 'de')).toBe('invalid')
        },
      ),
    )
  })

  it(
    'refuses IBANs off the pattern: too short, too long, letters in the number, other countries',
    { tags: ['spec:5.bank.iban-pattern'] },
    () => {
      for (const value of [
        'DE89 3704 0044 0532 0130 0',
        'DE89 3704 0044 0532 0130 000',
        'DE89 3704 0044 0532 0130 0A',
        'DE89  3704 0044 0532 0130 00',
        'CH93 0076 2011 6238 5295 7',
        'GB82 WEST 1234 5698 7654 32',
      ])
        expect(validateIban(value, 'de')).toBe('invalid')
    },
  )

  it('asks for an IBAN when none is typed', { tags: ['spec:5.bank.iban-required-valid'] }, () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (blank) => {
        expect(validateIban(blank, 'de')).toBe('required')
      }),
    )
  })

  it('masks all but the country, the check digits and the last four characters', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 **** **** **** **30 00')
    fc.assert(
      fc.property(germanIbans, (iban) => {
        const masked = maskIban(iban).replace(/ /g, '')
        expect(masked).toHaveLength(iban.length)
        expect(masked.slice(0, 4)).toBe(iban.slice(0, 4))
        expect(masked.slice(-4)).toBe(iban.slice(-4))
        expect(masked.slice(4, -4)).toMatch(/^\*+$/)
      }),
    )
  })
})
