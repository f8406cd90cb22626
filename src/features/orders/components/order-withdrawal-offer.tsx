import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { paths } from '@/shared/config/paths'
import { withdrawalMessages } from '@/features/orders/domain/withdrawal-messages'
import type { ItemWithdrawalBlock } from '@/features/orders/domain/withdrawal-period'

// Order details' withdrawal lines ("Vertrag widerrufen" within the period, with its last day; why not, past it or
// with nothing left to withdraw from), as `orderCardLines` decides them.

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
