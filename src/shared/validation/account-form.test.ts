import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  defaultAccountCountry,
  validateAccountEmail,
  validateOptionalPassword,
  validateRequired,
  validateStreet,
  validateZipCode,
} from './account-form'

const blanks = fc.stringMatching(/^\s*$/)

describe('account form (spec section 5 "Address")', () => {
  it('requires names, house number and city', { tags: ['spec:5.address.required-fields'] }, () => {
    fc.assert(
      fc.property(blanks, (blank) => {
        expect(validateRequired(blank)).toBe('required')
      }),
    )
    expect(validateRequired('Erika')).toBeUndefined()
  })

  it('requires a street without special characters', { tags: ['spec:5.address.street-no-special-characters'] }, () => {
    fc.assert(
      fc.property(blanks, (blank) => {
        expect(validateStreet(blank)).toBe('required')
      }),
    )
    for (const street of ['Hauptstraße', 'Straße des 17. Juni', "Rue de l'Église", 'Am Bühl-Weg', 'Ötztaler Str.'])
      expect(validateStreet(street)).toBeUndefined()
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-zäöüß]{1,12}$/),
        fc.constantFrom(...'!"#$%&*+:;<=>?@[\\]^_{|}~§'.split('')),
        (name, special) => {
          expect(validateStreet(`${name}${special}straße`)).toBe('specialCharacters')
        },
      ),
    )
  })

  it(
    'refuses a Packstation as street, however it is written',
    { tags: ['spec:5.address.packstation-not-billing'] },
    () => {
      for (const street of ['Packstation', 'packstation 123', 'PACK-STATION', 'Pack Station'])
        expect(validateStreet(street)).toBe('packstation')
    },
  )

  it(
    'requires a German postcode longer than 4 characters, an Austrian one of at least 4',
    { tags: ['spec:5.address.postcode-longer-than-4', 'spec:9.address.postcode-longer-than-4'] },
    () => {
      expect(validateZipCode(' ', 'DE')).toBe('required')
      expect(validateZipCode('1234', 'DE')).toBe('tooShort')
      expect(validateZipCode('12345', 'DE')).toBeUndefined()
      expect(validateZipCode('123', 'AT')).toBe('tooShort')
      expect(validateZipCode('1010', 'AT')).toBeUndefined()
      fc.assert(
        fc.property(
          fc.string({ minLength: 1, maxLength: 4 }).filter((value) => value.trim() !== ''),
          (short) => {
            expect(validateZipCode(short, 'DE')).toBe('tooShort')
          },
        ),
      )
    },
  )

  it('defaults the country to the shop’s', () => {
    expect(defaultAccountCountry('de')).toBe('DE')
    expect(defaultAccountCountry('at')).toBe('AT')
  })

  it('requires a valid email address', () => {
    expect(validateAccountEmail('')).toBe('required')
    expect(validateAccountEmail('erika@')).toBe('invalid')
    expect(validateAccountEmail(' erika.muster@example.de ')).toBeUndefined()
  })

  it(
    'takes no password, or one of at least 8 characters',
    { tags: ['spec:5.password.min-8-characters', 'spec:9.password.min-8-characters'] },
    () => {
      expect(validateOptionalPassword('')).toBeUndefined()
      fc.assert(
        fc.property(fc.string({ minLength: 1, maxLength: 7 }), (short) => {
          expect(validateOptionalPassword(short)).toBe('tooShort')
        }),
      )
      fc.assert(
        fc.property(fc.string({ minLength: 8 }), (long) => {
          expect(validateOptionalPassword(long)).toBeUndefined()
        }),
      )
    },
  )
})
