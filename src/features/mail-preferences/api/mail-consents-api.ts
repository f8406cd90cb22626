import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'

/** The query parameter of the market-research link and of its call (spec sections 2 and 7). */
export const marketResearchTokenParameter = 'market-research-doi-token'

/** GET /user/market-research-consent/confirm: the double opt-in of the market-research consent. */
export function confirmMarketResearchConsent(token: string) {
  return apiRequest({
    service: 'customer',
    path: '/user/market-research-consent/confirm',
    query: { [marketResearchTokenParameter]: token },
    // The spec shows no answer body; only the status counts.
    schema: z.unknown(),
  })
}

export type UpsellUnsubscribe = { customerId: string; email: string; externalOrderId: string }

/** The answer of the upsell unsubscription: the address that gets no more upsell mails. */
export const upsellUnsubscribeAnswerSchema = z.object({ email: z.string() })

/** POST /user/unsubscribe/upsell (query customer_id, email, external_order_id): no more upsell mails. */
export function unsubscribeUpsell(query: UpsellUnsubscribe) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/unsubscribe/upsell',
    query,
    schema: upsellUnsubscribeAnswerSchema,
  })
}
