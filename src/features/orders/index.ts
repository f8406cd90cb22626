/**
 * What other features may use of orders (the edges are written in eslint.config.js): an order's details
 * with their query options and keys, so a feature that shows an order reads the same cache entry.
 */
export { orderKeys, orderQueryOptions } from './api/orders-api'
export type { Order } from './api/order-schemas'
