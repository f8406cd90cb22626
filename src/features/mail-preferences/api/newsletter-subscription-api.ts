import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'

/** Spec section 9: the one frequency a subscriber can reduce to. */
export const reducedNewsletterFrequency = 'WEEKLY'

export const subscriptionSchema = z.object({ id: z.string(), frequency: z.literal(reducedNewsletterFrequency) })

/** PUT /subscription/{id} on the newsletter service: the newsletter only once a week from now on. */
export function reduceNewsletterFrequency(subscriptionId: string) {
  return apiRequest({
    service: 'newsletter',
    method: 'PUT',
    path: `/subscription/${encodeURIComponent(subscriptionId)}`,
    body: { frequency: reducedNewsletterFrequency },
    schema: subscriptionSchema,
  })
}

/** DELETE /subscription/{id} on the newsletter service: no more newsletters. */
export function cancelNewsletterSubscription(subscriptionId: string) {
  return apiRequest({
    service: 'newsletter',
    method: 'DELETE',
    path: `/subscription/${encodeURIComponent(subscriptionId)}`,
    schema: z.unknown(),
  })
}
