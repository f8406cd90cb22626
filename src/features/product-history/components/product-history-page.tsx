import { useId } from 'react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { LoadFailed } from '@/shared/ui/load-failed'
import { Skeleton } from '@/shared/ui/skeleton'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { PageIntro } from '@/shared/ui/page-intro'
import { sectionMessages } from '@/shared/intl/section-messages'
import { ProductSummary } from '@/shared/products/product-summary'
import { ProductSummarySkeleton } from '@/shared/products/product-summary-skeleton'
import {
  recommendedProductsQueryOptions,
  type RecommendationRequest,
  type RecommendedProduct,
} from '../api/product-history-api'
import { productHistoryMessages } from '../messages'
import { recommendationRequest, useRecommendationRequest } from './use-recommendation-request'
import { accountPageLoader, type AccountPageCalls } from '@/shared/routing/account-page-loader'
import './product-history.css'

/** How many products each list shows at most (maxItems). */
export const recentlyViewedMaxItems = 12
export const topDealsMaxItems = 6

type ProductSectionProps = {
  products: UseQueryResult<RecommendedProduct[]>
  title: MessageDescriptor
  empty: MessageDescriptor
}

/** One list of recommended products with its own loading, empty, filled and failed states. */
function ProductSection({ products, title, empty }: ProductSectionProps) {
  const intl = useIntl()
  const headingId = useId()
  return (
    <section className="stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(title)}</h2>
      {products.isPending ? (
        <ProductGridSkeleton />
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

/** A list's first load: four product cards in grey, on a phone a screen full. */
function ProductGridSkeleton() {
  return (
    <Skeleton>
      <ul className="product-grid">
        {[0, 1, 2, 3].map((card) => (
          <ProductSummarySkeleton key={card} />
        ))}
      </ul>
    </Skeleton>
  )
}

/** The route's loader: the calls this page makes as it opens start with its code (account-page-loader.ts). */
export const productHistoryCalls: AccountPageCalls = ({ queryClient, user, runtime }) =>
  [
    recommendationRequest('recently-viewed', recentlyViewedMaxItems, { user, ...runtime }),
    recommendationRequest('top-deals', topDealsMaxItems, { user, ...runtime }),
  ].flatMap((request) => (request ? [queryClient.prefetchQuery(recommendedProductsQueryOptions(request))] : []))

/** Recently viewed products and top deals, from the recommendation service, only with tracking consent. */
export function ProductHistoryPage() {
  const intl = useIntl()
  const recentlyViewed = useRecommendationRequest('recently-viewed', recentlyViewedMaxItems)
  const topDeals = useRecommendationRequest('top-deals', topDealsMaxItems)
  useDocumentTitle(intl.formatMessage(sectionMessages.productHistory))

  // The intro needs no data: it shows with and without consent.
  return (
    <div className="stack">
      <PageIntro message={productHistoryMessages.intro} />
      {recentlyViewed && topDeals ? (
        <ProductLists recentlyViewed={recentlyViewed} topDeals={topDeals} />
      ) : (
        <div className="card stack">
          <p>{intl.formatMessage(productHistoryMessages.noConsent)}</p>
          <p className="muted">{intl.formatMessage(productHistoryMessages.noConsentHint)}</p>
        </div>
      )}
    </div>
  )
}

/**
 * Both lists are asked for at once; top deals show once recently viewed has come (or failed). Shown
 * together, the first list's arrival pushed the second down the screen (layout shift 0.15 on a phone).
 */
function ProductLists({
  recentlyViewed,
  topDeals,
}: {
  recentlyViewed: RecommendationRequest
  topDeals: RecommendationRequest
}) {
  const recentlyViewedProducts = useQuery(recommendedProductsQueryOptions(recentlyViewed))
  const topDealsProducts = useQuery(recommendedProductsQueryOptions(topDeals))
  return (
    <div className="stack product-history">
      <ProductSection
        products={recentlyViewedProducts}
        title={productHistoryMessages.recentlyViewedTitle}
        empty={productHistoryMessages.recentlyViewedEmpty}
      />
      {recentlyViewedProducts.isPending ? null : (
        <ProductSection
          products={topDealsProducts}
          title={productHistoryMessages.topDealsTitle}
          empty={productHistoryMessages.topDealsEmpty}
        />
      )}
    </div>
  )
}

export const loader = accountPageLoader(productHistoryCalls)

export { ProductHistoryPage as Component }
