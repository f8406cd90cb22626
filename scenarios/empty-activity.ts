import { lenaLeer } from '../fixtures/customers'
import { createHomeAddresses } from '../mock-server/factories/address-factory'
import { createCatalogue } from '../mock-server/factories/catalogue-factory'
import { createCustomer, customerFromFixture } from '../mock-server/factories/customer-factory'
import { defineScenario, userOf } from './scenario'
import { paths } from '../src/shared/config/paths'

export default defineScenario({
  id: 'empty-activity',
  title: 'Neue Kundin ohne Aktivitäten',
  description:
    'Lena Leer ist angemeldet: leere Wunschliste, folgt keinen Creators, hat noch keine Produkte angesehen (Top-Deals gibt es trotzdem).',
  locale: 'de',
  startPath: paths.wishlist.getHref(),
  users: [userOf(lenaLeer)],
  seed: async (context) => {
    await createCatalogue(context)
    const customer = await createCustomer(context, customerFromFixture(lenaLeer))
    await createHomeAddresses(context, customer)
    return customer
  },
})
