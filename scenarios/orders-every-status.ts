import { bernhardStatus } from '../fixtures/customers'
import { createHomeAddresses } from '../mock-server/factories/address-factory'
import { createCatalogue } from '../mock-server/factories/catalogue-factory'
import { createCustomer, customerFromFixture } from '../mock-server/factories/customer-factory'
import {
  createOrder,
  deliveredDaysAgo,
  inStatus,
  placedDaysAgo,
  placedToday,
  withVouchers,
} from '../mock-server/factories/order-factory'
import type { OrderStatus } from '../mock-server/db/schemas'
import { defineScenario, userOf } from './scenario'
import { paths } from '../src/shared/config/paths'

const olderStatuses: OrderStatus[] = [
  'received',
  'processing',
  'dispatched',
  'inDelivery',
  'delivered',
  'cancelled',
  'partiallyCancelled',
  'returned',
  'partiallyReturned',
]

// Spec section 3: an order redeemed with each discount type.
const herbstRabatt = { code: 'HERBST10', discountType: 'PERCENTAGE', value: 10 } as const
const treueGutschein = { code: 'TREUE5', discountType: 'VALUE', value: 5 } as const
const gratisVersand = { code: 'GRATISVERSAND', discountType: 'FREE_SHIPPING', value: null } as const
const vouchersByStatus: Partial<Record<OrderStatus, Array<Parameters<typeof withVouchers>[0]>>> = {
  processing: [treueGutschein],
  dispatched: [gratisVersand],
  delivered: [herbstRabatt],
}

export default defineScenario({
  id: 'orders-every-status',
  title: 'Bestellungen in jedem Status',
  description:
    'Bernhard Koch ist angemeldet und hat je eine Bestellung in jedem Bestell- und Positionsstatus; die heutige (bestätigt) lässt sich noch online stornieren; eine vor 6 Tagen zugestellte ist widerrufbar, bei einer vor 20 Tagen zugestellten ist die Widerrufsfrist abgelaufen. Drei Bestellungen tragen je einen Gutschein (Prozent, Wert, versandkostenfrei), die vor 6 Tagen zugestellte zwei (beide nur mit multipleVouchers zu sehen).',
  locale: 'de',
  startPath: paths.orders.getHref(),
  users: [userOf(bernhardStatus)],
  seed: async (context) => {
    await createCatalogue(context)
    const customer = await createCustomer(context, customerFromFixture(bernhardStatus))
    await createHomeAddresses(context, customer)
    await createOrder(context, customer, inStatus('confirmed'), placedToday(context, 45))
    for (const [index, status] of olderStatuses.entries()) {
      await createOrder(
        context,
        customer,
        inStatus(status),
        placedDaysAgo(context, 3 + index * 9),
        ...(vouchersByStatus[status] ? [withVouchers(...vouchersByStatus[status])] : []),
      )
    }
    // The withdrawal period (14 days from receipt): one order within it, one past it. The first was
    // placed with two vouchers, which only `multipleVouchers` shows both of.
    await createOrder(context, customer, deliveredDaysAgo(context, 6), withVouchers(herbstRabatt, treueGutschein))
    await createOrder(context, customer, deliveredDaysAgo(context, 20))
    return customer
  },
})
