import { useId, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { LoadFailed } from '@/shared/ui/load-failed'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { shopHomeUrl } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { useFlag } from '@/shared/flags/use-flag'
import { sectionMessages } from '@/shared/intl/section-messages'
import { ProductSummary } from '@/shared/products/product-summary'
import { availabilityOf, variantOf } from '@/shared/products/product-schema'
import { wishlistQueryOptions, type WishlistItem } from '../api/wishlist-api'
import { wishlistMessages } from '../messages'
import { useWishlistActions, type ItemStatus } from './use-wishlist-actions'
import { WishlistSkeleton } from './wishlist-skeleton'
import './wishlist.css'
import { accountPageLoader } from '@/shared/routing/account-page-loader'

// Account home's card of the wishlist is taken from this page's module: it loads the page's chunk as it is,
// which adds no file to any route (docs/decisions/2026-11-26-account-home-redesign.md).
export { WishlistSummary } from './wishlist-summary'

type WishlistEntryProps = {
  item: WishlistItem
  status: ItemStatus | undefined
  canRemove: boolean
  onMove: (item: WishlistItem) => void
  onRemove: (item: WishlistItem) => void
}

function WishlistEntry({ item, status, canRemove, onMove, onRemove }: WishlistEntryProps) {
  const intl = useIntl()
  const headingId = useId()
  const soldOutId = useId()
  const soldOut = availabilityOf(item.product, variantOf(item.product, item.variant.sku)) === 'SOLD_OUT'
  const busy = status === 'moving' || status === 'removing'
  return (
    <li data-sku={item.variant.sku}>
      <ProductSummary product={item.product} sku={item.variant.sku} headingId={headingId}>
        {status === 'moved' ? (
          <Alert tone="success">{intl.formatMessage(wishlistMessages.moved)}</Alert>
        ) : (
          <>
            {soldOut ? (
              <p id={soldOutId} className="muted">
                {intl.formatMessage(wishlistMessages.soldOut)}
              </p>
            ) : null}
            {status === 'moveFailed' ? <Alert>{intl.formatMessage(wishlistMessages.moveFailed)}</Alert> : null}
            {status === 'removeFailed' ? <Alert>{intl.formatMessage(wishlistMessages.removeFailed)}</Alert> : null}
            <div className="form-actions wishlist-actions">
              <Button
                onClick={() => onMove(item)}
                busy={status === 'moving'}
                disabled={soldOut || busy}
                aria-describedby={soldOut ? `${headingId} ${soldOutId}` : headingId}
              >
                {intl.formatMessage(wishlistMessages.moveToBasket)}
              </Button>
              {canRemove ? (
                <Button
                  variant="secondary"
                  onClick={() => onRemove(item)}
                  busy={status === 'removing'}
                  disabled={busy}
                  aria-describedby={headingId}
                >
                  {intl.formatMessage(wishlistMessages.remove)}
                </Button>
              ) : null}
            </div>
          </>
        )}
      </ProductSummary>
    </li>
  )
}

/** The route's loader: the calls this page makes as it opens start with its code (account-page-loader.ts). */
export const loader = accountPageLoader(({ queryClient }) => [queryClient.prefetchQuery(wishlistQueryOptions())])

/** The wishlist: products to move to the basket (one piece) or, with deleteWishlistProduct, to remove. */
export function WishlistPage() {
  const intl = useIntl()
  const { locale } = useRuntime()
  const canRemove = useFlag('deleteWishlistProduct')
  const wishlist = useQuery(wishlistQueryOptions())
  const { statuses, moveToBasket, remove } = useWishlistActions()
  const list = useRef<HTMLUListElement>(null)
  useDocumentTitle(intl.formatMessage(sectionMessages.wishlist))

  /**
   * Runs an action on an item. When it lost the item its buttons (moved) or its place (removed),
   * keyboard focus goes on to the next product still to act on, else the one before, else the page,
   * instead of falling back to the document. The neighbours are taken before the list changes.
   */
  const act = (sku: string, action: () => Promise<boolean>) => {
    const entries = [...(list.current?.querySelectorAll<HTMLLIElement>(':scope > li') ?? [])]
    const index = entries.findIndex((entry) => entry.dataset.sku === sku)
    const acted = entries[index]
    const neighbours = [...entries.slice(index + 1), ...entries.slice(0, index).reverse()]
    void action().then((done) => {
      const focus = document.activeElement
      if (!done || (focus && focus !== document.body && !acted?.contains(focus))) return
      const next = neighbours.find((entry) => entry.isConnected && entry.querySelector('button'))
      ;(next?.querySelector<HTMLElement>('a') ?? document.getElementById('main'))?.focus()
    })
  }

  if (wishlist.isPending) return <WishlistSkeleton />
  if (wishlist.isError) return <LoadFailed onRetry={() => void wishlist.refetch()} retrying={wishlist.isRefetching} />

  const { items } = wishlist.data
  if (items.length === 0)
    return (
      <div className="card stack">
        <p>
          <strong>{intl.formatMessage(wishlistMessages.empty)}</strong>
        </p>
        <p>{intl.formatMessage(wishlistMessages.emptyHint)}</p>
        <p>
          <a href={shopHomeUrl(locale)}>{intl.formatMessage(wishlistMessages.discover)}</a>
        </p>
      </div>
    )

  return (
    <div className="stack">
      <p className="muted" aria-live="polite">
        {intl.formatMessage(wishlistMessages.count, { count: items.length })}
      </p>
      <ul ref={list} className="card-list" aria-label={intl.formatMessage(sectionMessages.wishlist)}>
        {items.map((item) => (
          <WishlistEntry
            key={item.id}
            item={item}
            status={statuses[item.variant.sku]}
            canRemove={canRemove}
            onMove={(entry) => act(entry.variant.sku, () => moveToBasket(entry))}
            onRemove={(entry) => act(entry.variant.sku, () => remove(entry))}
          />
        ))}
      </ul>
    </div>
  )
}

export { WishlistPage as Component }
