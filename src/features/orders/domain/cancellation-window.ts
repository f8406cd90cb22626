import { shopDay, shopTimeZone, wallTime } from '@/shared/config/shop-time'

/**
 * Online cancellation is possible on the day the order was placed only (spec sections 6 and 9),
 * while the order is still confirmed, until midnight in the shop's time zone. Shared by the app
 * and the mock backend, so both decide the same way.
 */

type OrderForCancellation = { placedAt: string; status: string }

const cancellableStatuses = new Set(['confirmed', 'received'])

/** Minutes left to cancel online, or 0 when the window is closed. */
export function cancellationMinutesLeft(order: OrderForCancellation, now: Date, timeZone = shopTimeZone): number {
  if (!cancellableStatuses.has(order.status)) return 0
  if (shopDay(order.placedAt, timeZone) !== shopDay(now, timeZone) || now < new Date(order.placedAt)) return 0
  const current = wallTime(now, timeZone)
  return 24 * 60 - (current.hour * 60 + current.minute)
}

export function isCancellableOnline(order: OrderForCancellation, now: Date, timeZone = shopTimeZone): boolean {
  return cancellationMinutesLeft(order, now, timeZone) > 0
}
