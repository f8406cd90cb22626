import { shopTimeZone } from '@/shared/config/shop-time'

/**
 * Online cancellation is possible on the day the order was placed only (spec sections 6 and 9),
 * while the order is still confirmed, until midnight in the shop's time zone. Shared by the app
 * and the mock backend, so both decide the same way.
 */

type OrderForCancellation = { placedAt: string; status: string }

const cancellableStatuses = new Set(['confirmed', 'received'])

function zonedParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant)
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? '00'
  return {
    day: `${value('year')}-${value('month')}-${value('day')}`,
    minutes: Number(value('hour')) * 60 + Number(value('minute')),
  }
}

/** Minutes left to cancel online, or 0 when the window is closed. */
export function cancellationMinutesLeft(order: OrderForCancellation, now: Date, timeZone = shopTimeZone): number {
  if (!cancellableStatuses.has(order.status)) return 0
  const placed = zonedParts(new Date(order.placedAt), timeZone)
  const current = zonedParts(now, timeZone)
  if (placed.day !== current.day || now < new Date(order.placedAt)) return 0
  return 24 * 60 - current.minutes
}

export function isCancellableOnline(order: OrderForCancellation, now: Date, timeZone = shopTimeZone): boolean {
  return cancellationMinutesLeft(order, now, timeZone) > 0
}
