import { paths } from '../../src/shared/config/paths'
import { mockNowIso } from '../runtime/clock'
import { db } from '../db/db'
import type { OutboxMail, StockReminder } from '../db/schemas'
import { sendMail } from '../runtime/outbox'
import { checkToken, markTokenUsed } from '../runtime/tokens'
import { errorResponse, jsonResponse, serviceHandler } from './with-service'

/**
 * The newsletter service: subscriptions (spec section 7: PUT and DELETE /subscription/{id}) and
 * stock reminders. The spec shows no stock-reminder calls; they live here because the newsletter
 * service sends those mails too: POST /stock-reminder/confirm-doi (token) and DELETE /stock-reminder/{id}.
 * Both answer whether the change was already made, so a second click from the same mail makes sense.
 */

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

function productNameOf(reminder: StockReminder): string {
  return db.products.findFirst((q) => q.where({ baseProductNo: reminder.baseProductNo }))?.name ?? ''
}

async function updateReminder(id: string, change: Partial<StockReminder>): Promise<void> {
  await db.stockReminders.update((q) => q.where({ id }), {
    data(reminder) {
      Object.assign(reminder, change)
    },
  })
}

/** The mail after the double opt-in, whose link ends the reminder; scenarios seed it too. */
export function stockReminderActiveMail(
  reminder: StockReminder,
  productName: string,
): Omit<OutboxMail, 'id' | 'sentAt'> {
  return {
    to: reminder.email,
    kind: 'stock-reminder',
    subject: `Verfügbarkeitsbenachrichtigung für „${productName}“ ist aktiv`,
    body: `Sobald „${productName}“ wieder verfügbar ist, schreiben wir Ihnen. Keine Benachrichtigung mehr gewünscht? Dann melden Sie sich über diesen Link ab.`,
    link: paths.stockReminderUnsubscribe.getHref(reminder.id),
  }
}

export const newsletterHandlers = [
  serviceHandler('newsletter', 'put', '/subscription/:id', async ({ params, body }) => {
    const id = text(params.id)
    const subscription = db.newsletterSubscriptions.findFirst((q) => q.where({ id }))
    if (!subscription) return errorResponse(404, 'subscription_not_found')
    // WEEKLY is the one frequency a customer can reduce to (spec section 9).
    if (body.frequency !== 'WEEKLY') return errorResponse(400, 'invalid_frequency')
    if (subscription.status === 'unsubscribed') return errorResponse(409, 'subscription_cancelled')
    await db.newsletterSubscriptions.update((q) => q.where({ id }), {
      data(changed) {
        changed.frequency = 'WEEKLY'
      },
    })
    return jsonResponse({ id, email: subscription.email, frequency: 'WEEKLY' })
  }),

  serviceHandler('newsletter', 'delete', '/subscription/:id', async ({ params }) => {
    const id = text(params.id)
    const subscription = db.newsletterSubscriptions.findFirst((q) => q.where({ id }))
    if (!subscription) return errorResponse(404, 'subscription_not_found')
    // Unsubscribing twice is still unsubscribed: the same answer.
    if (subscription.status === 'active')
      await db.newsletterSubscriptions.update((q) => q.where({ id }), {
        data(changed) {
          changed.status = 'unsubscribed'
        },
      })
    return new Response(null, { status: 204 })
  }),

  serviceHandler('newsletter', 'post', '/stock-reminder/confirm-doi', async ({ body }) => {
    const token = text(body.token)
    if (!token) return errorResponse(400, 'token_missing')
    const check = checkToken(token, ['stock-reminder'])
    const record = check.status === 'unknown' ? undefined : db.tokens.findFirst((q) => q.where({ token }))
    const { reminderId } = JSON.parse(record?.payload ?? '{}') as { reminderId?: string }
    const reminder = reminderId ? db.stockReminders.findFirst((q) => q.where({ id: reminderId })) : undefined
    if (!reminder) return errorResponse(404, 'stock_reminder_not_found')
    const productName = productNameOf(reminder)
    if (reminder.status === 'active') return jsonResponse({ status: 'ALREADY_CONFIRMED', productName })
    if (reminder.status === 'unsubscribed' || check.status !== 'redeemable')
      return errorResponse(410, 'stock_reminder_link_expired')
    await markTokenUsed(token)
    await updateReminder(reminder.id, { status: 'active', confirmedAt: mockNowIso() })
    await sendMail(stockReminderActiveMail(reminder, productName))
    return jsonResponse({ status: 'CONFIRMED', productName })
  }),

  serviceHandler('newsletter', 'delete', '/stock-reminder/:id', async ({ params }) => {
    const id = text(params.id)
    const reminder = db.stockReminders.findFirst((q) => q.where({ id }))
    if (!reminder) return errorResponse(404, 'stock_reminder_not_found')
    const productName = productNameOf(reminder)
    if (reminder.status === 'unsubscribed') return jsonResponse({ status: 'ALREADY_UNSUBSCRIBED', productName })
    await updateReminder(id, { status: 'unsubscribed', unsubscribedAt: mockNowIso() })
    return jsonResponse({ status: 'UNSUBSCRIBED', productName })
  }),
]
