import { monikaLicht } from '../fixtures/customers'
import { createCatalogue } from '../mock-server/factories/catalogue-factory'
import { createCustomer, customerFromFixture } from '../mock-server/factories/customer-factory'
import { defineScenario, userOf } from './scenario'
import { paths } from '../src/shared/config/paths'

export default defineScenario({
  id: 'light-user',
  title: 'Light-Konto ohne Passwort',
  description:
    'Monika Licht hat ein Light-Konto aus dem Checkout und noch kein Passwort: nach dem E-Mail-Schritt folgt "Passwort festlegen".',
  locale: 'de',
  startPath: paths.login.getHref(),
  users: [userOf(monikaLicht, 'light')],
  seed: async (context) => {
    await createCatalogue(context)
    await createCustomer(context, customerFromFixture(monikaLicht))
    return undefined
  },
})
