import { useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest } from '../api/api-client'
import { useRuntime } from '../config/runtime'

const latestOrderSchema = z.object({ orders: z.array(z.object({ placedAt: z.string() })) })

/** A customer is new when no order was placed in the last two years (spec sections 4 and 9). */
export function isNewCustomer(latestOrderPlacedAt: string | undefined, now: Date): boolean {
  if (!latestOrderPlacedAt) return true
  const twoYearsAgo = new Date(now)
  twoYearsAgo.setFullYear(twoYearsAgo.getFullYear() - 2)
  return new Date(latestOrderPlacedAt) < twoYearsAgo
}

/** Asks the order history for the latest order only (limit 1). Undefined while unknown or failed. */
export function useIsNewCustomer(enabled = true): boolean | undefined {
  const { now } = useRuntime()
  const latest = useQuery({
    queryKey: ['session', 'latest-order'],
    queryFn: ({ signal }) =>
      apiRequest({ service: 'orderHistory', path: '/orders', query: { limit: 1 }, schema: latestOrderSchema, signal }),
    enabled,
    staleTime: 5 * 60_000,
  })
  return latest.data ? isNewCustomer(latest.data.orders[0]?.placedAt, now()) : undefined
}
