import { gerdUnverified } from '../fixtures/customers'
import { defineScenario, userOf } from './scenario'
import { seedEverydayCustomer } from './seed-helpers'
import { paths } from '../src/shared/config/paths'

export default defineScenario({
  id: 'unverified-account',
  title: 'Konto ohne Zugangsdaten (Verifizierung)',
  description:
    'Gerd Wagner bestellt telefonisch und hat noch keine Zugangsdaten: nach dem E-Mail- oder Kundennummer-Schritt folgt die Kontoverifizierung.',
  locale: 'de',
  startPath: paths.login.getHref(),
  users: [userOf(gerdUnverified, 'no-credentials')],
  seed: async (context) => {
    await seedEverydayCustomer(context, gerdUnverified)
    return undefined
  },
})
