import { martaVielkauf } from '../fixtures/customers-bulk'
import { seedManyOrders } from './many-orders'
import { defineScenario, userOf } from './scenario'
import { paths } from '../src/shared/config/paths'

export const veryManyOrdersCount = 10_000

/**
 * The load test of the mock: its db (about 10 MB as JSON) is more than sessionStorage holds, so the
 * harness keeps it in IndexedDB. Its first 1,000 orders are those of `many-orders`.
 */
export default defineScenario({
  id: 'very-many-orders',
  title: 'Lasttest: Stammkundin mit 10.000 Bestellungen',
  description:
    'Marta Vielkauf ist angemeldet und hat 10.000 Bestellungen: prüft, dass Liste, Neuladen und Änderungen auch mit so vielen Daten flüssig bleiben.',
  locale: 'de',
  startPath: paths.orders.getHref(),
  users: [userOf(martaVielkauf)],
  loadTest: true,
  seed: (context) => seedManyOrders(context, veryManyOrdersCount),
})
