import type { ApiCall } from '@/shared/api/call-registry'
import { paths } from '@/shared/config/paths'
import { commonMessages } from '@/shared/intl/common-messages'
import { loginMessages } from '../login/messages'

/** The calls of sign-in, account creation, passwords and magic link (fault matrix, spec section 7); a screen case per row is still to come. */
export const authCalls: ApiCall[] = [
  { service: 'customer', method: 'POST', path: '/customers/verify' },
  { service: 'customer', method: 'GET', path: '/user/account/check' },
  { service: 'customer', method: 'POST', path: '/user/account' },
  { service: 'customer', method: 'POST', path: '/user/express-account' },
  { service: 'customer', method: 'POST', path: '/user/light-account' },
  { service: 'customer', method: 'POST', path: '/user/light-users/resend-activation-email' },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/login',
    screen: {
      scenario: 'anonymous',
      path: paths.login.getHref(),
      steps: [
        { fill: { 'E-Mail-Adresse oder Kundennummer': 'anna.schmidt@example.de' } },
        { click: 'Weiter' },
        { fill: { Passwort: 'Sommer2026!' } },
        { click: 'Anmelden' },
      ],
      expected: {
        'http-500': commonMessages.genericError,
        'network-error': commonMessages.connectionError,
        timeout: commonMessages.connectionError,
        'malformed-json': commonMessages.genericError,
        'http-403': loginMessages.notAuthorized,
        'http-401': loginMessages.invalidCredentials,
      },
    },
  },
  { service: 'customer', method: 'POST', path: '/user/magic-link/login' },
  { service: 'customer', method: 'POST', path: '/user/magic-link/verify' },
  { service: 'customer', method: 'POST', path: '/user/reset-password' },
  { service: 'customer', method: 'POST', path: '/user/set-password' },
  { service: 'customer', method: 'POST', path: '/user/sn/set-password' },
  { service: 'customer', method: 'POST', path: '/user/social-login' },
]
