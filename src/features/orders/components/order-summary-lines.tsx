import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { Alert } from '@/shared/ui/alert'
import { paths } from '@/shared/config/paths'
import type { OrderStatus } from '../api/order-schemas'
import { orderMessages } from '../messages'
import { OrderStatusBadge } from './order-status-badge'
import './orders.css'

// The lines of order details' first card, each given what it shows as text.

export function OrderCardHead({ number, status }: { number: string; status: OrderStatus }) {
  const intl = useIntl()
  return (
    <div className="card__head">
      <h2>{intl.formatMessage(orderMessages.detailsTitle, { number })}</h2>
      <OrderStatusBadge status={status} />
    </div>
  )
}

export function OrderedOn({ date }: { date: string }) {
  const intl = useIntl()
  return <p>{intl.formatMessage(orderMessages.orderedOn, { date })}</p>
}

export function OrderCancelledNotice() {
  const intl = useIntl()
  return <Alert tone="info">{intl.formatMessage(orderMessages.cancelledNotice)}</Alert>
}

export function ReturnRequestedOn({ date }: { date: string }) {
  const intl = useIntl()
  return <p>{intl.formatMessage(orderMessages.returnRequested, { date })}</p>
}

export function ReturnLink({ orderId }: { orderId: string }) {
  const intl = useIntl()
  return (
    <p>
      <Link className="button button--secondary" to={paths.orderReturns.getHref(orderId)}>
        {intl.formatMessage(orderMessages.returnTitle)}
      </Link>
    </p>
  )
}
