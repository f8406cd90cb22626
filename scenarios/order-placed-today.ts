import { createOrder, inStatus, placedToday } from '../mock-server/factories/order-factory'
import { paths } from '../src/shared/config/paths'
import base from './default'
import { defineScenario } from './scenario'

/**
 * default with one more order, placed this morning and still cancellable: everyday clicking (an address, the
 * wishlist, a cancellation) in one account, as the e2e test of the panel's bug report does it.
 */
export default defineScenario({
  ...base,
  id: 'order-placed-today',
  title: 'Stammkundin mit Bestellung von heute',
  description:
    'Wie default (Anna Schmidt ist angemeldet: Adressen, Bankverbindung, offene Rechnung, Wunschliste), dazu eine heute bestätigte Bestellung, die sie bis Mitternacht online stornieren kann.',
  startPath: paths.orders.getHref(),
  seed: async (context) => {
    const customer = await base.seed(context)
    if (customer) await createOrder(context, customer, inStatus('confirmed'), placedToday(context, 30))
    return customer
  },
})
