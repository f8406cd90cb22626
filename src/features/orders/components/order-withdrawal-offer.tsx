import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { paths } from '@/shared/config/paths'
import { useRuntime } from '@/shared/config/runtime'
import { useFormatDate } from '@/shared/intl/formatting'
import { useWithdrawalOffered } from '@/features/orders/domain/withdrawal-offered'
import { withdrawalMessages } from '@/features/orders/domain/withdrawal-messages'
import { withdrawalState, type ItemWithdrawalBlock } from '@/features/orders/domain/withdrawal-period'
import { dayAsDate } from '@/shared/config/shop-time'
import type { Order } from '../api/order-schemas'

/**
 * "Vertrag widerrufen" on an order within its withdrawal period, with the period's last day; an
 * order past it or with nothing left to withdraw from says why. Hidden on the Swiss shop.
 */
export function OrderWithdrawalOffer({ order }: { order: Order }) {
  const { now } = useRuntime()
  const formatDate = useFormatDate()
  const offered = useWithdrawalOffered()
  if (!offered) return null
  const state = withdrawalState(order, now())
  // A cancelled order already says so above.
  if (state.kind === 'blocked') return state.reason === 'cancelled' ? null : <WithdrawalBlocked reason={state.reason} />
  if (state.kind === 'expired') return <WithdrawalExpired date={formatDate(dayAsDate(state.endsOn))} />
  return <WithdrawalOpen endsOn={state.endsOn ? formatDate(dayAsDate(state.endsOn)) : null} orderId={order.id} />
}

// Each state's lines given as text, so the build can render them with stand-ins for the early frame
// (src/app/shell/early-page-heads.tsx).

export function WithdrawalBlocked({ reason }: { reason: Exclude<ItemWithdrawalBlock, 'cancelled'> }) {
  const intl = useIntl()
  return <p>{intl.formatMessage(withdrawalMessages[`blocked_${reason}`])}</p>
}

export function WithdrawalExpired({ date }: { date: string }) {
  const intl = useIntl()
  return <p>{intl.formatMessage(withdrawalMessages.periodExpired, { date })}</p>
}

/** Within the period: its last day, or that it begins with receipt (`endsOn` null), and the way to withdraw. */
export function WithdrawalOpen({ endsOn, orderId }: { endsOn: string | null; orderId: string }) {
  const intl = useIntl()
  return (
    <div className="withdrawal-offer">
      <p>
        {endsOn
          ? intl.formatMessage(withdrawalMessages.periodEndsOn, { date: endsOn })
          : intl.formatMessage(withdrawalMessages.periodNotStarted)}
      </p>
      <p>
        <Link className="button button--secondary" to={paths.withdrawal.getHref(orderId)}>
          {intl.formatMessage(withdrawalMessages.withdrawContract)}
        </Link>
      </p>
    </div>
  )
}
