import { lukasHuber } from '../fixtures/customers'
import { defineScenario, userOf } from './scenario'
import { seedEverydayCustomer } from './seed-helpers'
import { paths } from '../src/shared/config/paths'

export default defineScenario({
  id: 'country-rejected-login',
  title: 'Österreicher im deutschen Shop',
  description:
    'Lukas Huber ist Kunde in Österreich und meldet sich im deutschen Shop an: nach dem Passwort kommt der Hinweis auf den österreichischen Shop.',
  locale: 'de',
  startPath: paths.login.getHref(),
  users: [userOf(lukasHuber)],
  seed: async (context) => {
    await seedEverydayCustomer(context, lukasHuber)
    return undefined
  },
})
