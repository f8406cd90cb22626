import { db } from '../db/db'
import type { Customer, WishlistItem } from '../db/schemas'
import { mockNowIso } from '../runtime/clock'
import { nextId } from '../runtime/ids'
import { findProduct, findProductBySku, productView } from '../runtime/product-views'
import { errorResponse, jsonResponse, serviceHandler } from './with-service'

/** The basket session the shop keeps per browser (spec section 7: header X-SessionId). */
const sessionIdHeader = 'x-sessionid'

function activeWishlistOf(customer: Customer): WishlistItem[] {
  return db.wishlistItems.findMany((q) => q.where({ customer: { id: customer.id }, state: 'active' }))
}

function wishlistItemView(item: WishlistItem) {
  const product = findProductBySku(item.sku)
  if (!product) return undefined
  return {
    id: item.id,
    baseProductNo: item.baseProductNo,
    variant: { sku: item.sku },
    state: item.state,
    product: productView(product),
  }
}

const wishlistStates = ['movedToBasket', 'deleted'] as const

/** Basket service: the wishlist (GET /wishlist, PATCH /wishlist-item) and the basket (POST /basket/items). */
export const basketHandlers = [
  serviceHandler('basket', 'get', '/wishlist', { session: 'required' }, ({ customer }) =>
    jsonResponse({ items: activeWishlistOf(customer).flatMap((item) => wishlistItemView(item) ?? []) }),
  ),

  // The item is found by its SKU; its state says where it went (moved to the basket, or deleted).
  serviceHandler('basket', 'patch', '/wishlist-item', { session: 'required' }, async ({ customer, body }) => {
    const state = wishlistStates.find((known) => known === body.state)
    if (!state || typeof body.sku !== 'string') return errorResponse(400, 'INVALID_WISHLIST_ITEM')
    const item = activeWishlistOf(customer).find((candidate) => candidate.sku === body.sku)
    if (!item) return errorResponse(404, 'WISHLIST_ITEM_NOT_FOUND')
    await db.wishlistItems.update((q) => q.where({ id: item.id }), {
      data(record) {
        record.state = state
      },
    })
    return jsonResponse({ sku: item.sku, state })
  }),

  serviceHandler('basket', 'post', '/basket/items', { session: 'optional' }, async ({ request, body, customer }) => {
    const sessionId = request.headers.get(sessionIdHeader)
    if (!sessionId) return errorResponse(400, 'SESSION_ID_MISSING')
    const quantity = Number(body.quantity)
    if (typeof body.sku !== 'string' || !Number.isInteger(quantity) || quantity < 1)
      return errorResponse(400, 'INVALID_BASKET_ITEM')
    const product = findProductBySku(body.sku) ?? findProduct(String(body.baseProductNo ?? ''))
    if (!product) return errorResponse(404, 'PRODUCT_NOT_FOUND')
    if (product.availability === 'SOLD_OUT') return errorResponse(409, 'PRODUCT_SOLD_OUT')
    const item = await db.basketItems.create({
      id: nextId('basket-item'),
      sessionId,
      baseProductNo: product.baseProductNo,
      sku: body.sku,
      quantity,
      addedAt: mockNowIso(),
      customer,
    })
    return jsonResponse({ id: item.id, sku: item.sku, quantity: item.quantity }, { status: 201 })
  }),
]
