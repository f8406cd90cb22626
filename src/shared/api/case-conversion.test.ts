import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { camelCaseKeys, snakeCaseKeys, toCamelCaseKey, toSnakeCaseKey } from './case-conversion'

describe('key case conversion', { tags: ['spec:7.common.key-case'] }, () => {
  it('converts the keys the services use', () => {
    expect(toSnakeCaseKey('stayLoggedIn')).toBe('stay_logged_in')
    expect(toSnakeCaseKey('addressStrictTyping')).toBe('address_strict_typing')
    expect(toSnakeCaseKey('marketResearchDoiToken')).toBe('market_research_doi_token')
    expect(toCamelCaseKey('customer_number')).toBe('customerNumber')
    expect(toCamelCaseKey('is_dhl_delivery_address_post_number_valid')).toBe('isDhlDeliveryAddressPostNumberValid')
  })

  it('round-trips camelCase keys through snake_case', () => {
    const camelKey = fc.stringMatching(/^[a-z]{1,8}([A-Z][a-z]{1,8}){0,3}$/)
    fc.assert(
      fc.property(camelKey, (key) => {
        expect(toCamelCaseKey(toSnakeCaseKey(key))).toBe(key)
      }),
    )
  })

  it('converts nested objects and arrays, never values', () => {
    const body = {
      deliveryAddress: { zipCode: '80331', streetNumber: '1a' },
      items: [{ singlePrice: 10, title: 'someText' }],
    }
    expect(snakeCaseKeys(body)).toEqual({
      delivery_address: { zip_code: '80331', street_number: '1a' },
      items: [{ single_price: 10, title: 'someText' }],
    })
    expect(camelCaseKeys(snakeCaseKeys(body))).toEqual(body)
  })
})
