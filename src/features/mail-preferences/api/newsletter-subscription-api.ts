import * as v from 'valibot'
import { apiRequest } from '@/shared/api/api-client'

/** Spec section 9: the one frequency a subscriber can reduce to. */
export const reducedNewsletterFrequency = 'WEEKLY'

export const subscriptionSchema = v.object({ id: v.string(), frequency: v.literal(reducedNewsletterFrequency) })

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
    schema: v.unknown(),
  })
}
