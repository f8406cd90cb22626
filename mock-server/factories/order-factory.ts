import { postalAddressOf, postalLinesOf } from './address-factory'
import { catalogue, skuOf } from '../../fixtures/products'
import type { Customer, LineItemStatus, Order, OrderItem, OrderStatus, OrderVoucher } from '../db/schemas'
import { nextId } from '../runtime/ids'
import { insertRecords } from '../db/db'
import { daysAgo, withTraits, type SeedContext, type Trait } from './seed-context'
import { pictureUrlOf } from '../runtime/picture-urls'

type OrderDraft = Omit<Order, 'customer'>

/** The line-item statuses an order in each status typically has. */
const itemStatusesOf: Record<OrderStatus, LineItemStatus[]> = {
  received: ['Erfasst'],
  confirmed: ['Erfasst', 'Erfasst'],
  processing: ['In Bearbeitung', 'wird gepackt', 'In Bearbeitung Direktlieferant'],
  dispatched: ['Versendet', 'Versendet Direktlieferant'],
  inDelivery: ['In Lieferung'],
  delivered: ['Versendet', 'Versendet'],
  cancelled: ['Storniert'],
  partiallyCancelled: ['Storniert', 'Versendet'],
  returned: ['Retoure Eingetroffen'],
  partiallyReturned: ['Retoure Eingetroffen', 'Versendet'],
}

export function inStatus(status: OrderStatus): Trait<OrderDraft> {
  return { status }
}

export function placedDaysAgo(context: SeedContext, days: number, hour = 10, minute = 0): Trait<OrderDraft> {
  return { placedAt: daysAgo(context, days, hour, minute) }
}

/** Placed on the scenario's day, so it can still be cancelled online. */
export function placedToday(context: SeedContext, minutesAgo = 45): Trait<OrderDraft> {
  return { placedAt: new Date(context.now.getTime() - minutesAgo * 60_000).toISOString() }
}

function roundPrice(value: number): number {
  return Math.round(value * 100) / 100
}

const standardShipping = (currency: Order['currency']) => (currency === 'CHF' ? 7.95 : 5.95)

type VoucherDraft = Pick<OrderVoucher, 'code' | 'discountType' | 'value'>

/** Vouchers redeemed at checkout (their discounts follow from the order: see applyVouchers). */
export function withVouchers(...vouchers: VoucherDraft[]): Trait<OrderDraft> {
  return { vouchers: vouchers.map((voucher) => ({ ...voucher, discount: 0 })) }
}

/**
 * What the shop's checkout took off, voucher by voucher: a percentage of the goods, a fixed amount
 * (never more than is left), or the shipping costs. An order with a free-shipping voucher lists the
 * standard shipping costs, so that the voucher visibly pays them (else it would often pay nothing).
 */
function applyVouchers(order: OrderDraft): OrderDraft {
  if (!order.vouchers?.length) return order
  const freeShipping = order.vouchers.some((voucher) => voucher.discountType === 'FREE_SHIPPING')
  const shippingCosts = freeShipping ? standardShipping(order.currency) : order.shippingCosts
  let due = order.subtotal + shippingCosts
  const vouchers = order.vouchers.map((voucher) => {
    const wanted =
      voucher.discountType === 'PERCENTAGE'
        ? (order.subtotal * (voucher.value ?? 0)) / 100
        : voucher.discountType === 'VALUE'
          ? (voucher.value ?? 0)
          : shippingCosts
    const discount = roundPrice(Math.min(wanted, due))
    due -= discount
    return { ...voucher, discount }
  })
  return { ...order, shippingCosts, vouchers, total: roundPrice(due) }
}

/** Dispatched this many days after it was placed, delivered this many: the dates the withdrawal period counts from. */
const dispatchAfterDays = 1
const deliverAfterDays = 3
const shippedStatuses = new Set<OrderStatus>(['dispatched', 'inDelivery'])
const deliveredStatuses = new Set<OrderStatus>(['delivered', 'partiallyCancelled', 'returned', 'partiallyReturned'])

function plusDays(instant: string, days: number): string {
  return new Date(new Date(instant).getTime() + days * 24 * 60 * 60_000).toISOString()
}

/** The dispatch and delivery dates an order in its status has, unless a trait set them. */
function withShippingDates(order: OrderDraft, traits: Array<Trait<OrderDraft>>): OrderDraft {
  const set = (key: 'dispatchedAt' | 'deliveredAt') => traits.some((trait) => key in trait)
  const shipped = shippedStatuses.has(order.status) || deliveredStatuses.has(order.status)
  return {
    ...order,
    dispatchedAt: set('dispatchedAt')
      ? order.dispatchedAt
      : shipped
        ? plusDays(order.placedAt, dispatchAfterDays)
        : null,
    deliveredAt: set('deliveredAt')
      ? order.deliveredAt
      : deliveredStatuses.has(order.status)
        ? plusDays(order.placedAt, deliverAfterDays)
        : null,
  }
}

/** Dispatched this many days ago, delivery date unknown (the withdrawal period counts from dispatch + shipping time). */
export function dispatchedDaysAgo(context: SeedContext, days: number): Trait<OrderDraft> {
  return { status: 'dispatched', dispatchedAt: daysAgo(context, days, 8), deliveredAt: null }
}

/** Delivered this many days ago, placed a few days before. */
export function deliveredDaysAgo(context: SeedContext, days: number): Trait<OrderDraft> {
  return {
    status: 'delivered',
    placedAt: daysAgo(context, days + deliverAfterDays),
    dispatchedAt: daysAgo(context, days + deliverAfterDays - dispatchAfterDays, 8),
    deliveredAt: daysAgo(context, days, 13),
  }
}

/** Someone who ordered without an account (a guest order): mails go to `email`. */
export type GuestBuyer = Pick<Customer, 'salutation' | 'firstName' | 'lastName' | 'countryCode' | 'email'>

/** An order placed as a guest: no customer account, the buyer's email kept on the order. */
export async function createGuestOrder(
  context: SeedContext,
  guest: GuestBuyer,
  ...traits: Array<Trait<OrderDraft>>
): Promise<Order> {
  const draft = buildOrder(context, { ...guest, id: null, customerNumber: '' }, traits)
  return context.db.orders.create({ ...draft, contactEmail: guest.email })
}

export async function createOrder(
  context: SeedContext,
  customer: Customer,
  ...traits: Array<Trait<OrderDraft>>
): Promise<Order> {
  return context.db.orders.create({ ...buildOrder(context, customer, traits), customer })
}

type OrderOwner = Pick<Customer, 'salutation' | 'firstName' | 'lastName' | 'countryCode' | 'customerNumber'> & {
  id: string | null
}

/** The postal lines of the customer's default delivery address, if she has one. */
function preferredDeliveryOf(context: SeedContext, customer: OrderOwner): Order['deliveryAddress'] | undefined {
  // A plain scan (no query): a small collection.
  const address = customer.id
    ? context.db.deliveryAddresses.all().find((address) => address.isDefault && address.customer?.id === customer.id)
    : undefined
  return address ? postalLinesOf(address) : undefined
}

/** Where an order of this owner goes: their preferred delivery address, else their postal address. */
function deliveryAddressOf(
  context: SeedContext,
  customer: OrderOwner,
  preferredDelivery = preferredDeliveryOf(context, customer),
): Order['deliveryAddress'] {
  return preferredDelivery ? { ...preferredDelivery } : postalAddressOf(context, customer)
}

function buildOrder(
  context: SeedContext,
  customer: OrderOwner,
  traits: Array<Trait<OrderDraft>>,
  preferredDelivery?: Order['deliveryAddress'],
): OrderDraft {
  const { faker } = context
  const status: OrderStatus = traits.reduce<OrderStatus>((current, trait) => trait.status ?? current, 'delivered')
  const items: OrderItem[] = itemStatusesOf[status].map((itemStatus) => {
    const product = faker.helpers.arrayElement(catalogue)
    return {
      baseProductNo: product.baseProductNo,
      sku: skuOf(product, faker.number.int({ min: 1, max: 4 })),
      title: product.name,
      singlePrice: context.currency === 'CHF' ? roundPrice(product.price * 1.05) : product.price,
      quantity: faker.number.int({ min: 1, max: 2 }),
      status: itemStatus,
      imageUrl: pictureUrlOf(product.baseProductNo),
    }
  })
  const subtotal = roundPrice(items.reduce((sum, item) => sum + item.singlePrice * item.quantity, 0))
  const shippingCosts = subtotal >= 50 ? 0 : standardShipping(context.currency)
  const deliveryAddress = deliveryAddressOf(context, customer, preferredDelivery)
  const defaults: OrderDraft = {
    id: nextId('order'),
    number: faker.string.numeric({ length: 9, allowLeadingZeros: false }),
    externalCustomerId: customer.customerNumber,
    placedAt: faker.date.recent({ days: 300 }).toISOString(),
    status,
    paymentType: 'INVOICE',
    currency: context.currency,
    shippingCosts,
    subtotal,
    total: roundPrice(subtotal + shippingCosts),
    deliveryAddress,
    items,
    returnRequestedAt: null,
    cancelledAt: null,
    cancelReasonCode: null,
  }
  return applyVouchers(withShippingDates(withTraits(defaults, traits), traits))
}

/**
 * Many orders at once, newest first in time, for paging and the bench. Built one by one as
 * `createOrder` would (same data) and put in together, the first checked by the schema: creating
 * each through the collection (its hooks and copies) made most of a 1,000-order seeding's time.
 */
export async function createOrderHistory(context: SeedContext, customer: Customer, count: number): Promise<void> {
  const statuses: OrderStatus[] = ['delivered', 'delivered', 'delivered', 'returned', 'partiallyReturned', 'cancelled']
  const drafts: OrderDraft[] = []
  // Looked up once for the whole history: once per order, it was a tenth of seeding 1,000 orders.
  const preferredDelivery = preferredDeliveryOf(context, customer)
  for (let index = 0; index < count; index += 1) {
    drafts.push(
      buildOrder(
        context,
        customer,
        [inStatus(statuses[index % statuses.length] ?? 'delivered'), placedDaysAgo(context, 14 + index * 3)],
        preferredDelivery,
      ),
    )
  }
  await insertRecords(
    'orders',
    drafts.map((draft) => ({ ...draft, customerId: customer.id })),
    { checkFirst: true },
  )
}
