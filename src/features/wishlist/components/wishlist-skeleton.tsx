import { Skeleton, SkeletonBlock } from '@/shared/ui/skeleton'

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
            <li key={card} className="card product-summary">
              <SkeletonBlock shape="picture-l" />
              <div className="product-summary__body">
                <p>
                  <SkeletonBlock shape="heading" width="long" />
                </p>
                <p>
                  <SkeletonBlock width="short" />
                </p>
                <p>
                  <SkeletonBlock width="short" />
                </p>
                <p>
                  <SkeletonBlock shape="badge" />
                </p>
                <div className="form-actions wishlist-actions">
                  <SkeletonBlock shape="button" />
                  <SkeletonBlock shape="button" />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Skeleton>
  )
}
