import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { LoadFailed } from '@/shared/ui/load-failed'
import { Spinner } from '@/shared/ui/spinner'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { sectionMessages } from '@/shared/intl/section-messages'
import { ProductSummary } from '@/shared/products/product-summary'
import { recommendedProductsQueryOptions, type RecommendationRequest } from '../api/product-history-api'
import { productHistoryMessages } from '../messages'
import { useRecommendationRequest } from './use-recommendation-request'
import './product-history.css'

/** How many products each list shows at most (maxItems). */
export const recentlyViewedMaxItems = 12
export const topDealsMaxItems = 6

type ProductSectionProps = { request: RecommendationRequest; title: MessageDescriptor; empty: MessageDescriptor }

/** One list of recommended products with its own loading, empty, filled and failed states. */
function ProductSection({ request, title, empty }: ProductSectionProps) {
  const intl = useIntl()
  const headingId = useId()
  const products = useQuery(recommendedProductsQueryOptions(request))
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(title)}</h2>
      {products.isPending ? (
        <Spinner />
      ) : products.isError ? (
        <LoadFailed onRetry={() => void products.refetch()} retrying={products.isRefetching} />
      ) : products.data.length === 0 ? (
        <p className="card">{intl.formatMessage(empty)}</p>
      ) : (
        <ul className="product-grid">
          {products.data.map(({ sku, product }) => (
            <li key={sku}>
              <ProductSummary product={product} sku={sku} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Recently viewed products and top deals, from the recommendation service, only with tracking consent. */
export function ProductHistoryPage() {
  const intl = useIntl()
  const recentlyViewed = useRecommendationRequest('recently-viewed', recentlyViewedMaxItems)
  const topDeals = useRecommendationRequest('top-deals', topDealsMaxItems)
  useDocumentTitle(intl.formatMessage(sectionMessages.productHistory))

  if (!recentlyViewed || !topDeals)
    return (
      <div className="card stack">
        <p>{intl.formatMessage(productHistoryMessages.noConsent)}</p>
        <p className="muted">{intl.formatMessage(productHistoryMessages.noConsentHint)}</p>
      </div>
    )
  return (
    <div className="stack product-history">
      <ProductSection
        request={recentlyViewed}
        title={productHistoryMessages.recentlyViewedTitle}
        empty={productHistoryMessages.recentlyViewedEmpty}
      />
      <ProductSection
        request={topDeals}
        title={productHistoryMessages.topDealsTitle}
        empty={productHistoryMessages.topDealsEmpty}
      />
    </div>
  )
}
