import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'
import { hasStatus } from '@/shared/api/api-errors'
import { orderInsightsSchema, orderPageSchema, orderSchema } from './order-schemas'

export const ordersPageSize = 20

export const orderKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  latest: ['orders', 'latest'] as const,
  insights: ['orders', 'insights'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
}

/** GET /orders, newest first, a page at a time. */
export function getOrders(offset: number, signal?: AbortSignal) {
  return apiRequest({
    signal,
    service: 'orderHistory',
    path: '/orders',
    query: { addressStrictTyping: true, limit: ordersPageSize, offset },
    schema: orderPageSchema,
  })
}

export const ordersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: orderKeys.list,
    queryFn: ({ pageParam, signal }) => getOrders(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.orders.length, 0)
      return loaded < lastPage.total ? loaded : undefined
    },
  })

/** GET /orders with limit 1: the newest order, or null when the customer has none. */
export async function getLatestOrder(signal?: AbortSignal) {
  const page = await apiRequest({
    signal,
    service: 'orderHistory',
    path: '/orders',
    query: { addressStrictTyping: true, limit: 1 },
    schema: orderPageSchema,
  })
  return page.orders[0] ?? null
}

export const latestOrderQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.latest, queryFn: ({ signal }) => getLatestOrder(signal) })

/** GET /orders-insights: the customer's orders in figures (the answer we assume: orderInsightsSchema). */
export function getOrderInsights(signal?: AbortSignal) {
  return apiRequest({ signal, service: 'orderHistory', path: '/orders-insights', schema: orderInsightsSchema })
}

export const orderInsightsQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.insights, queryFn: ({ signal }) => getOrderInsights(signal) })

/** GET order {id} with origin SHOP. */
export function getOrder(id: string, signal?: AbortSignal) {
  return apiRequest({
    signal,
    service: 'orderHistory',
    path: `/orders/${encodeURIComponent(id)}`,
    query: { origin: 'SHOP' },
    schema: orderSchema,
  })
}

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal) })

/** POST /orders/return with the order id. */
export function returnOrder(orderId: string) {
  return apiRequest({
    service: 'orderHistory',
    method: 'POST',
    path: '/orders/return',
    body: { orderId },
    schema: z.unknown(),
  })
}

/** POST order {number}/cancel at the order service, with the customer and the reason. */
export function cancelOrder(order: { number: string; externalCustomerId: string }, reasonCode: string) {
  return apiRequest({
    service: 'orderService',
    method: 'POST',
    path: `/api/shop-orders/${encodeURIComponent(order.number)}/cancel`,
    body: { externalCustomerId: order.externalCustomerId, reasonCode },
    schema: z.unknown(),
  })
}

/**
 * A change the order service refuses with 409 once it is made: after a change whose answer was lost
 * (a timeout), the customer's retry gets that 409, the change being made already. So on a 409 the
 * order is read again (`readOrder`): where it shows the change, it is done as asked; otherwise the
 * 409 stays the failure it is (the order day is over, the order cannot be returned).
 */
async function changeOrFindMade<Current>(
  send: () => Promise<unknown>,
  readOrder: () => Promise<Current>,
  made: (order: Current) => boolean,
): Promise<void> {
  try {
    await send()
  } catch (error) {
    if (!hasStatus(error, 409)) throw error
    const current = await readOrder().catch(() => undefined)
    if (current === undefined || !made(current)) throw error
  }
}

/** Cancels the order; a 409 for an order that reads cancelled is the cancellation done. */
export const cancelOrderOrFindCancelled = (
  order: { number: string; externalCustomerId: string },
  reasonCode: string,
  readOrder: () => Promise<{ status: string }>,
) =>
  changeOrFindMade(
    () => cancelOrder(order, reasonCode),
    readOrder,
    (current) => current.status === 'cancelled',
  )

/** Registers the return; a 409 for an order that reads with its return registered is the return done. */
export const returnOrderOrFindRegistered = (
  orderId: string,
  readOrder: () => Promise<{ returnRequestedAt?: string | null }>,
) =>
  changeOrFindMade(
    () => returnOrder(orderId),
    readOrder,
    (current) => Boolean(current.returnRequestedAt),
  )
