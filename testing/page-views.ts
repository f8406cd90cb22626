import { waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { sentTrackingEvents, type TrackingPageType } from '@/shared/tracking/tracking'

/**
 * A page view is sent from an effect, which React may run a moment after the page is on screen. Only
 * with tracking consent: the test gives it first (`setTrackingConsent(true)`).
 */
export async function expectPageViewSent(pageType: TrackingPageType): Promise<void> {
  await waitFor(() => expect(sentTrackingEvents()).toContainEqual({ event: 'page_view', page_type: pageType }))
}
