import { HttpResponse } from 'msw'
import { findProduct, productView } from '../runtime/product-views'
import { errorResponse, jsonResponse, serviceHandler } from './with-service'

/** A simple product picture, so the prototype needs no image host. */
function productImage(baseProductNo: string): Response {
  const hue = Number(baseProductNo) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="8" fill="hsl(${hue} 45% 88%)"/><circle cx="48" cy="40" r="18" fill="hsl(${hue} 45% 55%)"/><rect x="20" y="64" width="56" height="10" rx="5" fill="hsl(${hue} 45% 55%)"/></svg>`
  return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } })
}

/**
 * GET /products (spec section 7, "Products"): full products (return_short_response false) for a
 * comma-separated list of base product numbers, in the order asked for; unknown ones are left out.
 */
function products(url: URL): Response {
  const query = url.searchParams
  const salesChannel = query.get('sales_channel') ?? query.get('salesChannel')
  if (salesChannel !== 'CLASSIC_SHOP') return errorResponse(400, 'INVALID_SALES_CHANNEL')
  const baseProductNos = (query.get('base_product_no') ?? '').split(',').filter(Boolean)
  if (baseProductNos.length === 0) return errorResponse(400, 'BASE_PRODUCT_NO_MISSING')
  return jsonResponse({
    products: [...new Set(baseProductNos)].flatMap((baseProductNo) => {
      const product = findProduct(baseProductNo)
      return product ? [productView(product)] : []
    }),
  })
}

/** Product dispenser: products, and product pictures (the order factory's image URLs point here). */
export const productDispenserHandlers = [
  // Same origin as the app in the prototype; answered by the mock like an image host.
  serviceHandler('productDispenser', 'get', '/images/:file', ({ params }) =>
    productImage(String(params.file).replace(/\D/g, '')),
  ),
  serviceHandler('productDispenser', 'get', '/products', ({ url }) => products(url)),
]
