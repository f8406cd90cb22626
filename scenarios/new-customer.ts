import { claraNeu } from '../fixtures/customers'
import { createHomeAddresses } from '../mock-server/factories/address-factory'
import { createCatalogue } from '../mock-server/factories/catalogue-factory'
import { createCustomer, customerFromFixture } from '../mock-server/factories/customer-factory'
import { createOrder, inStatus, placedDaysAgo } from '../mock-server/factories/order-factory'
import { defineScenario, userOf } from './scenario'
import { paths } from '../src/shared/config/paths'

export default defineScenario({
  id: 'new-customer',
  title: 'Neukundin (keine Bestellung seit zwei Jahren)',
  description:
    'Clara Neumann ist angemeldet; ihre letzte Bestellung liegt drei Jahre zurück, sie zählt daher als Neukundin.',
  locale: 'de',
  startPath: paths.home.getHref(),
  users: [userOf(claraNeu)],
  seed: async (context) => {
    await createCatalogue(context)
    const customer = await createCustomer(context, customerFromFixture(claraNeu))
    await createHomeAddresses(context, customer)
    await createOrder(context, customer, inStatus('delivered'), placedDaysAgo(context, 3 * 365 + 20))
    return customer
  },
})
