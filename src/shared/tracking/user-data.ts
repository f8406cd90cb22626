import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRuntime } from '../config/runtime'
import { shopDay } from '../config/shop-time'
import { personalDetailsQueryOptions } from '../session/session-api'
import type { PersonalDetails } from '../session/session-schemas'
import { ageOn } from '../validation/age'
import { track, type TrackingEvent } from './tracking'

type UserData = Extract<TrackingEvent, { event: 'user_data' }>

/** Spec section 9: completed years on the shop's day; none without a birth date in `yyyy-mm-dd`. */
export function ageOf({ dateOfBirth }: PersonalDetails, today: string): number | undefined {
  return dateOfBirth && /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) ? ageOn(dateOfBirth, today) : undefined
}

/** Spec section 9: returned ÷ total orders, to two places; none before the first order. */
export function returnRateOf({ totalOrders, totalReturnedOrders }: PersonalDetails): number | undefined {
  return totalOrders ? Math.round(((totalReturnedOrders ?? 0) / totalOrders) * 100) / 100 : undefined
}

/** The event with what is known; none when nothing is. */
export function userDataEvent(age: number | undefined, returnRate: number | undefined): UserData | undefined {
  if (age === undefined && returnRate === undefined) return undefined
  return {
    event: 'user_data',
    ...(age !== undefined ? { age } : {}),
    ...(returnRate !== undefined ? { return_rate: returnRate } : {}),
  }
}

/**
 * Pushes the signed-in customer's derived values once their personal details are known (again only
 * when they change): the age on the shop's day, never the birth date itself, and the return rate.
 */
export function useTrackUserData(): void {
  const { now } = useRuntime()
  const { data } = useQuery(personalDetailsQueryOptions())
  const age = data ? ageOf(data, shopDay(now())) : undefined
  const returnRate = data ? returnRateOf(data) : undefined
  useEffect(() => {
    const event = userDataEvent(age, returnRate)
    if (event) track(event)
  }, [age, returnRate])
}
