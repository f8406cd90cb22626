import { ursulaPaket } from '../fixtures/customers'
import {
  createDeliveryAddress,
  invalidDhlPostNumber,
  packstation,
  postfiliale,
} from '../mock-server/factories/address-factory'
import { defineScenario, userOf } from './scenario'
import { seedEverydayCustomer } from './seed-helpers'
import { paths } from '../src/shared/config/paths'

export default defineScenario({
  id: 'dhl-addresses',
  title: 'DHL-Adressen und volles Adressbuch',
  description:
    'Ursula Vogel ist angemeldet: Packstation, Postfiliale, eine Packstation mit ungültiger DHL-Postnummer; im Adressbuch ist Platz für noch eine Lieferadresse, danach ist es voll.',
  locale: 'de',
  startPath: paths.home.getHref(),
  users: [userOf(ursulaPaket)],
  seed: async (context) => {
    const customer = await seedEverydayCustomer(context, ursulaPaket)
    await createDeliveryAddress(context, customer, packstation('123', '12345678'), {
      city: 'Ismaning',
      zipCode: '85737',
    })
    await createDeliveryAddress(context, customer, postfiliale('512', '987654321'), {
      city: 'München',
      zipCode: '80331',
    })
    await createDeliveryAddress(context, customer, packstation('207'), invalidDhlPostNumber, {
      city: 'Freising',
      zipCode: '85354',
    })
    // With the home address five of six places are taken: one more can be added, then the book is full.
    await createDeliveryAddress(context, customer)
    return customer
  },
})
