import type { ReactNode } from 'react'
import { SkeletonBlock } from '@/shared/ui/skeleton'
import './product-summary.css'

/**
 * A ProductSummary in grey, inside a Skeleton: picture, name, `lines` short lines (price, attributes)
 * and the availability badge, then what the page adds below (its actions).
 */
export function ProductSummarySkeleton({ lines = 1, children }: { lines?: number; children?: ReactNode }) {
  return (
    <li className="card product-summary">
      <SkeletonBlock shape="picture-l" />
      <div className="product-summary__body">
        <p>
          <SkeletonBlock shape="heading" width="long" />
        </p>
        {Array.from({ length: lines }, (_, line) => (
          <p key={line}>
            <SkeletonBlock width="short" />
          </p>
        ))}
        <p>
          <SkeletonBlock shape="badge" />
        </p>
        {children}
      </div>
    </li>
  )
}
