import { SkeletonBlock } from '@/shared/ui/skeleton'
import { AccountColumns } from './account-columns'

/**
 * The signed-in area's first screen while its loader asks who is signed in (the account route's
 * `HydrateFallback`): the shell's columns in grey blocks, the same at every account address, so the
 * production build renders it once into index.html (src/app/prerender.tsx) and the app hydrates it there.
 * Nothing to read out: the page says what it is once it is there, a moment later.
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
