import { useIntl } from 'react-intl'
import { useFormatMoney } from '@/shared/intl/formatting'
import type { OrderInsights } from '../api/order-schemas'
import { orderMessages } from '../messages'
import './orders.css'

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="order-insights__figure">
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  )
}

/**
 * Account home's card of GET /orders-insights: the customer's orders in figures. Only what says
 * something: savings, open returns and returned orders appear once there are any.
 */
export function OrderInsightsSummary({ insights }: { insights: OrderInsights }) {
  const intl = useIntl()
  const formatMoney = useFormatMoney()
  if (insights.totalOrders === 0) return <p>{intl.formatMessage(orderMessages.insightsEmpty)}</p>
  const { year, orders, savedWithVouchers } = insights.currentYear
  return (
    <dl className="order-insights">
      <Figure
        term={intl.formatMessage(orderMessages.insightsOrdersThisYear, { year })}
        value={intl.formatNumber(orders)}
      />
      {savedWithVouchers > 0 ? (
        <Figure
          term={intl.formatMessage(orderMessages.insightsSavedThisYear, { year })}
          value={formatMoney(savedWithVouchers, insights.currency)}
        />
      ) : null}
      {insights.openReturns > 0 ? (
        <Figure
          term={intl.formatMessage(orderMessages.insightsOpenReturns)}
          value={intl.formatNumber(insights.openReturns)}
        />
      ) : null}
      <Figure
        term={intl.formatMessage(orderMessages.insightsTotalOrders)}
        value={intl.formatNumber(insights.totalOrders)}
      />
      {insights.returnedOrders > 0 ? (
        <Figure
          term={intl.formatMessage(orderMessages.insightsReturnedOrders)}
          value={intl.formatNumber(insights.returnedOrders)}
        />
      ) : null}
    </dl>
  )
}
