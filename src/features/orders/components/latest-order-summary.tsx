import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { shopHomeUrl } from '@/shared/config/locales'
import { paths } from '@/shared/config/paths'
import { useRuntime } from '@/shared/config/runtime'
import { useFormatDate, useFormatMoney } from '@/shared/intl/formatting'
import type { OrderSummary } from '../api/order-schemas'
import { orderMessages } from '../messages'
import { OrderProgress } from './order-progress'
import { OrderStatusBadge } from './order-status-badge'
import './orders.css'

/** Account home's card of the newest order: how far it has come and what happens next; or that there is none. */
export function LatestOrderSummary({ order }: { order: OrderSummary | null }) {
  const intl = useIntl()
  const { locale } = useRuntime()
  const formatDate = useFormatDate()
  const formatMoney = useFormatMoney()
  if (!order) {
    return (
      <>
        <p>{intl.formatMessage(orderMessages.listEmpty)}</p>
        <a href={shopHomeUrl(locale)}>{intl.formatMessage(orderMessages.listEmptyLink)}</a>
      </>
    )
  }
  return (
    <>
      <div className="card__head">
        <p className="latest-order__number">
          {intl.formatMessage(orderMessages.orderNumber, { number: order.number })}
        </p>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="muted">
        {intl.formatMessage(orderMessages.orderedOn, { date: formatDate(order.placedAt) })} ·{' '}
        {intl.formatMessage(orderMessages.itemCount, { count: order.itemCount })} ·{' '}
        {intl.formatMessage(orderMessages.total)} {formatMoney(order.total, order.currency)}
      </p>
      <OrderProgress status={order.status} />
      <p>{intl.formatMessage(orderMessages[`nextStep_${order.status}`])}</p>
      <Link to={paths.orderDetails.getHref(order.id)}>{intl.formatMessage(orderMessages.latestOrderDetails)}</Link>
    </>
  )
}
