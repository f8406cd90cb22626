import * as v from 'valibot'
import { apiRequest } from '@/shared/api/api-client'

/*
 * The spec shows no stock-reminder calls. Ours are on the newsletter service, which sends those mails:
 * each answers with the product and whether the change had been made before, so a link opened twice
 * says "already done" instead of failing.
 */

export const stockReminderConfirmationSchema = v.object({
  status: v.picklist(['CONFIRMED', 'ALREADY_CONFIRMED']),
  productName: v.string(),
})

/** POST /stock-reminder/confirm-doi (token): the double opt-in of a stock reminder. */
export function confirmStockReminder(token: string) {
  return apiRequest({
    service: 'newsletter',
    method: 'POST',
    path: '/stock-reminder/confirm-doi',
    body: { token },
    schema: stockReminderConfirmationSchema,
  })
}

export const stockReminderUnsubscriptionSchema = v.object({
  status: v.picklist(['UNSUBSCRIBED', 'ALREADY_UNSUBSCRIBED']),
  productName: v.string(),
})
export type StockReminderUnsubscription = v.InferOutput<typeof stockReminderUnsubscriptionSchema>

/** DELETE /stock-reminder/{id}: no mail when the product is back. */
export function unsubscribeStockReminder(reminderId: string) {
  return apiRequest({
    service: 'newsletter',
    method: 'DELETE',
    path: `/stock-reminder/${encodeURIComponent(reminderId)}`,
    schema: stockReminderUnsubscriptionSchema,
  })
}
