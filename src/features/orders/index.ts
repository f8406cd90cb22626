/**
 * What other features may use of orders (the edges are written in eslint.config.js): an order's details
 * with their query options and keys, so a feature that shows an order reads the same cache entry; and the
 * order's withdrawal right (period, what blocks it, whether the shop offers it, its texts), which order
 * details show and the withdrawal flow acts on.
 */
export { orderKeys, orderQueryOptions } from './api/orders-api'
export type { Order } from './api/order-schemas'
export { itemWithdrawalBlock, withdrawalState } from './domain/withdrawal-period'
export { useWithdrawalOffered } from './domain/withdrawal-offered'
export { withdrawalMessages } from './domain/withdrawal-messages'
