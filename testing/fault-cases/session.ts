import { answeredOrNoConnection, loadFailedOnEveryFault, onEveryFault, type ApiCall } from './call-registry'
import { paths } from '@/shared/config/paths'

/**
 * Where a failed session call lands: the login page (spec section 4: a failed login state means
 * logged out; a failed token refresh logs out and goes to login). Its heading, as the customer reads it.
 */
const onTheLoginPage = { text: 'Anmelden bei Mein Konto' }

/**
 * The calls of the session (fault matrix, spec section 7). They run in the background: each case
 * opens the signed-in page where the customer notices the failure.
 */
export const sessionCalls: ApiCall[] = [
  {
    service: 'customer',
    method: 'GET',
    path: '/user/login-state',
    screen: { scenario: 'default', path: paths.orders.getHref(), expected: onEveryFault(onTheLoginPage) },
  },
  {
    service: 'customer',
    method: 'GET',
    path: '/user/personal-details',
    // The page of the personal data shows nothing but them.
    screen: { scenario: 'default', path: paths.myProfile.getHref(), expected: loadFailedOnEveryFault },
  },
  {
    service: 'customer',
    method: 'GET',
    path: '/user/auth/stay-logged-in',
    // Only the banner asks for the setting, and it stays hidden until the setting is known (spec
    // section 1): the home page shows as ever, without the banner that the setting (off) brings.
    screen: {
      scenario: 'default',
      path: paths.home.getHref(),
      expected: onEveryFault({
        present: { text: 'Hallo Anna Schmidt' },
        absent: { role: 'button', name: 'Angemeldet bleiben' },
      }),
    },
  },
  {
    service: 'customer',
    method: 'PATCH',
    path: '/user/auth/stay-logged-in',
    screen: {
      scenario: 'default',
      path: paths.home.getHref(),
      steps: [{ click: 'Angemeldet bleiben' }],
      expected: answeredOrNoConnection(),
    },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/auth/refresh',
    // Made when a signed-in call is answered 401 (the token ran out): here the personal details
    // that every page of the account asks for.
    screen: {
      scenario: 'default',
      path: paths.orders.getHref(),
      alsoFailing: [{ endpoint: 'GET /user/personal-details', kind: 'http-401' }],
      expected: onEveryFault(onTheLoginPage),
    },
  },
  {
    service: 'customer',
    method: 'GET',
    path: '/user/auth/logout',
    // Only the service can end the session: a failed logout keeps the customer on the page, with the error.
    screen: {
      scenario: 'default',
      path: paths.home.getHref(),
      steps: [{ click: 'Abmelden' }],
      expected: answeredOrNoConnection(),
    },
  },
]
