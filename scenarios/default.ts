import { annaSchmidt } from '../fixtures/customers'
import { seedMyActivity } from '../mock-server/factories/activity-factory'
import { defineScenario, userOf } from './scenario'
import { seedEverydayCustomer } from './seed-helpers'
import { paths } from '../src/shared/config/paths'

export default defineScenario({
  id: 'default',
  title: 'Stammkundin, angemeldet',
  description:
    'Anna Schmidt (DE) ist angemeldet: Adressen, Bankverbindung, vier Bestellungen, eine offene Rechnung, Wunschliste.',
  locale: 'de',
  startPath: paths.home.getHref(),
  users: [userOf(annaSchmidt)],
  seed: async (context) => {
    const customer = await seedEverydayCustomer(context, annaSchmidt)
    await seedMyActivity(context, customer)
    return customer
  },
})
