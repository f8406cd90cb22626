import * as v from 'valibot'
import { dateString } from '@/shared/api/date-schemas'

// valibot, not zod: the order pages' largest paint waits for these, and zod's 26 KiB (core and classic)
// came with them (docs/decisions/2026-11-27-data-pages-without-zod.md).

export const orderStatuses = [
  'confirmed',
  'processing',
  'dispatched',
  'delivered',
  'cancelled',
  'partiallyCancelled',
  'returned',
  'partiallyReturned',
  'received',
  'inDelivery',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

const currencySchema = v.picklist(['EUR', 'CHF'])

export const orderSummarySchema = v.object({
  id: v.string(),
  number: v.string(),
  placedAt: dateString,
  status: v.picklist(orderStatuses),
  total: v.number(),
  currency: currencySchema,
  itemCount: v.number(),
  items: v.array(v.object({ baseProductNo: v.string(), title: v.string(), imageUrl: v.string() })),
})
export type OrderSummary = v.InferOutput<typeof orderSummarySchema>

export const orderPageSchema = v.object({ orders: v.array(orderSummarySchema), total: v.number() })

const orderCount = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

/**
 * GET /orders-insights: spec section 7 names the call, not its answer. The answer assumed here
 * (docs/decisions/2026-11-26-account-home-redesign.md): counts over all the customer's orders, and the
 * current calendar year in the shop's time zone, which the service names so that the app never guesses it.
 */
export const orderInsightsSchema = v.object({
  /** Every order placed, cancelled ones included (as the personal details' totalOrders). */
  totalOrders: orderCount,
  /** Orders returned wholly or in part (as totalReturnedOrders): the return rate is returnedOrders ÷ totalOrders. */
  returnedOrders: orderCount,
  /** Returns announced whose goods have not arrived at the warehouse yet. */
  openReturns: orderCount,
  currentYear: v.object({
    year: v.pipe(v.number(), v.safeInteger()),
    /** Orders placed this year, cancelled ones included. */
    orders: orderCount,
    /** What vouchers took off this year's orders that were not cancelled, in `currency`. */
    savedWithVouchers: v.pipe(v.number(), v.minValue(0)),
  }),
  currency: currencySchema,
})
export type OrderInsights = v.InferOutput<typeof orderInsightsSchema>

export const lineItemSchema = v.object({
  baseProductNo: v.string(),
  sku: v.string(),
  title: v.string(),
  singlePrice: v.number(),
  quantity: v.number(),
  // German line-item status as the order history sends it (Erfasst, Versendet, ...).
  status: v.string(),
  imageUrl: v.optional(v.string()),
  withdrawnAt: v.nullish(dateString),
})
export type LineItem = v.InferOutput<typeof lineItemSchema>

export const voucherDiscountTypes = ['PERCENTAGE', 'VALUE', 'FREE_SHIPPING'] as const

export const orderVoucherSchema = v.object({
  code: v.string(),
  discountType: v.picklist(voucherDiscountTypes),
  value: v.nullish(v.number()),
  discount: v.number(),
})
export type OrderVoucher = v.InferOutput<typeof orderVoucherSchema>

export const orderSchema = v.object({
  id: v.string(),
  number: v.string(),
  externalCustomerId: v.string(),
  placedAt: dateString,
  placedAtDateAndTime: v.optional(v.string()),
  status: v.picklist(orderStatuses),
  paymentType: v.string(),
  currency: currencySchema,
  shippingCosts: v.number(),
  subtotal: v.number(),
  total: v.number(),
  vouchers: v.optional(v.array(orderVoucherSchema)),
  returnRequestedAt: v.nullish(dateString),
  // The withdrawal period counts from receipt: the delivery date, else dispatch plus shipping time.
  dispatchedAt: v.nullish(dateString),
  deliveredAt: v.nullish(dateString),
  withdrawnAt: v.nullish(dateString),
  // The order history's own record of where it went (the address book's addresses are the customer service's).
  deliveryAddress: v.object({
    salutation: v.optional(v.string()),
    firstName: v.string(),
    lastName: v.string(),
    street: v.string(),
    streetNumber: v.string(),
    additional: v.nullish(v.string()),
    zipCode: v.string(),
    city: v.string(),
    countryCode: v.string(),
  }),
  items: v.array(lineItemSchema),
})
export type Order = v.InferOutput<typeof orderSchema>
