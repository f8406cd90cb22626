import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { sectionMessages } from '@/shared/intl/section-messages'
import { useSession } from '@/shared/session/session-api'
// Each area's card from its page's module: the cards then load those pages' chunks as they are, and no
// route gets a new file (docs/decisions/2026-11-26-account-home-redesign.md).
import { latestOrderQueryOptions, orderInsightsQueryOptions } from '@/features/orders/api/orders-api'
import { orderMessages } from '@/features/orders/messages'
import type { OrderSummary } from '@/features/orders/api/order-schemas'
import { LatestOrderSummary, OrderInsightsSummary } from '@/features/orders/components/order-details-page'
import { openInvoicesQueryOptions } from '@/features/invoices/api/open-invoices-api'
import { OpenBalanceSummary } from '@/features/invoices/components/open-invoices-page'
import { wishlistQueryOptions } from '@/features/wishlist/api/wishlist-api'
import { WishlistSummary } from '@/features/wishlist/components/wishlist-page'
import { SummaryCard } from './summary-card'

/**
 * Account home with myAccountHomeRedesign: what the customer's account says today, one card per area,
 * each loading and failing on its own (the navigation beside it holds the links). Loaded only with the
 * flag, after the page. The latest order's call also says whether the customer is new: one GET /orders
 * with limit 1, not two. Open invoices are not shown to a light user, as the navigation hides them. The
 * page hands in its own parts rather than this chunk importing them: taking code from the page's chunk
 * changes how the route table, in the entry, loads the page.
 */
export function AccountHomeCards({
  welcome,
  serviceContact,
}: {
  /** The welcome of a new customer, from the latest order (null: none; undefined: not known yet). */
  welcome: (latestOrder: OrderSummary | null | undefined) => ReactNode
  serviceContact: ReactNode
}) {
  const intl = useIntl()
  const { user } = useSession()
  const latestOrder = useQuery(latestOrderQueryOptions())
  const openInvoices = useQuery({ ...openInvoicesQueryOptions(), enabled: !user?.isLightUser })
  const wishlist = useQuery(wishlistQueryOptions())
  const insights = useQuery(orderInsightsQueryOptions())
  return (
    <>
      {welcome(latestOrder.data)}
      <div className="home-cards">
        <div className="home-cards__wide">
          <SummaryCard title={intl.formatMessage(orderMessages.latestOrderTitle)} query={latestOrder}>
            {(order) => <LatestOrderSummary order={order} />}
          </SummaryCard>
        </div>
        {user?.isLightUser ? null : (
          <SummaryCard title={intl.formatMessage(sectionMessages.openInvoices)} query={openInvoices}>
            {(data) => <OpenBalanceSummary openInvoices={data} />}
          </SummaryCard>
        )}
        <SummaryCard title={intl.formatMessage(sectionMessages.wishlist)} query={wishlist}>
          {(data) => <WishlistSummary wishlist={data} />}
        </SummaryCard>
        <div className="home-cards__wide">
          <SummaryCard title={intl.formatMessage(orderMessages.insightsTitle)} query={insights}>
            {(data) => <OrderInsightsSummary insights={data} />}
          </SummaryCard>
        </div>
        <div className="home-cards__wide">{serviceContact}</div>
      </div>
    </>
  )
}
