import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { containsGuessableKeyword, passwordMinLength, passwordStrength, validateNewPassword } from './password'

describe('password strength (spec section 5)', () => {
  it(
    'takes 8 characters as the minimum: 7 are too short, 8 are enough',
    { tags: ['spec:5.password.min-8-characters', 'spec:9.password.min-8-characters'] },
    () => {
      expect(validateNewPassword('Tulpe-7')).toBe('tooShort')
      expect(validateNewPassword('Tulpe-78')).toBeUndefined()
      expect(passwordStrength('Tulpe-7')).toBe('tooShort')
      expect(passwordStrength('Tulpe-78')).not.toBe('tooShort')
    },
  )

  it('calls anything under 8 characters too short', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: passwordMinLength - 1 }), (password) => {
        expect(passwordStrength(password)).toBe('tooShort')
      }),
    )
  })

  it('never calls a password of 8 or more characters too short', () => {
    fc.assert(
      fc.property(fc.string({ minLength: passwordMinLength }), (password) => {
        expect(passwordStrength(password)).not.toBe('tooShort')
      }),
    )
  })

  it('grades by length and character classes', { tags: ['spec:5.password.strength-hints'] }, () => {
    expect(passwordStrength('abcdefgh')).toBe('unsafe')
    expect(passwordStrength('12345678')).toBe('unsafe')
    expect(passwordStrength('abcd1234')).toBe('safe')
    expect(passwordStrength('Abcd-1234-xyz')).toBe('verySafe')
  })

  it('flags guessable keywords and the customer’s own names', { tags: ['spec:5.password.strength-hints'] }, () => {
    expect(containsGuessableKeyword('MeinPasswort1!')).toBe(true)
    expect(containsGuessableKeyword('Anna1968!x', ['Anna', 'Schmidt'])).toBe(true)
    expect(containsGuessableKeyword('Tulpe-Fluss-9')).toBe(false)
  })
})
