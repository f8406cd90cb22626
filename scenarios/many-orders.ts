import { martaVielkauf } from '../fixtures/customers-bulk'
import { createHomeAddresses } from '../mock-server/factories/address-factory'
import { createCatalogue } from '../mock-server/factories/catalogue-factory'
import { createCustomer, customerFromFixture } from '../mock-server/factories/customer-factory'
import { createOrderHistory } from '../mock-server/factories/order-factory'
import { defineScenario, userOf } from './scenario'
import { paths } from '../src/shared/config/paths'

export const manyOrdersCount = 1000

export default defineScenario({
  id: 'many-orders',
  title: 'Stammkundin mit 1.000 Bestellungen',
  description: 'Marta Vielkauf ist angemeldet und hat 1.000 Bestellungen: die Liste lädt seitenweise nach.',
  locale: 'de',
  startPath: paths.orders.getHref(),
  users: [userOf(martaVielkauf)],
  seed: async (context) => {
    await createCatalogue(context)
    const customer = await createCustomer(context, customerFromFixture(martaVielkauf))
    await createHomeAddresses(context, customer)
    await createOrderHistory(context, customer, manyOrdersCount)
    return customer
  },
})
