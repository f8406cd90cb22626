import { useIntl } from 'react-intl'
import type { OrderStatus } from '../api/order-schemas'
import { orderStatusMessage } from '../order-status'
import './orders.css'

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const intl = useIntl()
  return (
    <span className={`status-badge status-badge--${status}`}>{intl.formatMessage(orderStatusMessage(status))}</span>
  )
}
