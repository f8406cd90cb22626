import { shopDay } from '@/shared/config/shop-time'
import { plusDays } from '@/shared/config/shop-days'

/**
 * The statutory withdrawal period (EU Directive 2011/83, with the withdrawal function of Directive
 * 2023/2673): 14 days from receipt of the goods. Shared by the app and the mock backend, so both
 * decide the same way against their clock.
 */
export const withdrawalPeriodDays = 14

/**
 * Days a parcel takes from dispatch to the customer, assumed where no delivery date is known
 * (receipt = dispatch date + this). Three working days is the shop's standard delivery promise.
 */
export const standardShippingDays = 3

type ItemForWithdrawal = { status: string; withdrawnAt?: string | null }

export type OrderForWithdrawal = {
  status: string
  dispatchedAt?: string | null
  deliveredAt?: string | null
  withdrawnAt?: string | null
  items: ItemForWithdrawal[]
}

/** Why an item cannot be withdrawn from (any more). */
export type ItemWithdrawalBlock = 'cancelled' | 'returned' | 'withdrawn'

export type WithdrawalState =
  /** `endsOn` (YYYY-MM-DD, last day in Germany) is null while the goods are not yet received: the period has not begun. */
  | { kind: 'open'; endsOn: string | null }
  | { kind: 'expired'; endsOn: string }
  | { kind: 'blocked'; reason: ItemWithdrawalBlock }

const cancelledItemStatuses = new Set(['Storniert'])
const returnedItemStatuses = new Set(['Retoure Eingetroffen'])

/** The day the goods arrived: the delivery date, else the dispatch date plus the standard shipping time. */
export function receiptDay(order: Pick<OrderForWithdrawal, 'dispatchedAt' | 'deliveredAt'>): string | null {
  if (order.deliveredAt) return shopDay(order.deliveredAt)
  if (order.dispatchedAt) return plusDays(shopDay(order.dispatchedAt), standardShippingDays)
  return null
}

/** The last day of the period, or null before receipt. */
export function withdrawalPeriodEnd(order: Pick<OrderForWithdrawal, 'dispatchedAt' | 'deliveredAt'>): string | null {
  const receipt = receiptDay(order)
  return receipt ? plusDays(receipt, withdrawalPeriodDays) : null
}

export function itemWithdrawalBlock(item: ItemForWithdrawal, order?: { withdrawnAt?: string | null }) {
  if (item.withdrawnAt || order?.withdrawnAt) return 'withdrawn' satisfies ItemWithdrawalBlock
  if (cancelledItemStatuses.has(item.status)) return 'cancelled' satisfies ItemWithdrawalBlock
  if (returnedItemStatuses.has(item.status)) return 'returned' satisfies ItemWithdrawalBlock
  return undefined
}

/**
 * Whether the customer can still withdraw from the order, and until when. A withdrawal before
 * receipt is possible (the period has not begun yet); an order with no item left to withdraw from
 * says why, the most recent reason first.
 */
export function withdrawalState(order: OrderForWithdrawal, now: Date): WithdrawalState {
  const blocks = order.items.map((item) => itemWithdrawalBlock(item, order))
  if (order.status === 'cancelled' || blocks.every((block) => block !== undefined)) {
    const reason = (['withdrawn', 'returned', 'cancelled'] as const).find((candidate) => blocks.includes(candidate))
    return { kind: 'blocked', reason: reason ?? 'cancelled' }
  }
  const endsOn = withdrawalPeriodEnd(order)
  if (endsOn === null) return { kind: 'open', endsOn: null }
  return shopDay(now) <= endsOn ? { kind: 'open', endsOn } : { kind: 'expired', endsOn }
}
