import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateCustomerNumber, validateOrderNumber, validateRequired, validateZipCode } from './verification-rules'

describe('verification field rules (spec section 5)', () => {
  it('accepts order numbers of nine digits without a leading zero, around spaces trimmed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{8}$/), fc.stringMatching(/^ {0,2}$/), (number, padding) => {
        expect(validateOrderNumber(`${padding}${number}${padding}`)).toBeUndefined()
      }),
    )
  })

  it(
    'reports other order numbers as invalid and an empty one as required',
    { tags: ['spec:5.verification.order-number-invalid'] },
    () => {
      for (const value of ['12345678', '1234567890', '012345678', '12345678a', '123 456 789', 'A-123456789'])
        expect(validateOrderNumber(value)).toBe('invalid')
      expect(validateOrderNumber('  ')).toBe('required')
    },
  )

  it(
    'accepts customer numbers of digits with single spaces and rejects anything else',
    { tags: ['spec:5.verification.customer-number-invalid'] },
    () => {
      fc.assert(
        fc.property(fc.array(fc.stringMatching(/^\d{1,4}$/), { minLength: 1, maxLength: 3 }), (groups) => {
          expect(validateCustomerNumber(groups.join(' '))).toBeUndefined()
        }),
      )
      for (const value of ['6789O123', '6789  0123', '6789-0123', 'gerd.wagner@example.de'])
        expect(validateCustomerNumber(value)).toBe('invalid')
      expect(validateCustomerNumber('')).toBe('required')
    },
  )

  it('wants five-digit postcodes in Germany and four-digit ones in Austria and Switzerland', () => {
    expect(validateZipCode('70361', 'de')).toBeUndefined()
    expect(validateZipCode('1010', 'de')).toBe('invalid')
    expect(validateZipCode('1010', 'at')).toBeUndefined()
    expect(validateZipCode('8001', 'ch')).toBeUndefined()
    expect(validateZipCode('80011', 'ch')).toBe('invalid')
    expect(validateZipCode('7036a', 'de')).toBe('invalid')
    expect(validateZipCode(' ', 'de')).toBe('required')
  })

  it('wants street and house number filled in', () => {
    expect(validateRequired('Packstation')).toBeUndefined()
    expect(validateRequired('  ')).toBe('required')
  })
})
