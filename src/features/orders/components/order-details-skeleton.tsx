import { Skeleton, SkeletonBlock, SkeletonCardHead } from '@/shared/ui/skeleton'

/** Order details' first load: the order with its progress, the items and the address, in grey. */
export function OrderDetailsSkeleton() {
  return (
    <Skeleton>
      <div className="stack">
        <div className="card stack">
          <SkeletonCardHead />
          <p>
            <SkeletonBlock width="short" />
          </p>
          <div className="progress">
            {[0, 1, 2, 3].map((step) => (
              <div key={step} className="progress__step">
                <SkeletonBlock shape="circle" />
                <SkeletonBlock width="long" />
              </div>
            ))}
          </div>
        </div>
        <div className="card stack">
          <SkeletonBlock shape="heading" width="short" />
          <div className="line-items">
            {[0, 1].map((item) => (
              <div key={item} className="line-item">
                <SkeletonBlock shape="picture-m" />
                <div className="skeleton__lines">
                  <SkeletonBlock width="long" />
                  <SkeletonBlock width="half" />
                  <SkeletonBlock width="short" />
                </div>
              </div>
            ))}
          </div>
          <div className="skeleton__lines">
            <SkeletonBlock width="full" />
            <SkeletonBlock width="full" />
            <SkeletonBlock shape="heading" width="full" />
          </div>
        </div>
        <div className="card stack">
          <SkeletonBlock shape="heading" width="short" />
          <div className="skeleton__lines">
            <SkeletonBlock width="half" />
            <SkeletonBlock width="half" />
            <SkeletonBlock width="short" />
          </div>
        </div>
      </div>
    </Skeleton>
  )
}
