import { catalogue, skuOf } from '../../fixtures/products'
import type { Customer, LineItemStatus, Order, OrderItem, OrderStatus } from '../db/schemas'
import { nextId } from '../harness/ids'
import { daysAgo, withTraits, type SeedContext, type Trait } from './seed-context'

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

export async function createOrder(
  context: SeedContext,
  customer: Customer,
  ...traits: Array<Trait<OrderDraft>>
): Promise<Order> {
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
      imageUrl: `/api/product-dispenser/images/${product.baseProductNo}.svg`,
    }
  })
  const subtotal = roundPrice(items.reduce((sum, item) => sum + item.singlePrice * item.quantity, 0))
  const shippingCosts = subtotal >= 50 ? 0 : context.currency === 'CHF' ? 7.95 : 5.95
  const {
    customer: _owner,
    id: _id,
    isDefault: _default,
    isDeleted: _deleted,
    type: _type,
    parcelStationKind: _kind,
    packstationNumber: _station,
    dhlPostNumber: _post,
    isDhlDeliveryAddressPostNumberValid: _valid,
    ...deliveryAddress
  } = context.db.deliveryAddresses.findFirst((q) => q.where({ customer: { id: customer.id }, isDefault: true })) ?? {
    salutation: customer.salutation,
    firstName: customer.firstName,
    lastName: customer.lastName,
    street: faker.location.street(),
    streetNumber: faker.location.buildingNumber(),
    additional: null,
    zipCode: faker.location.zipCode('#####'),
    city: faker.location.city(),
    countryCode: customer.countryCode,
    phone: null,
  }
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
  return context.db.orders.create({ ...withTraits(defaults, traits), customer })
}

/** Many orders at once, newest first in time, for paging and the bench. */
export async function createOrderHistory(context: SeedContext, customer: Customer, count: number): Promise<void> {
  const statuses: OrderStatus[] = ['delivered', 'delivered', 'delivered', 'returned', 'partiallyReturned', 'cancelled']
  for (let index = 0; index < count; index += 1) {
    await createOrder(
      context,
      customer,
      inStatus(statuses[index % statuses.length] ?? 'delivered'),
      placedDaysAgo(context, 14 + index * 3),
    )
  }
}
