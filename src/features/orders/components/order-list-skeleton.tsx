import { Skeleton, SkeletonBlock, SkeletonCardHead } from '@/shared/ui/skeleton'

/** The order list's first load: the intro and three order cards in grey (orders.css shapes them). */
export function OrderListSkeleton() {
  return (
    <Skeleton>
      <div className="stack">
        <p>
          <SkeletonBlock width="long" />
        </p>
        <ul className="card-list">
          {[0, 1, 2].map((card) => (
            <li key={card} className="card order-card">
              <SkeletonCardHead />
              <p className="order-card__meta">
                <SkeletonBlock width="long" />
              </p>
              <div className="thumbnails">
                {[0, 1, 2].map((picture) => (
                  <SkeletonBlock key={picture} shape="picture-s" />
                ))}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Skeleton>
  )
}
