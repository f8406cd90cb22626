import { db } from '../db/db'
import type { Customer, Order } from '../db/schemas'
import { mockNow, mockNowIso } from '../runtime/clock'
import { wallTime } from '../../src/shared/config/shop-time'
import { errorResponse, jsonResponse, serviceHandler } from './with-service'
import { withWithdrawals } from '../runtime/withdrawals'

/** Newest first. ISO instants compare as plain strings (localeCompare made a 10,000-order page slow). */
function ordersOf(customer: Customer): Order[] {
  return db.orders
    .all()
    .filter((order) => order.customer?.id === customer.id)
    .sort((a, b) => (a.placedAt < b.placedAt ? 1 : a.placedAt > b.placedAt ? -1 : 0))
}

function orderView(order: Order) {
  const { customer: _owner, ...fields } = order
  return { ...withWithdrawals(fields), placedAtDateAndTime: order.placedAt, deliveryAddress: order.deliveryAddress }
}

function orderSummaryView(order: Order) {
  return {
    id: order.id,
    number: order.number,
    placedAt: order.placedAt,
    status: order.status,
    total: order.total,
    currency: order.currency,
    itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
    items: order.items.map(({ baseProductNo, title, imageUrl }) => ({ baseProductNo, title, imageUrl })),
  }
}

const returnedStatuses = new Set<Order['status']>(['returned', 'partiallyReturned'])

/**
 * The answer we assume for GET /orders-insights (the spec shows none; see
 * docs/decisions/2026-11-26-account-home-redesign.md): counts over all orders, and this calendar year's
 * orders and voucher savings, the year counted in the shop's time zone.
 */
function orderInsightsView(customer: Customer) {
  const orders = ordersOf(customer)
  const year = wallTime(mockNow()).year
  const thisYear = orders.filter((order) => wallTime(order.placedAt).year === year)
  const savedWithVouchers = thisYear
    .filter((order) => order.status !== 'cancelled')
    .flatMap((order) => order.vouchers ?? [])
    .reduce((sum, voucher) => sum + voucher.discount, 0)
  return {
    totalOrders: orders.length,
    returnedOrders: orders.filter((order) => returnedStatuses.has(order.status)).length,
    // Announced, and not all of it back yet: the mock never receives the goods of an announced return.
    openReturns: orders.filter((order) => order.returnRequestedAt && order.status !== 'returned').length,
    currentYear: { year, orders: thisYear.length, savedWithVouchers: Math.round(savedWithVouchers * 100) / 100 },
    currency: customer.countryCode === 'CH' ? 'CHF' : 'EUR',
  }
}

function findOwnOrder(customer: Customer, id: string): Order | undefined {
  return db.orders.findFirst((q) => q.where({ id, customer: { id: customer.id } }))
}

/** Order history service: the signed-in customer's orders and their returns (spec section 7, "Orders"). */
export const orderHistoryHandlers = [
  serviceHandler('orderHistory', 'get', '/orders', { session: 'required' }, ({ customer, url }) => {
    const orders = ordersOf(customer)
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 20) || 20, 100)
    const offset = Math.max(Number(url.searchParams.get('offset') ?? 0) || 0, 0)
    return jsonResponse({ orders: orders.slice(offset, offset + limit).map(orderSummaryView), total: orders.length })
  }),

  serviceHandler('orderHistory', 'get', '/orders-insights', { session: 'required' }, ({ customer }) =>
    jsonResponse(orderInsightsView(customer)),
  ),

  serviceHandler('orderHistory', 'get', '/orders/:id', { session: 'required' }, ({ customer, params }) => {
    const order = findOwnOrder(customer, String(params.id))
    return order ? jsonResponse(orderView(order)) : errorResponse(404, 'ORDER_NOT_FOUND')
  }),

  serviceHandler('orderHistory', 'post', '/orders/return', { session: 'required' }, async ({ customer, body }) => {
    const order = findOwnOrder(customer, String(body.orderId ?? ''))
    if (!order) return errorResponse(404, 'ORDER_NOT_FOUND')
    if (!['delivered', 'partiallyReturned', 'partiallyCancelled'].includes(order.status) || order.returnRequestedAt) {
      return errorResponse(409, 'RETURN_NOT_POSSIBLE')
    }
    const updated = await db.orders.update((q) => q.where({ id: order.id }), {
      data(record) {
        record.returnRequestedAt = mockNowIso()
      },
    })
    return jsonResponse({ orderId: order.id, returnRequestedAt: updated?.returnRequestedAt })
  }),
]
