import type { EarlyLeadContext, EarlyLeadFromAnswer } from '@/shared/api/early-answers'
import { camelCaseKeys } from '@/shared/api/case-conversion'
import { shopLocaleSettings } from '@/shared/config/locales'
import { dayAsDate, shopTimeZoneOf } from '@/shared/config/shop-time'
import { dateFormatOptions } from '@/shared/intl/format-options'
import { orderSchema } from '../api/order-schemas'
import { progressIndex } from '../order-status'
import { orderCardLines } from './order-card-lines'
import { shopOffersWithdrawal } from './withdrawal-shops'

/** The flags order details' first card depends on: the reader needs both. */
export const orderDetailsLeadFlags = ['orderCancellation', 'withdrawalButton'] as const

/**
 * Order details' first card from the order's answer as the service sends it, before the app has run
 * (src/app/early-lead-readers.ts): the lines `orderCardLines` decides, as `OrderDetailsPage` shows them. Null where
 * the app would not show the order from this answer (its schema refuses it), where a flag is not known, and while
 * the order can still be cancelled online (the offer's button needs the app).
 */
export function orderDetailsLeadFromAnswer(
  body: unknown,
  { locale, now, flags }: EarlyLeadContext,
): EarlyLeadFromAnswer {
  const parsed = orderSchema.safeParse(camelCaseKeys(body))
  const { orderCancellation, withdrawalButton } = flags
  if (!parsed.success || orderCancellation === undefined || withdrawalButton === undefined) return null
  const order = parsed.data
  // As useFormatDate, in the shop's time zone (the IntlProvider's).
  const dates = new Intl.DateTimeFormat(shopLocaleSettings[locale].intlLocale, {
    ...dateFormatOptions,
    timeZone: shopTimeZoneOf(locale),
  })
  const formatDate = (value: string | Date) => dates.format(new Date(value))
  const pieces = [`head-${order.status}`, 'orderedOn']
  const values: Record<string, string> = { number: order.number, orderedOn: formatDate(order.placedAt), id: order.id }
  const lines = orderCardLines(order, {
    now,
    cancellation: orderCancellation,
    withdrawal: withdrawalButton && shopOffersWithdrawal(locale),
  })
  for (const line of lines) {
    switch (line.kind) {
      case 'cancelOffer':
        return null
      case 'progress':
        pieces.push(`progress-${progressIndex(order.status)}`)
        break
      case 'returnRequested':
        pieces.push(line.kind)
        values.returnRequestedOn = formatDate(line.on)
        break
      case 'withdrawalBlocked':
        pieces.push(`${line.kind}-${line.reason}`)
        break
      case 'withdrawalExpired':
      case 'withdrawalOpen':
        if (line.endsOn === null) pieces.push('withdrawalNotStarted')
        else {
          pieces.push(line.kind)
          values.withdrawalEndsOn = formatDate(dayAsDate(line.endsOn))
        }
        break
      default:
        pieces.push(line.kind)
    }
  }
  return { pieces, values }
}
