import { Fragment, useEffect, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { hasStatus } from '@/shared/api/api-errors'
import { useFlag } from '@/shared/flags/use-flag'
import { useFormatDate, useFormatMoney } from '@/shared/intl/formatting'
import { paths } from '@/shared/config/paths'
import { useRuntime } from '@/shared/config/runtime'
import { orderCardLines, type OrderCardLine } from '@/features/orders/domain/order-card-lines'
import { useWithdrawalOffered } from '@/features/orders/domain/withdrawal-offered'
import { dayAsDate } from '@/shared/config/shop-time'
import { useSession } from '@/shared/session/session-api'
import { cancelOrderOrFindCancelled, orderKeys, orderQueryOptions } from '../api/orders-api'
import type { Order } from '../api/order-schemas'
import { orderMessages } from '../messages'
import type { CancelReasonCode } from '../order-status'
import { CancelOrderDialog } from './cancel-order-dialog'
import { LoadFailed } from '@/shared/ui/load-failed'
import { OrderDetailsSkeleton } from './order-details-skeleton'
import { OrderProgress } from './order-progress'
import { OrderCancelledNotice, OrderCardHead, OrderedOn, ReturnLink, ReturnRequestedOn } from './order-summary-lines'
import { WithdrawalBlocked, WithdrawalExpired, WithdrawalOpen } from './order-withdrawal-offer'
import '@/shared/ui/print.css'
import './orders.css'
import { accountPageLoader } from '@/shared/routing/account-page-loader'

// Account home's cards of the latest order and of the orders in figures are taken from this page's module:
// they load the page's chunk as it is, which adds no file to any route
// (docs/decisions/2026-11-26-account-home-redesign.md).
export { LatestOrderSummary } from './latest-order-summary'
export { OrderInsightsSummary } from './order-insights-summary'

export type OrderDetailsLocationState = { returnRegistered?: boolean }

/** The clock the card's lines are decided by, once the order is there. */
function useTickingNow(order: Order | undefined): Date {
  const { now } = useRuntime()
  // Read while rendering, so the cancel action is there with the order's first paint; the tick re-renders
  // every 30 s so the minutes left count down while the page is open.
  const [, setTick] = useState(0)
  useEffect(() => {
    if (!order) return
    const timer = window.setInterval(() => setTick((tick) => tick + 1), 30_000)
    return () => window.clearInterval(timer)
  }, [order])
  return now()
}

/** A line of the first card as `orderCardLines` decides it. */
function OrderCardLineView({ line, order, onCancel }: { line: OrderCardLine; order: Order; onCancel: () => void }) {
  const intl = useIntl()
  const formatDate = useFormatDate()
  switch (line.kind) {
    case 'cancelledNotice':
      return <OrderCancelledNotice />
    case 'progress':
      return <OrderProgress status={order.status} />
    case 'returnRequested':
      return <ReturnRequestedOn date={formatDate(line.on)} />
    case 'cancelOffer':
      return (
        <div className="cancel-offer">
          <p>{intl.formatMessage(orderMessages.cancelWindow, { minutes: line.minutesLeft })}</p>
          <Button variant="secondary" onClick={onCancel}>
            {intl.formatMessage(orderMessages.cancelAction)}
          </Button>
        </div>
      )
    case 'returnLink':
      return <ReturnLink orderId={order.id} />
    case 'withdrawalBlocked':
      return <WithdrawalBlocked reason={line.reason} />
    case 'withdrawalExpired':
      return <WithdrawalExpired date={formatDate(dayAsDate(line.endsOn))} />
    case 'withdrawalOpen':
      return <WithdrawalOpen endsOn={line.endsOn && formatDate(dayAsDate(line.endsOn))} orderId={order.id} />
  }
}

/**
 * The vouchers of the order as discount lines. With `multipleVouchers` off the shop takes one voucher
 * per order, and only the first is shown (docs/decisions/2026-11-26-order-vouchers.md).
 */
function VoucherLines({ order }: { order: Order }) {
  const intl = useIntl()
  const formatMoney = useFormatMoney()
  const multipleVouchers = useFlag('multipleVouchers')
  const vouchers = multipleVouchers ? (order.vouchers ?? []) : (order.vouchers ?? []).slice(0, 1)
  return vouchers.map((voucher) => (
    <Fragment key={voucher.code}>
      <dt>
        {intl.formatMessage(orderMessages[`voucher_${voucher.discountType}`], {
          code: voucher.code,
          percent: intl.formatNumber((voucher.value ?? 0) / 100, { style: 'percent', maximumFractionDigits: 1 }),
        })}
      </dt>
      <dd>{formatMoney(-voucher.discount, order.currency)}</dd>
    </Fragment>
  ))
}

function Totals({ order }: { order: Order }) {
  const intl = useIntl()
  const formatMoney = useFormatMoney()
  return (
    <dl className="totals">
      <dt>{intl.formatMessage(orderMessages.subtotal)}</dt>
      <dd>{formatMoney(order.subtotal, order.currency)}</dd>
      <dt>{intl.formatMessage(orderMessages.shippingCosts)}</dt>
      <dd>
        {order.shippingCosts === 0
          ? intl.formatMessage(orderMessages.freeShipping)
          : formatMoney(order.shippingCosts, order.currency)}
      </dd>
      <VoucherLines order={order} />
      <dt className="totals__total">{intl.formatMessage(orderMessages.total)}</dt>
      <dd className="totals__total">{formatMoney(order.total, order.currency)}</dd>
    </dl>
  )
}

/** The route's loader: the calls this page makes as it opens start with its code (account-page-loader.ts). */
export const loader = accountPageLoader(({ queryClient, params }) => [
  queryClient.prefetchQuery(orderQueryOptions(String(params.id))),
])

export function OrderDetailsPage() {
  const intl = useIntl()
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const { user } = useSession()
  const formatMoney = useFormatMoney()
  const formatDate = useFormatDate()
  const cancellationEnabled = useFlag('orderCancellation')
  const withdrawalOffered = useWithdrawalOffered()
  const order = useQuery(orderQueryOptions(id))
  const now = useTickingNow(order.data)
  const [dialogOpen, setDialogOpen] = useState(false)
  // The return success flag comes with the navigation and is cleared once shown.
  const [returnRegistered] = useState(() =>
    Boolean((location.state as OrderDetailsLocationState | null)?.returnRegistered),
  )
  useEffect(() => {
    if (returnRegistered) void navigate('.', { replace: true, state: null })
  }, [returnRegistered, navigate])

  const cancel = useSingleFlightMutation({
    mutationFn: (reason: CancelReasonCode) =>
      cancelOrderOrFindCancelled(order.data as Order, reason, () =>
        queryClient.fetchQuery({ ...orderQueryOptions(id), staleTime: 0 }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.all })
      await navigate(paths.orderCancelSuccess.getHref(id), {
        state: { email: user?.email ?? null, number: order.data?.number },
      })
    },
  })

  useDocumentTitle(intl.formatMessage(orderMessages.detailsTitle, { number: order.data?.number ?? '' }))

  if (order.isPending) return <OrderDetailsSkeleton />
  if (order.isError) {
    if (hasStatus(order.error, 404)) {
      return (
        <Alert
          tone="info"
          action={<Link to={paths.orders.getHref()}>{intl.formatMessage(orderMessages.backToList)}</Link>}
        >
          <p>{intl.formatMessage(orderMessages.notFound)}</p>
        </Alert>
      )
    }
    return <LoadFailed onRetry={() => void order.refetch()} retrying={order.isRefetching} />
  }

  const details = order.data
  const lines = orderCardLines(details, { now, cancellation: cancellationEnabled, withdrawal: withdrawalOffered })
  const canCancel = lines.some((line) => line.kind === 'cancelOffer')
  return (
    <div className="stack">
      {returnRegistered ? <Alert tone="success">{intl.formatMessage(orderMessages.returnSuccess)}</Alert> : null}
      <div className="card stack">
        <OrderCardHead number={details.number} status={details.status} />
        <OrderedOn date={formatDate(details.placedAt)} />
        {lines.map((line) => (
          <OrderCardLineView key={line.kind} line={line} order={details} onCancel={() => setDialogOpen(true)} />
        ))}
      </div>

      <section className="card stack" aria-labelledby="order-items">
        <h2 id="order-items">{intl.formatMessage(orderMessages.items)}</h2>
        <ul className="line-items">
          {details.items.map((item, index) => (
            <li key={`${item.sku}-${index}`} className="line-item">
              {item.imageUrl ? <img src={item.imageUrl} alt="" width={72} height={72} loading="lazy" /> : null}
              <div>
                <p className="line-item__title">{item.title}</p>
                <p className="muted">
                  {intl.formatMessage(orderMessages.quantity, { quantity: item.quantity })} ·{' '}
                  {intl.formatMessage(orderMessages.singlePrice, {
                    price: formatMoney(item.singlePrice, details.currency),
                  })}
                </p>
                <p>{intl.formatMessage(orderMessages.itemStatus, { status: item.status })}</p>
              </div>
            </li>
          ))}
        </ul>
        <Totals order={details} />
      </section>

      <section className="card" aria-labelledby="order-address">
        <h2 id="order-address">{intl.formatMessage(orderMessages.deliveryAddress)}</h2>
        <address>
          {details.deliveryAddress.firstName} {details.deliveryAddress.lastName}
          <br />
          {details.deliveryAddress.street} {details.deliveryAddress.streetNumber}
          {details.deliveryAddress.additional ? (
            <>
              <br />
              {details.deliveryAddress.additional}
            </>
          ) : null}
          <br />
          {details.deliveryAddress.zipCode} {details.deliveryAddress.city}
        </address>
      </section>

      {canCancel || dialogOpen ? (
        <CancelOrderDialog
          orderNumber={details.number}
          open={dialogOpen}
          busy={cancel.isPending}
          failed={cancel.isError}
          onConfirm={(reason) => cancel.mutate(reason)}
          onClose={() => {
            cancel.reset()
            setDialogOpen(false)
          }}
        />
      ) : null}
    </div>
  )
}

export { OrderDetailsPage as Component }
