import { z } from 'zod'
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

export const lineItemSchema = z.object({
  baseProductNo: z.string(),
  sku: z.string(),
  title: z.string(),
  singlePrice: z.number(),
  quantity: z.number(),
  // German line-item status as the order history sends it (Erfasst, Versendet, ...).
  status: z.string(),
  imageUrl: z.string().optional(),
  withdrawnAt: dateString.nullish(),
})
export type LineItem = z.infer<typeof lineItemSchema>

export const voucherDiscountTypes = ['PERCENTAGE', 'VALUE', 'FREE_SHIPPING'] as const

export const orderVoucherSchema = z.object({
  code: z.string(),
  discountType: z.enum(voucherDiscountTypes),
  value: z.number().nullish(),
  discount: z.number(),
})
export type OrderVoucher = z.infer<typeof orderVoucherSchema>

export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  externalCustomerId: z.string(),
  placedAt: dateString,
  placedAtDateAndTime: z.string().optional(),
  status: z.enum(orderStatuses),
  paymentType: z.string(),
  currency: currencySchema,
  shippingCosts: z.number(),
  subtotal: z.number(),
  total: z.number(),
  vouchers: z.array(orderVoucherSchema).optional(),
  returnRequestedAt: dateString.nullish(),
  // The withdrawal period counts from receipt: the delivery date, else dispatch plus shipping time.
  dispatchedAt: dateString.nullish(),
  deliveredAt: dateString.nullish(),
  withdrawnAt: dateString.nullish(),
  deliveryAddress: z.object({
    salutation: z.string().optional(),
    ...postalAddressFields,
    countryCode: z.string(),
  }),
  items: z.array(lineItemSchema),
})
export type Order = z.infer<typeof orderSchema>
