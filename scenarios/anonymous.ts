import { annaSchmidt } from '../fixtures/customers'
import { defineScenario, userOf } from './scenario'
import { seedEverydayCustomer } from './seed-helpers'
import { paths } from '../src/shared/config/paths'

export default defineScenario({
  id: 'anonymous',
  title: 'Nicht angemeldet',
  description:
    'Niemand ist angemeldet. Anna Schmidt (DE) kann sich mit E-Mail oder Kundennummer und Passwort anmelden.',
  locale: 'de',
  startPath: paths.login.getHref(),
  users: [userOf(annaSchmidt)],
  seed: async (context) => {
    await seedEverydayCustomer(context, annaSchmidt)
    return undefined
  },
})
