import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'
import { baseProductNoOf, productSchema, type Product } from '@/shared/products/product-schema'

export type RecommendationType = 'recently-viewed' | 'top-deals'

/** What the recommendation service needs to know (spec section 7, "Recommendations"). */
export type RecommendationRequest = {
  type: RecommendationType
  sessionId: string
  /** Only asked with consent: without it, no call is made at all. */
  trackingConsent: true
  userId: string
  region: 'hseDE' | 'hseAT' | 'hseCH'
  /** Trims the list to this many products. */
  maxItems?: number
}

export const recommendationsSchema = z.object({ items: z.array(z.object({ sku: z.string() })) })

/** GET /recommendations: the SKUs to show, at most maxItems of them. */
export async function getRecommendedSkus(request: RecommendationRequest): Promise<string[]> {
  const { items } = await apiRequest({
    service: 'recommendation',
    path: '/recommendations',
    query: request,
    schema: recommendationsSchema,
  })
  const skus = items.map((item) => item.sku)
  return request.maxItems === undefined ? skus : skus.slice(0, request.maxItems)
}

export const productsSchema = z.object({ products: z.array(productSchema) })

/**
 * GET /products of the product dispenser for these SKUs: the base product number is the first
 * 6 characters of each SKU; full products (no short response), no campaigns, the classic shop.
 */
export async function getProducts(skus: string[]): Promise<Product[]> {
  const baseProductNos = [...new Set(skus.map(baseProductNoOf))]
  const { products } = await apiRequest({
    service: 'productDispenser',
    path: '/products',
    query: {
      baseProductNo: baseProductNos.join(','),
      returnShortResponse: false,
      campaigns: false,
      salesChannel: 'CLASSIC_SHOP',
    },
    schema: productsSchema,
  })
  return products
}

export type RecommendedProduct = { sku: string; product: Product }

/** The recommended SKUs with their products, in the service's order; SKUs without a product are left out. */
export async function getRecommendedProducts(request: RecommendationRequest): Promise<RecommendedProduct[]> {
  const skus = await getRecommendedSkus(request)
  if (skus.length === 0) return []
  const products = await getProducts(skus)
  return skus.flatMap((sku) => {
    const product = products.find((candidate) => candidate.baseProductNo === baseProductNoOf(sku))
    return product ? [{ sku, product }] : []
  })
}

export const recommendedProductsQueryOptions = (request: RecommendationRequest) =>
  queryOptions({
    queryKey: ['recommendations', request.type, request.userId, request.region, request.maxItems],
    queryFn: () => getRecommendedProducts(request),
  })
