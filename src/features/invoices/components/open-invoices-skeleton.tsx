import { Skeleton, SkeletonBlock, SkeletonCardHead } from '@/shared/ui/skeleton'

/** Open invoices' first load: the balance, the sorting and two invoice cards, in grey. */
export function OpenInvoicesSkeleton() {
  return (
    <Skeleton>
      <div className="stack">
        <div className="card balance">
          <p>
            <SkeletonBlock width="short" />
          </p>
          <SkeletonBlock shape="amount" />
        </div>
        <div className="form-actions">
          <SkeletonBlock width="short" />
          <SkeletonBlock shape="button" />
        </div>
        <ul className="card-list">
          {[0, 1].map((card) => (
            <li key={card} className="card invoice">
              <SkeletonCardHead />
              <p>
                <SkeletonBlock width="short" />
              </p>
              <p>
                <SkeletonBlock width="half" />
              </p>
              <p>
                <SkeletonBlock width="short" />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </Skeleton>
  )
}
