import { annaSchmidt } from '../fixtures/customers'
import { gretaGast, guestOrderNumbers } from '../fixtures/guest-orders'
import { createGuestOrder, deliveredDaysAgo } from '../mock-server/factories/order-factory'
import { defineScenario, userOf } from './scenario'
import { seedEverydayCustomer } from './seed-helpers'
import { paths } from '../src/shared/config/paths'

export default defineScenario({
  id: 'guest-order',
  title: 'Gastbestellung (Widerruf ohne Konto)',
  description:
    'Niemand ist angemeldet. Greta Gast hat ohne Kundenkonto bestellt: Bestellung 700000001 (vor 4 Tagen zugestellt, widerrufbar) und 700000002 (Frist abgelaufen), E-Mail greta.gast@example.de. Anna Schmidt kann sich anmelden.',
  locale: 'de',
  startPath: paths.login.getHref(),
  users: [userOf(annaSchmidt)],
  seed: async (context) => {
    await seedEverydayCustomer(context, annaSchmidt)
    await createGuestOrder(context, gretaGast, deliveredDaysAgo(context, 4), { number: guestOrderNumbers.withinPeriod })
    await createGuestOrder(context, gretaGast, deliveredDaysAgo(context, 30), { number: guestOrderNumbers.pastPeriod })
    return undefined
  },
})
