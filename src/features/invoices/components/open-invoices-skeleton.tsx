import { Skeleton, SkeletonBlock } from '@/shared/ui/skeleton'

/** Open invoices' first load: the balance and two invoice cards, in grey. */
export function OpenInvoicesSkeleton() {
  return (
    <Skeleton>
      <div className="stack">
        <div className="card balance">
          <SkeletonBlock width="short" />
          <SkeletonBlock shape="amount" />
        </div>
        <ul className="card-list">
          {[0, 1].map((card) => (
            <li key={card} className="card invoice">
              <div className="card__head">
                <SkeletonBlock shape="heading" width="half" />
                <SkeletonBlock shape="badge" />
              </div>
              <SkeletonBlock width="short" />
              <SkeletonBlock width="half" />
              <SkeletonBlock width="short" />
            </li>
          ))}
        </ul>
      </div>
    </Skeleton>
  )
}
