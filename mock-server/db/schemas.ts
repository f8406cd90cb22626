import { z } from 'zod'
import { orderStatuses, voucherDiscountTypes } from '../../src/features/orders/api/order-schemas'
import { productStatuses } from '../../src/shared/products/product-schema'

/** One schema per entity of spec section 3, as the backend would store it (camelCase). */
export const salutationSchema = z.enum(['MR', 'MS', 'FAMILY'])
export const countryCodeSchema = z.enum(['DE', 'AT', 'CH'])
export const socialLoginProviderSchema = z.enum(['GOOGLE', 'FACEBOOK', 'APPLE'])

export const customerSchema = z.object({
  id: z.string(),
  customerNumber: z.string(),
  email: z.string(),
  /** Hashed (mock-server/runtime/passwords.ts); null: no credentials (verification or light-user flow). */
  passwordHash: z.string().nullable(),
  accountKind: z.enum(['full', 'light']),
  /**
   * The social logins linked to the account: a sign-in with one of them finds it only if linked here
   * (handlers/customer/social-login.ts). The first is the one it was registered with, the login
   * state's `socialLoginProvider`.
   */
  socialLoginProviders: z.array(socialLoginProviderSchema),
  salutation: salutationSchema,
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  careOf: z.string().nullable(),
  countryCode: countryCodeSchema,
  customerClass: z.string(),
  isHelloUser: z.boolean(),
  crossDeviceTracking: z.boolean(),
  preferredPaymentMethod: z.enum(['PAYPAL', 'INVOICE', 'DIRECT_DEBIT', 'INVALID_METHOD']),
  stayLoggedIn: z.boolean(),
  newsletterConsent: z.boolean(),
  createdAt: z.string(),
  /** Answer of /customers/verify for this customer (account verification). */
  verificationStatus: z.enum(['VERIFIED', 'NOT_VERIFIED']),
  recentlyViewedSkus: z.array(z.string()),
})

const personSchema = {
  salutation: salutationSchema,
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  streetNumber: z.string(),
  additional: z.string().nullable(),
  zipCode: z.string(),
  city: z.string(),
  countryCode: countryCodeSchema,
  phone: z.string().nullable(),
}

export const deliveryAddressSchema = z.object({
  id: z.string(),
  ...personSchema,
  type: z.enum(['POSTAL', 'DHL_ADDRESS']),
  parcelStationKind: z.enum(['PACKSTATION', 'POSTFILIALE', 'PAKETSHOP', 'POSTSTATION']).nullable(),
  packstationNumber: z.string().nullable(),
  dhlPostNumber: z.string().nullable(),
  isDhlDeliveryAddressPostNumberValid: z.boolean(),
  isDefault: z.boolean(),
  isDeleted: z.boolean(),
  get customer() {
    return customerSchema.optional()
  },
})

export const billingAddressSchema = z.object({
  id: z.string(),
  ...personSchema,
  get customer() {
    return customerSchema.optional()
  },
})

export const bankAccountSchema = z.object({
  id: z.string(),
  accountHolder: z.string(),
  iban: z.string(),
  bankName: z.string(),
  get customer() {
    return customerSchema.optional()
  },
})

// The statuses the app knows (its answer schema): one list, so neither side can get one the other lacks.
export const orderStatusSchema = z.enum(orderStatuses)
export const lineItemStatusSchema = z.enum([
  'Erfasst',
  'In Bearbeitung',
  'Storniert',
  'Retoure Eingetroffen',
  'In Lieferung',
  'Versendet',
  'Versendet Direktlieferant',
  'In Bearbeitung Direktlieferant',
  'wird gepackt',
])

export const orderItemSchema = z.object({
  baseProductNo: z.string(),
  sku: z.string(),
  title: z.string(),
  singlePrice: z.number(),
  quantity: z.number().int(),
  status: lineItemStatusSchema,
  imageUrl: z.string(),
})

/** Spec section 3: a voucher applied at checkout, with what it took off the order. */
export const orderVoucherSchema = z.object({
  code: z.string(),
  discountType: z.enum(voucherDiscountTypes),
  /** Percent for PERCENTAGE, an amount for VALUE, null for FREE_SHIPPING. */
  value: z.number().nullable(),
  /** The amount taken off, in the order's currency. */
  discount: z.number(),
})
export type OrderVoucher = z.infer<typeof orderVoucherSchema>

export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  externalCustomerId: z.string(),
  placedAt: z.string(),
  status: orderStatusSchema,
  paymentType: z.enum(['INVOICE', 'DIRECT_DEBIT', 'PAYPAL', 'INSTALLMENT']),
  currency: z.enum(['EUR', 'CHF']),
  shippingCosts: z.number(),
  subtotal: z.number(),
  total: z.number(),
  vouchers: z.array(orderVoucherSchema).optional(),
  deliveryAddress: z.object({ ...personSchema }),
  items: z.array(orderItemSchema),
  returnRequestedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReasonCode: z.string().nullable(),
  /** When the parcel left and arrived; start of the withdrawal period. Absent: not known (yet). */
  dispatchedAt: z.string().nullable().optional(),
  deliveredAt: z.string().nullable().optional(),
  /** A guest order's address for mails (orders with an account use the customer's). */
  contactEmail: z.string().nullable().optional(),
  get customer() {
    return customerSchema.optional()
  },
})

export const invoiceSchema = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  orderNumber: z.string(),
  amount: z.number(),
  currency: z.enum(['EUR', 'CHF']),
  invoiceDate: z.string(),
  dueDate: z.string(),
  status: z.enum(['OPEN', 'ENCASH']),
  paymentType: z.enum(['INVOICE', 'DIRECT_DEBIT']),
  isDirectDebitPending: z.boolean(),
  get customer() {
    return customerSchema.optional()
  },
})

export const productSchema = z.object({
  baseProductNo: z.string(),
  name: z.string(),
  brandName: z.string(),
  price: z.number(),
  currency: z.enum(['EUR', 'CHF']),
  sku: z.string(),
  imageUrl: z.string(),
  availability: z.enum(['SOLD_OUT', 'ALMOST_SOLD_OUT', 'AVAILABLE']),
  status: z.enum(productStatuses),
  isNew: z.boolean(),
})

export const wishlistItemSchema = z.object({
  id: z.string(),
  baseProductNo: z.string(),
  sku: z.string(),
  state: z.enum(['active', 'movedToBasket', 'deleted']),
  get customer() {
    return customerSchema.optional()
  },
})

export const newsletterSubscriptionSchema = z.object({
  id: z.string(),
  email: z.string(),
  frequency: z.enum(['DAILY', 'WEEKLY']),
  status: z.enum(['active', 'unsubscribed']),
})

/** "Tell me when it is back": asked for on the shop, confirmed by double opt-in, ended from a mail. */
export const stockReminderSchema = z.object({
  id: z.string(),
  email: z.string(),
  baseProductNo: z.string(),
  sku: z.string(),
  status: z.enum(['pending', 'active', 'unsubscribed']),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
})

/** Consent to be asked for market research, confirmed by double opt-in. */
export const marketResearchConsentSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'confirmed']),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  get customer() {
    return customerSchema.optional()
  },
})

/** A customer who asked for no more upsell mails (offers that go with an order). */
export const upsellUnsubscriptionSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The order whose mail carried the link. */
  externalOrderId: z.string(),
  unsubscribedAt: z.string(),
  get customer() {
    return customerSchema.optional()
  },
})

export const followedStreamerSchema = z.object({
  id: z.string(),
  name: z.string(),
  get customer() {
    return customerSchema.optional()
  },
})

export const tokenTypeSchema = z.enum([
  'account-activation',
  'password-forgotten',
  'set-password-for-social-login',
  'magic-link',
  'email-change',
  'double-opt-in',
  'market-research',
  'stock-reminder',
  'social-login',
  /** A social provider's code, redeemed (provider-codes.ts): kept so that it works once. */
  'provider-code',
])

export const tokenSchema = z.object({
  token: z.string(),
  type: tokenTypeSchema,
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  /** e.g. the new address of an email change. */
  payload: z.string().nullable(),
  get customer() {
    return customerSchema.optional()
  },
})

export const sessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The end its sign-in granted (10 or 60 days); a visit never moves it on. */
  expiresAt: z.string(),
  /** The "Angemeldet bleiben" setting, as GET /user/auth/stay-logged-in answers it. */
  stayLoggedIn: z.boolean(),
  loginMethod: z.string(),
  get customer() {
    return customerSchema.optional()
  },
})

export const supportRequestSchema = z.object({
  id: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  get customer() {
    return customerSchema.optional()
  },
})

/** Mails the backend would send; the harness panel shows them. */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  kind: z.enum([
    'magic-link',
    'password-reset',
    'double-opt-in',
    'email-change',
    'email-change-notice',
    'set-password',
    'account-activation',
    'support-request',
    'newsletter',
    'newsletter-double-opt-in',
    'stock-reminder',
    'stock-reminder-double-opt-in',
    'market-research-double-opt-in',
    'upsell',
    'withdrawal',
  ]),
  subject: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  sentAt: z.string(),
})

/** A declared withdrawal (Widerruf) from an order or some of its items, signed in or as a guest. */
export const withdrawalSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  name: z.string(),
  email: z.string(),
  scope: z.enum(['order', 'items']),
  /** The items withdrawn from (by SKU); empty for the whole order or when described in words. */
  skus: z.array(z.string()),
  /** A guest's own words for the items, where the order's items are not listed to them. */
  itemsDescription: z.string().nullable(),
  declaredAt: z.string(),
  get customer() {
    return customerSchema.optional()
  },
})

export type Customer = z.infer<typeof customerSchema>
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>
export type BillingAddress = z.infer<typeof billingAddressSchema>
export type BankAccount = z.infer<typeof bankAccountSchema>
export type Order = z.infer<typeof orderSchema>
export type OrderItem = z.infer<typeof orderItemSchema>
export type OrderStatus = z.infer<typeof orderStatusSchema>
export type LineItemStatus = z.infer<typeof lineItemStatusSchema>
export type Invoice = z.infer<typeof invoiceSchema>
export type Product = z.infer<typeof productSchema>
export type WishlistItem = z.infer<typeof wishlistItemSchema>
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>
export type StockReminder = z.infer<typeof stockReminderSchema>
export type MarketResearchConsent = z.infer<typeof marketResearchConsentSchema>
export type UpsellUnsubscription = z.infer<typeof upsellUnsubscriptionSchema>
export type FollowedStreamer = z.infer<typeof followedStreamerSchema>
export type Token = z.infer<typeof tokenSchema>
export type TokenType = z.infer<typeof tokenTypeSchema>
export type SocialLoginProvider = z.infer<typeof socialLoginProviderSchema>
export type Session = z.infer<typeof sessionSchema>
export type SupportRequest = z.infer<typeof supportRequestSchema>
export type OutboxMail = z.infer<typeof outboxMailSchema>
export type Withdrawal = z.infer<typeof withdrawalSchema>

/** An item put into the basket (from the wishlist), per basket session (header X-SessionId). */
export const basketItemSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  baseProductNo: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  addedAt: z.string(),
  get customer() {
    return customerSchema.optional()
  },
})
export type BasketItem = z.infer<typeof basketItemSchema>

/**
 * Attempts counted against a key over a window on the mock clock (runtime/throttle.ts): `account:<username>` or
 * `client:<client>`, per endpoint group. Past the limit the service answers 429.
 */
export const attemptCounterSchema = z.object({
  id: z.string(),
  key: z.string(),
  count: z.number().int(),
  windowStartedAt: z.string(),
})
export type AttemptCounter = z.infer<typeof attemptCounterSchema>
