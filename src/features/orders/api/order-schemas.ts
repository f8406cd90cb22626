import * as z from 'zod/mini'
import { dateString } from '@/shared/api/date-schemas'
import { postalAddressFields } from '@/shared/api/postal-address-schema'

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

const currencySchema = z.enum(['EUR', 'CHF'])

export const orderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  placedAt: dateString,
  status: z.enum(orderStatuses),
  total: z.number(),
  currency: currencySchema,
  itemCount: z.number(),
  items: z.array(z.object({ baseProductNo: z.string(), title: z.string(), imageUrl: z.string() })),
})
export type OrderSummary = z.infer<typeof orderSummarySchema>

export const orderPageSchema = z.object({ orders: z.array(orderSummarySchema), total: z.number() })

const orderCount = z.int().check(z.nonnegative())

/**
 * GET /orders-insights: spec section 7 names the call, not its answer. The answer assumed here
 * (docs/decisions/2026-11-26-account-home-redesign.md): counts over all the customer's orders, and the
 * current calendar year in the shop's time zone, which the service names so that the app never guesses it.
 */
export const orderInsightsSchema = z.object({
  /** Every order placed, cancelled ones included (as the personal details' totalOrders). */
  totalOrders: orderCount,
  /** Orders returned wholly or in part (as totalReturnedOrders): the return rate is returnedOrders ÷ totalOrders. */
  returnedOrders: orderCount,
  /** Returns announced whose goods have not arrived at the warehouse yet. */
  openReturns: orderCount,
  currentYear: z.object({
    year: z.int(),
    /** Orders placed this year, cancelled ones included. */
    orders: orderCount,
    /** What vouchers took off this year's orders that were not cancelled, in `currency`. */
    savedWithVouchers: z.number().check(z.nonnegative()),
  }),
  currency: currencySchema,
})
export type OrderInsights = z.infer<typeof orderInsightsSchema>

export const lineItemSchema = z.object({
  baseProductNo: z.string(),
  sku: z.string(),
  title: z.string(),
  singlePrice: z.number(),
  quantity: z.number(),
  // German line-item status as the order history sends it (Erfasst, Versendet, ...).
  status: z.string(),
  imageUrl: z.optional(z.string()),
  withdrawnAt: z.nullish(dateString),
})
export type LineItem = z.infer<typeof lineItemSchema>

export const voucherDiscountTypes = ['PERCENTAGE', 'VALUE', 'FREE_SHIPPING'] as const

export const orderVoucherSchema = z.object({
  code: z.string(),
  discountType: z.enum(voucherDiscountTypes),
  value: z.nullish(z.number()),
  discount: z.number(),
})
export type OrderVoucher = z.infer<typeof orderVoucherSchema>

export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  externalCustomerId: z.string(),
  placedAt: dateString,
  placedAtDateAndTime: z.optional(z.string()),
  status: z.enum(orderStatuses),
  paymentType: z.string(),
  currency: currencySchema,
  shippingCosts: z.number(),
  subtotal: z.number(),
  total: z.number(),
  vouchers: z.optional(z.array(orderVoucherSchema)),
  returnRequestedAt: z.nullish(dateString),
  // The withdrawal period counts from receipt: the delivery date, else dispatch plus shipping time.
  dispatchedAt: z.nullish(dateString),
  deliveredAt: z.nullish(dateString),
  withdrawnAt: z.nullish(dateString),
  // The order history's own record of where it went (the address book's addresses are the customer service's).
  deliveryAddress: z.object({
    salutation: z.optional(z.string()),
    ...postalAddressFields,
    countryCode: z.string(),
  }),
  items: z.array(lineItemSchema),
})
export type Order = z.infer<typeof orderSchema>
