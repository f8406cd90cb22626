import { martaVielkauf } from '../fixtures/customers-bulk'
import { createHomeAddresses } from '../mock-server/factories/address-factory'
import { createCatalogue } from '../mock-server/factories/catalogue-factory'
import { createCustomer, customerFromFixture } from '../mock-server/factories/customer-factory'
import { createOrderHistory } from '../mock-server/factories/order-factory'
import type { SeedContext } from '../mock-server/factories/seed-context'
import { defineScenario, userOf } from './scenario'
import { paths } from '../src/shared/config/paths'

export const manyOrdersCount = 1000

/** Marta Vielkauf with this many orders: the first ones are the same whatever the count. */
export async function seedManyOrders(context: SeedContext, count: number) {
  await createCatalogue(context)
  const customer = await createCustomer(context, customerFromFixture(martaVielkauf))
  await createHomeAddresses(context, customer)
  await createOrderHistory(context, customer, count)
  return customer
}

export default defineScenario({
  id: 'many-orders',
  title: 'Stammkundin mit 1.000 Bestellungen',
  description: 'Marta Vielkauf ist angemeldet und hat 1.000 Bestellungen: die Liste lädt seitenweise nach.',
  locale: 'de',
  startPath: paths.orders.getHref(),
  users: [userOf(martaVielkauf)],
  seed: (context) => seedManyOrders(context, manyOrdersCount),
})
