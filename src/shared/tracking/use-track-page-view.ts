import { useEffect } from 'react'
import { track, type TrackingPageType } from './tracking'

/** One page view per page or step shown; `path` makes each route change a view of its own. */
export function useTrackPageView(pageType: TrackingPageType, path?: string): void {
  useEffect(() => {
    track({ event: 'page_view', page_type: pageType })
  }, [pageType, path])
}
