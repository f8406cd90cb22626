import { describe, expect, it } from 'vitest'
import { customerNumberMismatch, readCustomerNumberCookie } from './customer-number-cookie'

describe('the customer number cookie', () => {
  it('reads an encoded value', () => {
    expect(readCustomerNumberCookie('a=b; customer_number=K%2012')).toBe('K 12')
  })

  it('keeps a malformed escape instead of throwing, so the session check can still decide', () => {
    expect(readCustomerNumberCookie('customer_number=%E0%A4%A')).toBe('%E0%A4%A')
    expect(customerNumberMismatch(readCustomerNumberCookie('customer_number=%E0%A4%A'), '12345678')).toBe(true)
  })
})
