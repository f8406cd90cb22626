import { useEffect } from 'react'
import { track, type TrackingPageType } from './tracking'

export function useTrackPageView(pageType: TrackingPageType): void {
  useEffect(() => {
    track({ type: 'page_view', pageType })
  }, [pageType])
}
