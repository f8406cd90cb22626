import type { Order } from '../api/order-schemas'
import { returnableStatuses } from '../order-status'
import { cancellationMinutesLeft } from './cancellation-window'
import { withdrawalState, type ItemWithdrawalBlock } from './withdrawal-period'

/** A line of order details' first card below its head and order date. Dates as the order has them. */
export type OrderCardLine =
  | { kind: 'cancelledNotice' }
  | { kind: 'progress' }
  | { kind: 'returnRequested'; on: string }
  | { kind: 'cancelOffer'; minutesLeft: number }
  | { kind: 'returnLink' }
  | { kind: 'withdrawalBlocked'; reason: Exclude<ItemWithdrawalBlock, 'cancelled'> }
  | { kind: 'withdrawalExpired'; endsOn: string }
  | { kind: 'withdrawalOpen'; endsOn: string | null }

/**
 * Which lines order details' first card shows, in order (`OrderDetailsPage` renders them). `cancellation` is the online
 * cancellation's flag; `withdrawal` whether the shop offers the withdrawal function (`useWithdrawalOffered`).
 */
export function orderCardLines(
  order: Order,
  { now, cancellation, withdrawal }: { now: Date; cancellation: boolean; withdrawal: boolean },
): OrderCardLine[] {
  const lines: OrderCardLine[] = [order.status === 'cancelled' ? { kind: 'cancelledNotice' } : { kind: 'progress' }]
  if (order.returnRequestedAt) lines.push({ kind: 'returnRequested', on: order.returnRequestedAt })
  const minutesLeft = cancellation ? cancellationMinutesLeft(order, now) : 0
  if (minutesLeft > 0) lines.push({ kind: 'cancelOffer', minutesLeft })
  if (returnableStatuses.includes(order.status) && !order.returnRequestedAt) lines.push({ kind: 'returnLink' })
  if (!withdrawal) return lines
  const state = withdrawalState(order, now)
  // A cancelled order already says so above.
  if (state.kind === 'blocked') {
    if (state.reason !== 'cancelled') lines.push({ kind: 'withdrawalBlocked', reason: state.reason })
  } else if (state.kind === 'expired') lines.push({ kind: 'withdrawalExpired', endsOn: state.endsOn })
  else lines.push({ kind: 'withdrawalOpen', endsOn: state.endsOn })
  return lines
}
