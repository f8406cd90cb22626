import { peterOhneRechnung } from '../fixtures/customers'
import { createDeliveryAddress, preferred } from '../mock-server/factories/address-factory'
import { createCatalogue } from '../mock-server/factories/catalogue-factory'
import { createCustomer, customerFromFixture } from '../mock-server/factories/customer-factory'
import { createOrder, inStatus, placedDaysAgo } from '../mock-server/factories/order-factory'
import { defineScenario, userOf } from './scenario'
import { paths } from '../src/shared/config/paths'

export default defineScenario({
  id: 'incomplete-profile',
  title: 'Profil ohne Rechnungsadresse',
  description:
    'Peter Krause ist angemeldet, hat aber keine Rechnungsadresse: Mein Konto bittet, das Profil zu vervollständigen.',
  locale: 'de',
  startPath: paths.home.getHref(),
  users: [userOf(peterOhneRechnung)],
  seed: async (context) => {
    await createCatalogue(context)
    const customer = await createCustomer(context, customerFromFixture(peterOhneRechnung))
    await createDeliveryAddress(context, customer, preferred)
    await createOrder(context, customer, inStatus('delivered'), placedDaysAgo(context, 40))
    return customer
  },
})
