import { HttpResponse } from 'msw'
import { findProduct, productView } from '../runtime/product-views'
import { pictureHueOf, productPictureSvg } from '../runtime/product-pictures'
import { errorResponse, jsonResponse, serviceHandler } from './with-service'

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

/**
 * Product dispenser: products, and product pictures where the standalone server runs the mock (in the
 * browser the pictures are files of the app: runtime/picture-urls.ts).
 */
export const productDispenserHandlers = [
  serviceHandler(
    'productDispenser',
    'get',
    '/images/:file',
    ({ params }) =>
      new HttpResponse(productPictureSvg(pictureHueOf(String(params.file))), {
        headers: { 'content-type': 'image/svg+xml' },
      }),
  ),
  serviceHandler('productDispenser', 'get', '/products', ({ url }) => products(url)),
]
