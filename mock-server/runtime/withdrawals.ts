import { db } from '../db/db'
import type { Order, Withdrawal } from '../db/schemas'

/** The withdrawals declared for an order, oldest first. */
export function withdrawalsOf(order: Pick<Order, 'id'>): Withdrawal[] {
  return db.withdrawals
    .findMany((q) => q.where({ orderId: order.id }))
    .sort((a, b) => a.declaredAt.localeCompare(b.declaredAt))
}

/**
 * The order with what has been withdrawn from it: `withdrawnAt` when the whole order was, and per
 * item when that item was. Order history and the withdrawal call answer with the same.
 */
type ItemWithWithdrawal = Order['items'][number] & { withdrawnAt: string | null }

export function withWithdrawals<T extends Pick<Order, 'id' | 'items'>>(
  order: T,
): Omit<T, 'items'> & { withdrawnAt: string | null; items: ItemWithWithdrawal[] } {
  const withdrawals = withdrawalsOf(order)
  const wholeOrder = withdrawals.find((withdrawal) => withdrawal.scope === 'order')
  const itemWithdrawnAt = (sku: string) =>
    withdrawals.find((withdrawal) => withdrawal.skus.includes(sku))?.declaredAt ?? null
  return {
    ...order,
    withdrawnAt: wholeOrder?.declaredAt ?? null,
    items: order.items.map((item) => ({ ...item, withdrawnAt: itemWithdrawnAt(item.sku) })),
  }
}
