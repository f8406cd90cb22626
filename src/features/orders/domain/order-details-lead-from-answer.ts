import * as v from 'valibot'
import type { EarlyLeadContext, EarlyLeadFromAnswer } from '@/shared/api/early-answers'
import { camelCaseKeys } from '@/shared/api/case-conversion'
import { shopLocaleSettings } from '@/shared/config/locales'
import { dayAsDate, shopTimeZoneOf } from '@/shared/config/shop-time'
import { orderSchema } from '../api/order-schemas'
import { progressIndex, returnableStatuses } from '../order-status'
import { cancellationMinutesLeft } from './cancellation-window'
import { withdrawalState } from './withdrawal-period'
import { shopOffersWithdrawal } from './withdrawal-shops'

/** The flags order details' first card depends on: the reader needs both. */
export const orderDetailsLeadFlags = ['orderCancellation', 'withdrawalButton'] as const

/**
 * Order details' first card from the order's answer as the service sends it, before the app has run
 * (src/app/early-lead-readers.ts): its lines as `OrderDetailsPage` decides them, from the same functions. Null
 * where the app would not show the order from this answer (its schema refuses it), where a flag is not known, and
 * while the order can still be cancelled online (the offer's button needs the app).
 */
export function orderDetailsLeadFromAnswer(
  body: unknown,
  { locale, now, flags }: EarlyLeadContext,
): EarlyLeadFromAnswer {
  const parsed = v.safeParse(orderSchema, camelCaseKeys(body))
  const { orderCancellation, withdrawalButton } = flags
  if (!parsed.success || orderCancellation === undefined || withdrawalButton === undefined) return null
  const order = parsed.output
  if (orderCancellation && cancellationMinutesLeft(order, now) > 0) return null
  // As useFormatDate, in the shop's time zone (the IntlProvider's).
  const dates = new Intl.DateTimeFormat(shopLocaleSettings[locale].intlLocale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: shopTimeZoneOf(locale),
  })
  const formatDate = (value: string | Date) => dates.format(new Date(value))
  const pieces = [`head-${order.status}`, 'orderedOn']
  const values: Record<string, string> = { number: order.number, orderedOn: formatDate(order.placedAt), id: order.id }
  const progress = progressIndex(order.status)
  if (order.status === 'cancelled') pieces.push('cancelled')
  else if (progress !== undefined) pieces.push(`progress-${progress}`)
  if (order.returnRequestedAt) {
    pieces.push('returnRequested')
    values.returnRequestedOn = formatDate(order.returnRequestedAt)
  } else if (returnableStatuses.includes(order.status)) pieces.push('returnLink')
  if (withdrawalButton && shopOffersWithdrawal(locale)) {
    const state = withdrawalState(order, now)
    if (state.kind === 'blocked') {
      if (state.reason !== 'cancelled') pieces.push(`withdrawal-${state.reason}`)
    } else if (state.endsOn === null) pieces.push('withdrawal-notStarted')
    else {
      pieces.push(state.kind === 'expired' ? 'withdrawal-expired' : 'withdrawal-endsOn')
      values.withdrawalEndsOn = formatDate(dayAsDate(state.endsOn))
    }
  }
  return { pieces, values }
}
