import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { paths } from '@/shared/config/paths'
import { useRuntime } from '@/shared/config/runtime'
import { useFormatDate } from '@/shared/intl/formatting'
import { useWithdrawalOffered } from '@/features/orders/domain/withdrawal-offered'
import { withdrawalMessages } from '@/features/orders/domain/withdrawal-messages'
import { withdrawalState } from '@/features/orders/domain/withdrawal-period'
import { dayAsDate } from '@/shared/config/shop-time'
import type { Order } from '../api/order-schemas'

/**
 * "Vertrag widerrufen" on an order within its withdrawal period, with the period's last day; an
 * order past it or with nothing left to withdraw from says why. Hidden on the Swiss shop.
 */
export function OrderWithdrawalOffer({ order }: { order: Order }) {
  const intl = useIntl()
  const { now } = useRuntime()
  const formatDate = useFormatDate()
  const offered = useWithdrawalOffered()
  if (!offered) return null
  const state = withdrawalState(order, now())
  if (state.kind === 'blocked') {
    // A cancelled order already says so above.
    return state.reason === 'cancelled' ? null : (
      <p>{intl.formatMessage(withdrawalMessages[`blocked_${state.reason}`])}</p>
    )
  }
  if (state.kind === 'expired') {
    return <p>{intl.formatMessage(withdrawalMessages.periodExpired, { date: formatDate(dayAsDate(state.endsOn)) })}</p>
  }
  return (
    <div className="withdrawal-offer">
      <p>
        {state.endsOn
          ? intl.formatMessage(withdrawalMessages.periodEndsOn, { date: formatDate(dayAsDate(state.endsOn)) })
          : intl.formatMessage(withdrawalMessages.periodNotStarted)}
      </p>
      <p>
        <Link className="button button--secondary" to={paths.withdrawal.getHref(order.id)}>
          {intl.formatMessage(withdrawalMessages.withdrawContract)}
        </Link>
      </p>
    </div>
  )
}
