import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'
import { productSchema } from '@/shared/products/product-schema'
import { shopSessionId } from '@/shared/session/local-preferences'

/** A wishlist item (spec section 3): the product with its base product number and the chosen variant's SKU. */
export const wishlistItemSchema = z.object({
  id: z.string(),
  baseProductNo: z.string(),
  variant: z.object({ sku: z.string() }),
  state: z.optional(z.string()),
  product: productSchema,
})
export type WishlistItem = z.infer<typeof wishlistItemSchema>

export const wishlistSchema = z.object({ items: z.array(wishlistItemSchema) })
export type Wishlist = z.infer<typeof wishlistSchema>

export const wishlistKeys = { all: ['wishlist'] as const }

/** GET /wishlist. */
export const getWishlist = () => apiRequest({ service: 'basket', path: '/wishlist', schema: wishlistSchema })

export const wishlistQueryOptions = () => queryOptions({ queryKey: wishlistKeys.all, queryFn: getWishlist })

export type WishlistItemState = 'movedToBasket' | 'deleted'

/** PATCH /wishlist-item: the item, found by its SKU, was moved to the basket or deleted. */
export const updateWishlistItem = (sku: string, state: WishlistItemState) =>
  apiRequest({
    service: 'basket',
    method: 'PATCH',
    path: '/wishlist-item',
    body: { sku, state },
    schema: z.unknown(),
  })

/** POST /basket/items: one piece (quantity 1) of the item's variant, for the shop's session (X-SessionId). */
export const addToBasket = (item: Pick<WishlistItem, 'baseProductNo' | 'variant'>) =>
  apiRequest({
    service: 'basket',
    method: 'POST',
    path: '/basket/items',
    body: { baseProductNo: item.baseProductNo, sku: item.variant.sku, quantity: 1 },
    headers: { 'X-SessionId': shopSessionId() },
    schema: z.unknown(),
  })
