import { sabineMeier } from '../fixtures/customers'
import { defineScenario, userOf } from './scenario'
import { seedEverydayCustomer } from './seed-helpers'
import { paths } from '../src/shared/config/paths'

export default defineScenario({
  id: 'swiss-customer',
  title: 'Schweizer Kundin (CHF)',
  description: 'Sabine Meier ist im Schweizer Shop angemeldet: Preise in CHF, Anmeldung nur mit E-Mail-Adresse.',
  locale: 'ch',
  startPath: paths.home.getHref(),
  users: [userOf(sabineMeier)],
  seed: (context) => seedEverydayCustomer(context, sabineMeier, { phoneNumber: '+41 44 668 18 00' }),
})
