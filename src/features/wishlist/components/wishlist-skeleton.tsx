import { Skeleton, SkeletonBlock } from '@/shared/ui/skeleton'
import { ProductSummarySkeleton } from '@/shared/products/product-summary-skeleton'

/** The wishlist's first load: the count and two product cards with their actions, in grey. */
export function WishlistSkeleton() {
  return (
    <Skeleton>
      <div className="stack">
        <p>
          <SkeletonBlock width="short" />
        </p>
        <ul className="card-list">
          {[0, 1].map((card) => (
            <ProductSummarySkeleton key={card} lines={2}>
              <div className="form-actions wishlist-actions">
                <SkeletonBlock shape="button" />
                <SkeletonBlock shape="button" />
              </div>
            </ProductSummarySkeleton>
          ))}
        </ul>
      </div>
    </Skeleton>
  )
}
