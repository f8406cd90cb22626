import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { shopLocaleSettings, type ShopLocale } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { variantOf } from '@/shared/products/product-schema'
import { track } from '@/shared/tracking/tracking'
import {
  addToBasket,
  updateWishlistItem,
  wishlistKeys,
  type Wishlist,
  type WishlistItem,
  type WishlistItemState,
} from '../api/wishlist-api'

/** Spec section 9: a moved item stays visible this long with its success message. */
export const removalDelayMs = 1500

/** Spec section 9: the shipping time add-to-cart tracking assumes (standard delivery). */
export const assumedShippingDays = 5

/** The tag manager's add-to-cart: one piece of the item's variant, no customer data. */
function trackAddToCart(item: WishlistItem, locale: ShopLocale): void {
  const { price } = variantOf(item.product, item.variant.sku)
  track({
    event: 'add_to_cart',
    ecommerce: {
      currency: shopLocaleSettings[locale].currency,
      value: price.value,
      shipping_days: assumedShippingDays,
      items: [
        {
          item_id: item.baseProductNo,
          item_variant: item.variant.sku,
          item_name: item.product.name.long,
          ...(item.product.brand ? { item_brand: item.product.brand.brandName } : {}),
          price: price.value,
          quantity: 1,
        },
      ],
    },
  })
}

/** Per item (spec section 4, "Wishlist add-to-basket"): in progress, success, failed; and the delete. */
export type ItemStatus = 'moving' | 'moved' | 'moveFailed' | 'removing' | 'removeFailed'

/**
 * Moving items to the basket and deleting them, each item with a state of its own. A moved item leaves
 * the list 1500 ms after the basket took it, when its wishlist state becomes movedToBasket; one still
 * waiting when the page is left is settled at once, so the wishlist matches the basket.
 */
export function useWishlistActions() {
  const queryClient = useQueryClient()
  const { locale } = useRuntime()
  const [statuses, setStatuses] = useState<Record<string, ItemStatus>>({})
  const pending = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  const setStatus = useCallback((sku: string, status: ItemStatus | undefined) => {
    setStatuses((current) => {
      const { [sku]: _previous, ...rest } = current
      return status ? { ...rest, [sku]: status } : rest
    })
  }, [])

  const leaveList = useCallback(
    (sku: string) =>
      queryClient.setQueryData<Wishlist>(wishlistKeys.all, (wishlist) =>
        wishlist ? { ...wishlist, items: wishlist.items.filter((item) => item.variant.sku !== sku) } : wishlist,
      ),
    [queryClient],
  )

  const settle = useCallback(
    (sku: string, state: WishlistItemState) => {
      pending.current.delete(sku)
      leaveList(sku)
      setStatus(sku, undefined)
      // The basket has the item either way; a failure here only leaves it on the stored wishlist.
      updateWishlistItem(sku, state).catch(() => undefined)
    },
    [leaveList, setStatus],
  )

  useEffect(() => {
    const waiting = pending.current
    return () => {
      for (const [sku, timer] of waiting) {
        clearTimeout(timer)
        updateWishlistItem(sku, 'movedToBasket').catch(() => undefined)
      }
      waiting.clear()
    }
  }, [])

  /** Resolves true once the basket took the item (its buttons then give way to the success message). */
  const moveToBasket = useCallback(
    async (item: WishlistItem): Promise<boolean> => {
      const sku = item.variant.sku
      setStatus(sku, 'moving')
      try {
        await addToBasket(item)
      } catch {
        setStatus(sku, 'moveFailed')
        return false
      }
      setStatus(sku, 'moved')
      trackAddToCart(item, locale)
      pending.current.set(
        sku,
        setTimeout(() => settle(sku, 'movedToBasket'), removalDelayMs),
      )
      return true
    },
    [locale, setStatus, settle],
  )

  /** Resolves true once the item left the list. */
  const remove = useCallback(
    async (item: WishlistItem): Promise<boolean> => {
      const sku = item.variant.sku
      setStatus(sku, 'removing')
      try {
        await updateWishlistItem(sku, 'deleted')
      } catch {
        setStatus(sku, 'removeFailed')
        return false
      }
      leaveList(sku)
      setStatus(sku, undefined)
      return true
    },
    [leaveList, setStatus],
  )

  return { statuses, moveToBasket, remove }
}
