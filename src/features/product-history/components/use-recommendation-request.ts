import { useMemo } from 'react'
import { shopLocaleSettings } from '@/shared/config/locales'
import { useRuntime, type AppRuntime } from '@/shared/config/runtime'
import { useSession } from '@/shared/session/session-api'
import { shopSessionId } from '@/shared/session/local-preferences'
import type { LoggedInUser } from '@/shared/session/session-schemas'
import type { RecommendationRequest, RecommendationType } from '../api/product-history-api'

/**
 * The recommendation request for the signed-in customer, or undefined without tracking consent
 * (the login state's crossDeviceTracking): then the recommendation service is not called.
 */
export function recommendationRequest(
  type: RecommendationType,
  maxItems: number | undefined,
  {
    user,
    locale,
    now,
  }: {
    user: Pick<LoggedInUser, 'crossDeviceTracking' | 'customerId'> | null
    locale: AppRuntime['locale']
    now: AppRuntime['now']
  },
): RecommendationRequest | undefined {
  if (user?.crossDeviceTracking !== true) return undefined
  return {
    type,
    sessionId: shopSessionId(now()),
    trackingConsent: true,
    userId: user.customerId ?? '',
    region: shopLocaleSettings[locale].region,
    maxItems,
  }
}

/** `recommendationRequest` for the signed-in customer, the same object from render to render. */
export function useRecommendationRequest(type: RecommendationType, maxItems?: number) {
  const { locale, now } = useRuntime()
  const { user } = useSession()
  const crossDeviceTracking = user?.crossDeviceTracking
  const customerId = user?.customerId
  return useMemo(
    () => recommendationRequest(type, maxItems, { user: { crossDeviceTracking, customerId }, locale, now }),
    [crossDeviceTracking, customerId, type, locale, maxItems, now],
  )
}
