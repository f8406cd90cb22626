import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addressCountries,
  postcodeDigits,
  validateDhlPostNumber,
  validatePackstationNumber,
  validatePhone,
  validatePostcode,
  validateStreet,
  validateStreetNumber,
} from './address'

const blanks = fc.stringMatching(/^\s*$/)
const digitsOf = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`))

describe('address rules (spec section 5)', () => {
  it(
    'accepts a postcode of exactly the country’s digits: 5 in Germany, 4 in Austria and Switzerland',
    { tags: ['spec:5.address.postcode-longer-than-4'] },
    () => {
      expect(postcodeDigits).toEqual({ DE: 5, AT: 4, CH: 4 })
      fc.assert(
        fc.property(fc.constantFrom(...addressCountries), fc.nat({ max: 8 }), (country, length) => {
          const postcode = '1'.repeat(length)
          const expected = length === 0 ? 'required' : length === postcodeDigits[country] ? undefined : 'invalid'
          expect(validatePostcode(postcode, country)).toBe(expected)
        }),
      )
    },
  )

  it('rejects postcodes with anything but digits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...addressCountries),
        fc.stringMatching(/^\d{3}[A-Za-z .-]$/),
        (country, postcode) => {
          expect(validatePostcode(postcode, country)).toBe('invalid')
        },
      ),
    )
    fc.assert(
      fc.property(blanks, (blank) => {
        expect(validatePostcode(blank, 'DE')).toBe('required')
      }),
    )
  })

  it(
    'refuses special characters and a Packstation in the street',
    { tags: ['spec:5.address.street-no-special-characters', 'spec:5.address.packstation-not-delivery-street'] },
    () => {
      fc.assert(
        fc.property(blanks, (blank) => {
          expect(validateStreet(blank)).toBe('required')
        }),
      )
      fc.assert(
        fc.property(
          fc.stringMatching(/^[A-Za-zäöüß]{1,12}$/),
          fc.constantFrom(...'!#$%&*+:;<=>?@_|~§'),
          (name, sign) => {
            expect(validateStreet(`${name}${sign}weg`)).toBe('specialCharacters')
          },
        ),
      )
      for (const street of ['Packstation', 'packstation', 'Pack-Station', 'Pack station 123'])
        expect(validateStreet(street)).toBe('packstation')
      expect(validateStreet('Bahnhofstraße')).toBeUndefined()
    },
  )

  it('requires a house number that starts with a digit', () => {
    for (const number of ['1', '12a', '12 b', '12-14', '3/1']) expect(validateStreetNumber(number)).toBeUndefined()
    for (const number of ['a12', '#3', '12345678901']) expect(validateStreetNumber(number)).toBe('invalid')
    fc.assert(
      fc.property(blanks, (blank) => {
        expect(validateStreetNumber(blank)).toBe('required')
      }),
    )
  })

  it(
    'accepts a Packstation number of exactly 3 digits and nothing else',
    { tags: ['spec:5.address.packstation-number-3-digits', 'spec:9.address.packstation-number-3-digits'] },
    () => {
      fc.assert(
        fc.property(digitsOf(3, 3), (number) => {
          expect(validatePackstationNumber(number)).toBeUndefined()
        }),
      )
      fc.assert(
        fc.property(fc.oneof(digitsOf(1, 2), digitsOf(4, 8), fc.stringMatching(/^\d{0,2}[a-z]\d{0,2}$/)), (number) => {
          expect(validatePackstationNumber(number)).toBe('invalid')
        }),
      )
      expect(validatePackstationNumber(' ')).toBe('required')
    },
  )

  it(
    'accepts a DHL post number of 6 to 10 digits and nothing else',
    { tags: ['spec:5.address.dhl-post-number-6-to-10-digits', 'spec:9.address.dhl-post-number-6-to-10-digits'] },
    () => {
      fc.assert(
        fc.property(digitsOf(6, 10), (number) => {
          expect(validateDhlPostNumber(number)).toBeUndefined()
        }),
      )
      fc.assert(
        fc.property(
          fc.oneof(digitsOf(1, 5), digitsOf(11, 16), fc.stringMatching(/^\d{3,6}[ a-z-]\d{3}$/)),
          (number) => {
            expect(validateDhlPostNumber(number)).toBe('invalid')
          },
        ),
      )
      expect(validateDhlPostNumber('')).toBe('required')
    },
  )

  it(
    'takes the phone number as optional, and when given, valid for the address’s country',
    { tags: ['spec:5.address.phone-per-country'] },
    () => {
      fc.assert(
        fc.property(fc.constantFrom(...addressCountries), blanks, (country, blank) => {
          expect(validatePhone(blank, country)).toBeUndefined()
        }),
      )
      expect(validatePhone('030 12345678', 'DE')).toBeUndefined()
      expect(validatePhone('+49 171 1234567', 'DE')).toBeUndefined()
      expect(validatePhone('01 5123456', 'AT')).toBeUndefined()
      expect(validatePhone('044 668 18 00', 'CH')).toBeUndefined()
      // Another country's number is not valid for this address.
      expect(validatePhone('+49 30 12345678', 'AT')).toBe('invalid')
      expect(validatePhone('+41 44 668 18 00', 'DE')).toBe('invalid')
      // Too short for any country.
      fc.assert(
        fc.property(fc.constantFrom(...addressCountries), digitsOf(1, 3), (country, digits) => {
          expect(validatePhone(digits, country)).toBe('invalid')
        }),
      )
      expect(validatePhone('Telefon', 'DE')).toBe('invalid')
    },
  )
})
