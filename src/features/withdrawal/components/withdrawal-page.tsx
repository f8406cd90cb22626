import { useQuery } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { hasStatus } from '@/shared/api/api-errors'
import { useRuntime } from '@/shared/config/runtime'
import { useFormatDate } from '@/shared/intl/formatting'
import { dayAsDate } from '@/shared/config/shop-time'
import { useSession } from '@/shared/session/session-api'
import type { LoggedInUser } from '@/shared/session/session-schemas'
import { Alert } from '@/shared/ui/alert'
import { LoadFailed } from '@/shared/ui/load-failed'
import { Spinner } from '@/shared/ui/spinner'
import {
  type Order,
  orderQueryOptions,
  useWithdrawalOffered,
  withdrawalMessages,
  withdrawalState,
} from '@/features/orders'
import { withdrawalPageMessages as messages } from '../messages'
import { WithdrawalFlow } from './withdrawal-flow'
import { WithdrawalFrame } from './withdrawal-frame'

function fullName(user: LoggedInUser | null): string {
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ')
}

/** The order the signed-in customer came from: its period, and its items to choose from (or why not). */
function OrderWithdrawal({ orderId, user }: { orderId: string; user: LoggedInUser }) {
  const intl = useIntl()
  const { now } = useRuntime()
  const formatDate = useFormatDate()
  const order = useQuery(orderQueryOptions(orderId))
  if (order.isPending) return <Spinner />
  if (order.isError) {
    // An order not (any more) in the account: withdraw by typing its number instead.
    if (hasStatus(order.error, 404)) return <BlankWithdrawal user={user} />
    return <LoadFailed onRetry={() => void order.refetch()} retrying={order.isRefetching} />
  }
  const details: Order = order.data
  const state = withdrawalState(details, now())
  let period: string
  if (state.kind === 'blocked') period = intl.formatMessage(withdrawalMessages[`blocked_${state.reason}`])
  else if (state.kind === 'expired')
    period = intl.formatMessage(withdrawalMessages.periodExpired, { date: formatDate(dayAsDate(state.endsOn)) })
  else if (state.endsOn)
    period = intl.formatMessage(withdrawalMessages.periodEndsOn, { date: formatDate(dayAsDate(state.endsOn)) })
  else period = intl.formatMessage(withdrawalMessages.periodNotStarted)
  return (
    <>
      <section className="stack" aria-labelledby="withdrawal-order">
        <h2 id="withdrawal-order">
          {intl.formatMessage(messages.orderHeading, { number: details.number, date: formatDate(details.placedAt) })}
        </h2>
        {state.kind === 'open' ? <p>{period}</p> : <Alert tone="info">{period}</Alert>}
      </section>
      {state.kind === 'open' ? (
        <WithdrawalFlow
          defaults={{ name: fullName(user), email: user.email ?? '', orderNumber: details.number }}
          order={details}
        />
      ) : null}
    </>
  )
}

function BlankWithdrawal({ user }: { user: LoggedInUser | null }) {
  return <WithdrawalFlow defaults={{ name: fullName(user), email: user?.email ?? '', orderNumber: '' }} />
}

/**
 * `withdrawal` (public, ours: EU Directive 2023/2673): the withdrawal function for everyone, from
 * the footer without signing in. Signed in, name and email are filled in; from an order
 * (`?order=<id>`), also its number, and its items can be chosen.
 */
export function WithdrawalPage() {
  const intl = useIntl()
  const offered = useWithdrawalOffered()
  const [searchParams] = useSearchParams()
  const orderId = searchParams.get('order') ?? ''
  const { status, user } = useSession()

  let content
  if (!offered) content = <Alert tone="info">{intl.formatMessage(messages.notOffered)}</Alert>
  else if (status === 'unknown') content = <Spinner />
  else
    content = (
      <>
        <p>{intl.formatMessage(messages.intro)}</p>
        {orderId && user ? <OrderWithdrawal orderId={orderId} user={user} /> : <BlankWithdrawal user={user} />}
      </>
    )
  return <WithdrawalFrame title={intl.formatMessage(withdrawalMessages.withdrawContract)}>{content}</WithdrawalFrame>
}

export { WithdrawalPage as Component }
