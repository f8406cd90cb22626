import { useMemo } from 'react'
import { shopLocaleSettings } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { useSession } from '@/shared/session/session-api'
import { shopSessionId } from '@/shared/session/local-preferences'
import type { RecommendationRequest, RecommendationType } from '../api/product-history-api'

/**
 * The recommendation request for the signed-in customer, or undefined without tracking consent
 * (the login state's crossDeviceTracking): then the recommendation service is not called.
 */
export function useRecommendationRequest(type: RecommendationType, maxItems?: number) {
  const { locale, now } = useRuntime()
  const { user } = useSession()
  const consent = user?.crossDeviceTracking === true
  const userId = user?.customerId ?? ''
  return useMemo<RecommendationRequest | undefined>(
    () =>
      consent
        ? {
            type,
            sessionId: shopSessionId(now()),
            trackingConsent: true,
            userId,
            region: shopLocaleSettings[locale].region,
            maxItems,
          }
        : undefined,
    [consent, type, userId, locale, maxItems, now],
  )
}
