import { HttpResponse } from 'msw'
import { db } from '../db/db'
import type { Customer, Order } from '../db/schemas'
import { mockNow, mockNowIso } from '../clock'
import { currentCustomer } from '../session'
import { errorResponse, jsonResponse, serviceHandler } from '../with-service'
import { isCancellableOnline } from '../../src/shared/orders/cancellation-window'

const unauthorized = () => errorResponse(401, 'UNAUTHORIZED')

function ordersOf(customer: Customer): Order[] {
  return db.orders
    .findMany((q) => q.where({ customer: { id: customer.id } }))
    .sort((a, b) => b.placedAt.localeCompare(a.placedAt))
}

function orderView(order: Order) {
  const { customer: _owner, ...fields } = order
  return { ...fields, placedAtDateAndTime: order.placedAt, deliveryAddress: order.deliveryAddress }
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

function findOwnOrder(customer: Customer, id: string): Order | undefined {
  return db.orders.findFirst((q) => q.where({ id, customer: { id: customer.id } }))
}

/** A simple product picture, so the prototype needs no image host. */
function productImage(baseProductNo: string): Response {
  const hue = Number(baseProductNo) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="8" fill="hsl(${hue} 45% 88%)"/><circle cx="48" cy="40" r="18" fill="hsl(${hue} 45% 55%)"/><rect x="20" y="64" width="56" height="10" rx="5" fill="hsl(${hue} 45% 55%)"/></svg>`
  return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } })
}

export const orderHandlers = [
  serviceHandler('orderHistory', 'get', '/orders', ({ cookies, url }) => {
    const customer = currentCustomer(cookies)
    if (!customer) return unauthorized()
    const orders = ordersOf(customer)
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 20) || 20, 100)
    const offset = Math.max(Number(url.searchParams.get('offset') ?? 0) || 0, 0)
    return jsonResponse({ orders: orders.slice(offset, offset + limit).map(orderSummaryView), total: orders.length })
  }),

  serviceHandler('orderHistory', 'get', '/orders/:id', ({ cookies, params }) => {
    const customer = currentCustomer(cookies)
    if (!customer) return unauthorized()
    const order = findOwnOrder(customer, String(params.id))
    return order ? jsonResponse(orderView(order)) : errorResponse(404, 'ORDER_NOT_FOUND')
  }),

  serviceHandler('orderHistory', 'post', '/orders/return', async ({ cookies, body }) => {
    const customer = currentCustomer(cookies)
    if (!customer) return unauthorized()
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

  serviceHandler('orderService', 'post', '/api/shop-orders/:number/cancel', async ({ cookies, params, body }) => {
    const customer = currentCustomer(cookies)
    if (!customer) return unauthorized()
    const order = db.orders.findFirst((q) => q.where({ number: String(params.number), customer: { id: customer.id } }))
    if (!order) return errorResponse(404, 'ORDER_NOT_FOUND')
    if (body.externalCustomerId !== customer.customerNumber) return errorResponse(403, 'WRONG_CUSTOMER')
    if (typeof body.reasonCode !== 'string' || body.reasonCode === '') return errorResponse(400, 'REASON_REQUIRED')
    if (!isCancellableOnline(order, mockNow())) return errorResponse(409, 'CANCELLATION_WINDOW_CLOSED')
    await db.orders.update((q) => q.where({ id: order.id }), {
      data(record) {
        record.status = 'cancelled'
        record.cancelledAt = mockNowIso()
        record.cancelReasonCode = String(body.reasonCode)
        record.items = record.items.map((item) => ({ ...item, status: 'Storniert' }))
      },
    })
    return jsonResponse({ number: order.number, status: 'cancelled' })
  }),

  serviceHandler('payment', 'get', '/invoices/open', ({ cookies }) => {
    const customer = currentCustomer(cookies)
    if (!customer) return unauthorized()
    const invoices = db.invoices.findMany((q) => q.where({ customer: { id: customer.id } }))
    const balance = Math.round(invoices.reduce((sum, invoice) => sum + invoice.amount, 0) * 100) / 100
    return jsonResponse({
      balance,
      currency: customer.countryCode === 'CH' ? 'CHF' : 'EUR',
      invoices: invoices.map(({ customer: _owner, ...invoice }) => invoice),
    })
  }),
]

export const productImageHandlers = [
  // Same origin as the app in the prototype; answered by the mock like an image host.
  serviceHandler('productDispenser', 'get', '/images/:file', ({ params }) =>
    productImage(String(params.file).replace(/\D/g, '')),
  ),
]
