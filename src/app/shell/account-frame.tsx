import { SkeletonBlock } from '@/shared/ui/skeleton'
import { AccountColumns } from './account-columns'

/**
 * The account route's `HydrateFallback`, while its loader asks who is signed in: the shell's columns in grey
 * blocks, the same at every account address (index.html holds it, and the app hydrates it).
 */
export function AccountFrame() {
  return (
    <AccountColumns
      isOverview={false}
      aside={
        <div className="account-greeting" aria-hidden="true">
          <SkeletonBlock shape="heading" width="long" />
        </div>
      }
    >
      <div className="stack" aria-hidden="true">
        <SkeletonBlock shape="heading" width="half" />
        <div className="card stack">
          <SkeletonBlock shape="heading" width="half" />
          <SkeletonBlock />
          <SkeletonBlock width="long" />
        </div>
      </div>
    </AccountColumns>
  )
}
