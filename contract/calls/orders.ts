import { z } from 'zod'
import { getOpenInvoices, openInvoicesSchema } from '@/features/invoices/api/open-invoices-api'
import { orderInsightsSchema, orderPageSchema, orderSchema } from '@/features/orders/api/order-schemas'
import { cancelOrder, getOrder, getOrderInsights, getOrders, returnOrder } from '@/features/orders/api/orders-api'
import { cancelReasonCodes } from '@/features/orders/order-status'
import type { Operation } from '../operation'
import { badRequest, notRead, unauthorized } from '../operation-kit'

/** In orders-every-status: order-0001 is today's (confirmed, cancellable), order-0006 delivered (returnable). */
const todaysOrderId = 'order-0001'
const deliveredOrderId = 'order-0006'

const orderNotFound = {
  status: 404 as const,
  meaning: 'No such order of this customer.',
  cases: [{ code: 'ORDER_NOT_FOUND', meaning: 'The order details say the order was not found.' }],
}

/** Orders and open invoices (spec section 7, "Orders", "Open invoices"). */
export const orderCalls: Operation[] = [
  {
    operationId: 'getOrders',
    service: 'orderHistory',
    method: 'GET',
    path: '/orders',
    summary: 'The orders of the signed-in customer, newest first, a page at a time',
    description: 'The order list asks 20 at a time; the new-customer check asks for the latest order only (limit 1).',
    assumed:
      "`offset` and the answer's `total` (how the list pages): the spec shows only address_strict_typing and limit.",
    session: 'required',
    query: z.object({
      addressStrictTyping: z.boolean().optional().describe('true: addresses come typed.'),
      limit: z.int().min(1),
      offset: z.int().min(0).optional().describe('How many orders to skip (paging).'),
    }),
    answer: {
      status: 200,
      schema: orderPageSchema,
      name: 'OrderPage',
      description: 'One page of orders and how many there are.',
    },
    errors: [unauthorized],
    example: { scenario: 'orders-every-status', run: () => getOrders(0) },
  },
  {
    operationId: 'getOrderInsights',
    service: 'orderHistory',
    method: 'GET',
    path: '/orders-insights',
    summary: "The customer's orders in figures (account home's card)",
    assumed:
      'The answer: spec section 7 names the call, not its answer (docs/decisions/2026-11-26-account-home-redesign.md).',
    session: 'required',
    answer: { status: 200, schema: orderInsightsSchema, name: 'OrderInsights', description: 'The figures.' },
    errors: [unauthorized],
    example: { scenario: 'default', run: () => getOrderInsights() },
  },
  {
    operationId: 'getOrder',
    service: 'orderHistory',
    method: 'GET',
    path: '/orders/{id}',
    summary: 'One order with its items',
    session: 'required',
    pathParameters: { id: 'The order id.' },
    query: z.object({ origin: z.literal('SHOP') }),
    answer: { status: 200, schema: orderSchema, name: 'Order', description: 'The order.' },
    errors: [unauthorized, orderNotFound],
    example: { scenario: 'orders-every-status', run: () => getOrder(todaysOrderId) },
  },
  {
    operationId: 'returnOrder',
    service: 'orderHistory',
    method: 'POST',
    path: '/orders/return',
    summary: 'Registers the return of a delivered order',
    assumed: 'The answer: the spec shows none.',
    session: 'required',
    body: z.strictObject({ orderId: z.string() }),
    answer: { status: 200, schema: notRead('The return is registered.'), description: 'Registered.' },
    errors: [
      unauthorized,
      orderNotFound,
      {
        status: 409,
        meaning: 'The order cannot be returned (any more).',
        cases: [
          {
            code: 'RETURN_NOT_POSSIBLE',
            meaning: 'Return failed: the button reads "Übertragungsfehler", try later (spec section 8).',
          },
        ],
      },
    ],
    example: { scenario: 'orders-every-status', run: () => returnOrder(deliveredOrderId) },
  },
  {
    operationId: 'cancelOrder',
    service: 'orderService',
    method: 'POST',
    path: '/api/shop-orders/{number}/cancel',
    summary: 'Cancels an order on the day it was placed',
    assumed:
      'The answer: the spec shows none ("order service /api/shop-orders (method not shown)"; the cancel call is POST).',
    session: 'required',
    pathParameters: { number: 'The order number.' },
    body: z.strictObject({
      externalCustomerId: z.string().describe("The order's externalCustomerId."),
      reasonCode: z.enum(cancelReasonCodes).describe('The reason the customer chose (required).'),
    }),
    answer: { status: 200, schema: notRead('The order is cancelled.'), description: 'Cancelled.' },
    errors: [
      unauthorized,
      badRequest({ code: 'REASON_REQUIRED', meaning: 'No reason: the cancellation error.' }),
      {
        status: 403,
        meaning: "The order is not this customer's.",
        cases: [{ code: 'WRONG_CUSTOMER', meaning: 'The cancellation error.' }],
      },
      orderNotFound,
      {
        status: 409,
        meaning:
          'The order cannot be cancelled (any more): the app reads the order again; cancelled already (a retry after a lost answer), the cancellation is done, otherwise the cancellation error.',
        cases: [
          { code: 'CANCELLATION_WINDOW_CLOSED', meaning: 'The order day is over, or the order is cancelled already.' },
        ],
      },
    ],
    example: {
      scenario: 'orders-every-status',
      // As the order details page does: the order's own number and externalCustomerId.
      run: async () => cancelOrder(await getOrder(todaysOrderId), 'OTHER'),
    },
  },
  {
    operationId: 'getOpenInvoices',
    service: 'payment',
    method: 'GET',
    path: '/invoices/open',
    summary: 'The open invoices and the balance',
    session: 'required',
    answer: { status: 200, schema: openInvoicesSchema, name: 'OpenInvoices', description: 'The open invoices.' },
    errors: [unauthorized],
    example: { scenario: 'overdue-invoices', run: () => getOpenInvoices() },
  },
]
