import { db } from '../db/db'
import { errorResponse, jsonResponse, serviceHandler } from './with-service'

const regions = ['hseDE', 'hseAT', 'hseCH']

/** Top deals: what sells and is not sold out, cheapest first. */
function topDealSkus(): string[] {
  return db.products
    .findMany((q) => q.where({ availability: (value) => value !== 'SOLD_OUT' }))
    .sort((a, b) => a.price - b.price || a.sku.localeCompare(b.sku))
    .map((product) => product.sku)
}

/**
 * Recommendation service (spec section 7): the recently viewed products of a user, or top deals,
 * as SKUs. It needs the session id, the user's tracking consent and a shop region; max_items trims.
 */
export const recommendationHandlers = [
  serviceHandler('recommendation', 'get', '/recommendations', ({ url }) => {
    const query = url.searchParams
    if (!query.get('session_id')) return errorResponse(400, 'SESSION_ID_MISSING')
    if (!regions.includes(query.get('region') ?? '')) return errorResponse(400, 'INVALID_REGION')
    if (query.get('tracking_consent') !== 'true') return errorResponse(403, 'TRACKING_CONSENT_MISSING')
    const type = query.get('type')
    let skus: string[]
    if (type === 'recently-viewed') {
      const userId = query.get('user_id')
      skus = userId ? (db.customers.findFirst((q) => q.where({ id: userId }))?.recentlyViewedSkus ?? []) : []
    } else if (type === 'top-deals') {
      skus = topDealSkus()
    } else {
      return errorResponse(400, 'INVALID_TYPE')
    }
    const maxItems = Number(query.get('max_items'))
    const trimmed = Number.isInteger(maxItems) && maxItems > 0 ? skus.slice(0, maxItems) : skus
    return jsonResponse({ items: trimmed.map((sku) => ({ sku })) })
  }),
]
