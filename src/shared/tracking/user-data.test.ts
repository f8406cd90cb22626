import { describe, expect, it } from 'vitest'
import type { PersonalDetails } from '../session/session-schemas'
import { ageOf, returnRateOf, userDataEvent } from './user-data'

const details = (fields: Partial<PersonalDetails>): PersonalDetails => ({ email: 'x@example.de', ...fields })

describe('derived user data (spec section 9)', () => {
  it(
    'counts the age in completed years on the shop’s day, the birthday itself included',
    { tags: ['spec:9.tracking.age-from-birth-date'] },
    () => {
      expect(ageOf(details({ dateOfBirth: '1968-04-12' }), '2026-04-11')).toBe(57)
      expect(ageOf(details({ dateOfBirth: '1968-04-12' }), '2026-04-12')).toBe(58)
      expect(ageOf(details({ dateOfBirth: null }), '2026-04-12')).toBeUndefined()
      expect(ageOf(details({ dateOfBirth: '12.04.1968' }), '2026-04-12')).toBeUndefined()
    },
  )

  it(
    'divides returned by total orders, to two places, and has no rate before the first order',
    { tags: ['spec:9.tracking.return-rate'] },
    () => {
      expect(returnRateOf(details({ totalOrders: 3, totalReturnedOrders: 1 }))).toBe(0.33)
      expect(returnRateOf(details({ totalOrders: 4, totalReturnedOrders: 0 }))).toBe(0)
      expect(returnRateOf(details({ totalOrders: 0, totalReturnedOrders: 0 }))).toBeUndefined()
      expect(returnRateOf(details({}))).toBeUndefined()
    },
  )

  it('sends what is known and nothing when nothing is', () => {
    expect(userDataEvent(58, undefined)).toEqual({ event: 'user_data', age: 58 })
    expect(userDataEvent(undefined, 0)).toEqual({ event: 'user_data', return_rate: 0 })
    expect(userDataEvent(undefined, undefined)).toBeUndefined()
  })
})
