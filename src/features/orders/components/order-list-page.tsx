import { useInfiniteQuery } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { Button } from '@/shared/ui/button'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { useFormatDate, useFormatMoney } from '@/shared/intl/formatting'
import { shopHomeUrl } from '@/shared/config/locales'
import { paths } from '@/shared/config/paths'
import { useRuntime } from '@/shared/config/runtime'
import { sectionMessages } from '@/shared/intl/section-messages'
import { ordersQueryOptions } from '../api/orders-api'
import type { OrderSummary } from '../api/order-schemas'
import { orderMessages } from '../messages'
import { LoadFailed } from '@/shared/ui/load-failed'
import { OrderListSkeleton } from './order-list-skeleton'
import { OrderStatusBadge } from './order-status-badge'
import './orders.css'
import { accountPageLoader } from '@/shared/routing/account-page-loader'

function OrderCard({ order }: { order: OrderSummary }) {
  const intl = useIntl()
  const formatMoney = useFormatMoney()
  const formatDate = useFormatDate()
  return (
    <li className="card order-card">
      <div className="card__head">
        <h2 className="card__title">
          <Link
            to={paths.orderDetails.getHref(order.id)}
            aria-label={intl.formatMessage(orderMessages.showDetails, { number: order.number })}
          >
            {intl.formatMessage(orderMessages.orderNumber, { number: order.number })}
          </Link>
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="order-card__meta">
        {intl.formatMessage(orderMessages.orderedOn, { date: formatDate(order.placedAt) })} ·{' '}
        {intl.formatMessage(orderMessages.itemCount, { count: order.itemCount })} ·{' '}
        {intl.formatMessage(orderMessages.total)} <strong>{formatMoney(order.total, order.currency)}</strong>
      </p>
      <ul className="thumbnails">
        {order.items.slice(0, 5).map((item, index) => (
          <li key={`${item.baseProductNo}-${index}`}>
            <img src={item.imageUrl} alt={item.title} width={56} height={56} loading="lazy" />
          </li>
        ))}
      </ul>
    </li>
  )
}

/** The route's loader: the calls this page makes as it opens start with its code (account-page-loader.ts). */
export const loader = accountPageLoader(({ queryClient }) => [queryClient.prefetchInfiniteQuery(ordersQueryOptions())])

/** Order history, newest first, loaded a page at a time. */
export function OrderListPage() {
  const intl = useIntl()
  const { locale } = useRuntime()
  useDocumentTitle(intl.formatMessage(sectionMessages.allOrders))
  const orders = useInfiniteQuery(ordersQueryOptions())
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = orders

  if (orders.isPending) return <OrderListSkeleton />
  if (orders.isError) return <LoadFailed onRetry={() => void orders.refetch()} retrying={orders.isRefetching} />

  const loaded = orders.data.pages.flatMap((page) => page.orders)
  const total = orders.data.pages.at(-1)?.total ?? loaded.length
  if (loaded.length === 0) {
    return (
      <div className="card stack">
        <p>{intl.formatMessage(orderMessages.listEmpty)}</p>
        <a href={shopHomeUrl(locale)}>{intl.formatMessage(orderMessages.listEmptyLink)}</a>
      </div>
    )
  }
  return (
    <div className="stack">
      <p>{intl.formatMessage(orderMessages.listIntro)}</p>
      <ul className="card-list">
        {loaded.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      <p className="muted" aria-live="polite">
        {intl.formatMessage(orderMessages.shownOf, { shown: loaded.length, total })}
      </p>
      {isFetchNextPageError ? (
        <LoadFailed onRetry={() => void fetchNextPage()} retrying={isFetchingNextPage} />
      ) : hasNextPage ? (
        <Button variant="secondary" busy={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {intl.formatMessage(orderMessages.loadMore)}
        </Button>
      ) : null}
    </div>
  )
}

export { OrderListPage as Component }
