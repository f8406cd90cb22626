import type { NamedSchemas } from '../build-document'
import type { Operation } from '../operation'
import { fieldRefusalSchema, addressCalls } from './addresses'
import { accountCalls } from './account'
import { authCalls, countryRejectionBody } from './auth'
import { mailPreferenceCalls } from './mail-preferences'
import { orderCalls } from './orders'
import { sessionCalls } from './session'
import { shopCalls } from './shop'
import { productSchema } from '@/shared/products/product-schema'
import { deliveryAddressSchema, billingAddressSchema } from '@/features/addresses/api/address-schemas'
import { invoiceSchema } from '@/features/invoices/api/open-invoices-api'
import { lineItemSchema, orderSummarySchema } from '@/features/orders/api/order-schemas'
import { wishlistItemSchema } from '@/features/wishlist/api/wishlist-api'

/**
 * Every call the app makes (spec section 7), by area, in the document's order. A new call of the
 * app gets its row here (`npm run contract:generate` then writes the document).
 */
export const operations: Operation[] = [
  ...sessionCalls,
  ...authCalls,
  ...orderCalls,
  ...mailPreferenceCalls,
  ...addressCalls,
  ...accountCalls,
  ...shopCalls,
]

/** The app's schemas that several answers share, under their names in the document. */
export const namedSchemas: NamedSchemas = {
  Product: productSchema,
  DeliveryAddress: deliveryAddressSchema,
  BillingAddress: billingAddressSchema,
  Invoice: invoiceSchema,
  OrderSummary: orderSummarySchema,
  LineItem: lineItemSchema,
  WishlistItem: wishlistItemSchema,
  FieldRefusal: fieldRefusalSchema,
  CountryRejection: countryRejectionBody,
}
