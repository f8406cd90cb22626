import { db } from '../db/db'
import { mockNow, mockNowIso } from '../runtime/clock'
import { errorResponse, jsonResponse, serviceHandler } from './with-service'
import { isCancellableOnline } from '../../src/features/orders/domain/cancellation-window'

/** Order service: cancelling a shop order (spec section 7, "Orders"). */
export const orderServiceHandlers = [
  serviceHandler(
    'orderService',
    'post',
    '/api/shop-orders/:number/cancel',
    { session: 'required' },
    async ({ customer, params, body }) => {
      const order = db.orders.findFirst((q) =>
        q.where({ number: String(params.number), customer: { id: customer.id } }),
      )
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
    },
  ),
]
