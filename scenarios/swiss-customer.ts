import { sabineMeier } from '../fixtures/customers'
import { defineScenario, userOf } from './scenario'
import { seedEverydayCustomer } from './seed-helpers'

export default defineScenario({
  id: 'swiss-customer',
  title: 'Schweizer Kundin (CHF)',
  description: 'Sabine Meier ist im Schweizer Shop angemeldet: Preise in CHF, Anmeldung nur mit E-Mail-Adresse.',
  locale: 'ch',
  startPath: '/',
  users: [userOf(sabineMeier)],
  seed: (context) => seedEverydayCustomer(context, sabineMeier, { phoneNumber: '+41 44 668 18 00' }),
})
