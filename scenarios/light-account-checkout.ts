import { monikaLicht } from '../fixtures/customers'
import { createDeliveryAddress, preferred } from '../mock-server/factories/address-factory'
import { createCatalogue } from '../mock-server/factories/catalogue-factory'
import { createCustomer, customerFromFixture } from '../mock-server/factories/customer-factory'
import { defineScenario, userOf } from './scenario'
import { paths } from '../src/shared/config/paths'

export default defineScenario({
  id: 'light-account-checkout',
  title: 'Light-Konto aus dem Checkout, angemeldet',
  description:
    'Monika Licht hat im Checkout ein Light-Konto angelegt und ist angemeldet. Die Adressprüfung kennt ihre Lieferadresse aus dem Checkout: "Rechnungsadresse anlegen" ist damit vorausgefüllt.',
  locale: 'de',
  startPath: paths.billingAddress.getHref(),
  users: [userOf(monikaLicht, 'light')],
  seed: async (context) => {
    await createCatalogue(context)
    const customer = await createCustomer(context, customerFromFixture(monikaLicht))
    await createDeliveryAddress(context, customer, preferred)
    return customer
  },
})
