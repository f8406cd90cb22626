import { heikeRechnung } from '../fixtures/customers'
import { createInvoice, directDebit, dueInDays, overdue } from '../mock-server/factories/invoice-factory'
import { defineScenario, userOf } from './scenario'
import { seedEverydayCustomer } from './seed-helpers'
import { paths } from '../src/shared/config/paths'

export default defineScenario({
  id: 'overdue-invoices',
  title: 'Überfällige Rechnungen',
  description:
    'Heike Fischer ist angemeldet: zwei überfällige Rechnungen (Inkasso), eine offene und eine Lastschrift in Bearbeitung.',
  locale: 'de',
  startPath: paths.openInvoices.getHref(),
  users: [userOf(heikeRechnung)],
  seed: async (context) => {
    const customer = await seedEverydayCustomer(context, heikeRechnung)
    await createInvoice(context, customer, overdue(context, 12))
    await createInvoice(context, customer, overdue(context, 40))
    await createInvoice(context, customer, dueInDays(context, 3))
    await createInvoice(context, customer, dueInDays(context, 5), directDebit(true))
    return customer
  },
})
