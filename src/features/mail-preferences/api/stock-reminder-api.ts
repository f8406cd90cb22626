import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'

/*
 * The spec shows no stock-reminder calls. Ours are on the newsletter service, which sends those mails:
 * each answers with the product and whether the change had been made before, so a link opened twice
 * says "already done" instead of failing.
 */

export const stockReminderConfirmationSchema = z.object({
  status: z.enum(['CONFIRMED', 'ALREADY_CONFIRMED']),
  productName: z.string(),
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

export const stockReminderUnsubscriptionSchema = z.object({
  status: z.enum(['UNSUBSCRIBED', 'ALREADY_UNSUBSCRIBED']),
  productName: z.string(),
})
export type StockReminderUnsubscription = z.infer<typeof stockReminderUnsubscriptionSchema>

/** DELETE /stock-reminder/{id}: no mail when the product is back. */
export function unsubscribeStockReminder(reminderId: string) {
  return apiRequest({
    service: 'newsletter',
    method: 'DELETE',
    path: `/stock-reminder/${encodeURIComponent(reminderId)}`,
    schema: stockReminderUnsubscriptionSchema,
  })
}
