import { jonasGoogle } from '../fixtures/customers'
import { defineScenario, userOf } from './scenario'
import { seedEverydayCustomer } from './seed-helpers'
import { paths } from '../src/shared/config/paths'

export default defineScenario({
  id: 'social-login-no-password',
  title: 'Google-Konto ohne Passwort',
  description:
    'Jonas Becker hat sich mit Google registriert und ist angemeldet; er hat kein Passwort, die Navigation bietet "Passwort festlegen".',
  locale: 'de',
  startPath: paths.home.getHref(),
  users: [userOf(jonasGoogle, 'social')],
  seed: (context) => seedEverydayCustomer(context, jonasGoogle),
})
