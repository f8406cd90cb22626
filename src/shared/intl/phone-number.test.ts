import { describe, expect, it } from 'vitest'
import { formatPhoneNumber } from './phone-number'

describe('a phone number as shown', () => {
  it.each([
    ['030/1234567', 'DE', '+49 30 1234567'],
    ['+49301234567', 'DE', '+49 30 1234567'],
    ['0171 2345678', 'DE', '+49 171 2345678'],
    ['01 5123456', 'AT', '+43 1 5123456'],
    ['044 123 45 67', 'CH', '+41 44 123 45 67'],
  ])('%s (%s) reads %s', (stored, country, shown) => {
    expect(formatPhoneNumber(stored, country)).toBe(shown)
  })

  it('stays as stored when it is not a valid number', () => {
    expect(formatPhoneNumber('bitte abends', 'DE')).toBe('bitte abends')
    expect(formatPhoneNumber('123', 'DE')).toBe('123')
  })
})
