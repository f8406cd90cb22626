import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { containsGuessableKeyword, passwordMinLength, passwordStrength } from './password'

describe('password strength (spec section 5)', () => {
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

  it('grades by length and character classes', () => {
    expect(passwordStrength('abcdefgh')).toBe('unsafe')
    expect(passwordStrength('12345678')).toBe('unsafe')
    expect(passwordStrength('abcd1234')).toBe('safe')
    expect(passwordStrength('Abcd-1234-xyz')).toBe('verySafe')
  })

  it('flags guessable keywords and the customer’s own names', () => {
    expect(containsGuessableKeyword('MeinPasswort1!')).toBe(true)
    expect(containsGuessableKeyword('Anna1968!x', ['Anna', 'Schmidt'])).toBe(true)
    expect(containsGuessableKeyword('Tulpe-Fluss-9')).toBe(false)
  })
})
