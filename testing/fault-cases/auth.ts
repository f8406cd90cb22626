import { erikaMuster } from '../new-customer'
import { answeredOrNoConnection, tooManyAttemptsInTenMinutes, type ApiCall, type UserStep } from './call-registry'
import { paths } from '@/shared/config/paths'
import { commonMessages } from '@/shared/intl/common-messages'
import { loginMessages } from '@/features/auth/login/messages'
import { passwordMessages } from '@/features/auth/passwords/messages'

/** Connection message without an answer, the generic error otherwise (spec section 8, login "No response: CONNECTION"). */
const genericOrConnection = answeredOrNoConnection()

/** Anna Schmidt (scenario anonymous) on the login page, at the password step. */
const annaAtPasswordStep = [
  { fill: { 'E-Mail-Adresse oder Kundennummer': 'anna.schmidt@example.de' } },
  { click: 'Weiter' },
] as const

/** An email the shop does not know: the login page offers account creation. */
const unknownEmailAtCreateAccount = [
  { fill: { 'E-Mail-Adresse oder Kundennummer': erikaMuster.email } },
  { click: 'Weiter' },
] as const

/** The customer signs in with Google and comes back as this person (spec section 3, social login). */
const signInWithGoogleAs = (person: { email: string; firstName: string; lastName: string }) =>
  [{ click: 'Mit Google anmelden' }, { returnFromGoogle: person }] satisfies UserStep[]

/** The login page with social login on. */
const loginWithSocialLogin = { scenario: 'anonymous', path: paths.login.getHref(), flags: { socialLogin: true } }

/** A Google account the shop has no customer for: social login offers account creation. */
const googlePersonWithoutAccount = { email: 'lea.neumann@gmail.example', firstName: 'Lea', lastName: 'Neumann' }

/** A set-password link's token; the fault answers before the token is looked at. */
const mailedToken = '0123456789abcdef0123456789abcdef'

const newPassword = { 'Neues Passwort': 'Tulpe-Fluss-2026', 'Neues Passwort wiederholen': 'Tulpe-Fluss-2026' }

/** Setting a password from a mailed link: "could not save" when the service answers, else the connection message. */
const couldNotSaveOrConnection = answeredOrNoConnection(passwordMessages.couldNotSave)

/** The calls of sign-in, account creation, passwords and magic link (fault matrix, spec section 7). */
export const authCalls: ApiCall[] = [
  {
    service: 'customer',
    method: 'POST',
    path: '/customers/verify',
    // Spec section 4: an error ends on the customer-service step; its link leads back to the filled form.
    screen: {
      scenario: 'unverified-account',
      path: paths.accountVerification.getHref('customerNumber'),
      steps: [{ fill: { Kundennummer: '67890123', Geburtsdatum: '08.11.1952' } }, { click: 'Kundenkonto bestätigen' }],
      backToForm: { click: 'Angaben prüfen und nochmal versuchen', role: 'link' },
      expected: {
        'http-500': commonMessages.genericError,
        'network-error': commonMessages.genericError,
        timeout: commonMessages.genericError,
        'malformed-json': commonMessages.genericError,
        'http-429': tooManyAttemptsInTenMinutes,
      },
    },
  },
  {
    service: 'customer',
    method: 'GET',
    path: '/user/account/check',
    screen: {
      scenario: 'anonymous',
      path: paths.login.getHref(),
      steps: [...annaAtPasswordStep],
      expected: { ...genericOrConnection, 'http-429': tooManyAttemptsInTenMinutes },
    },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/account',
    screen: {
      scenario: 'anonymous',
      path: paths.login.getHref(),
      steps: [...unknownEmailAtCreateAccount, { fill: erikaMuster.accountForm }, { click: 'Kundenkonto erstellen' }],
      expected: genericOrConnection,
    },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/express-account',
    // Only after a social login that found no account: back from Google, the account form is prefilled.
    screen: {
      ...loginWithSocialLogin,
      steps: [
        ...signInWithGoogleAs(googlePersonWithoutAccount),
        {
          fill: {
            Geburtsdatum: '03.05.1991',
            Straße: 'Lindenweg',
            Hausnummer: '7',
            Postleitzahl: '80331',
            Ort: 'München',
          },
        },
        { click: 'Kundenkonto erstellen' },
      ],
      expected: genericOrConnection,
    },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/light-account',
    screen: {
      scenario: 'anonymous',
      path: paths.login.getHref(),
      steps: [
        ...unknownEmailAtCreateAccount,
        { click: 'Nur mit Name und E-Mail registrieren' },
        { fill: { Vorname: 'Nele', Nachname: 'Neumeier' } },
        { click: 'Registrieren' },
      ],
      expected: genericOrConnection,
    },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/light-users/resend-activation-email',
    // The light user's set-password modal: failing closes it, with the error on the login page.
    screen: {
      scenario: 'light-user',
      path: paths.login.getHref(),
      steps: [
        { fill: { 'E-Mail-Adresse oder Kundennummer': 'monika.licht@example.de' } },
        { click: 'Weiter' },
        { click: 'Link senden' },
      ],
      expected: genericOrConnection,
    },
  },
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
        ...genericOrConnection,
        'http-403': loginMessages.notAuthorized,
        'http-401': loginMessages.invalidCredentials,
        'http-429': tooManyAttemptsInTenMinutes,
      },
    },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/magic-link/login',
    screen: {
      scenario: 'anonymous',
      path: paths.login.getHref(),
      steps: [...annaAtPasswordStep, { click: 'Anmeldelink per E-Mail senden' }],
      expected: { ...genericOrConnection, 'http-429': tooManyAttemptsInTenMinutes },
    },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/magic-link/verify',
    // The mailed link's page verifies as it opens.
    screen: {
      scenario: 'anonymous',
      path: paths.magicLink.getHref(mailedToken),
      expected: genericOrConnection,
    },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/reset-password',
    screen: {
      scenario: 'anonymous',
      path: paths.forgotPassword.getHref(),
      steps: [{ fill: { 'E-Mail-Adresse oder Kundennummer': 'anna.schmidt@example.de' } }, { click: 'Link anfordern' }],
      expected: { ...genericOrConnection, 'http-429': tooManyAttemptsInTenMinutes },
    },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/set-password',
    screen: {
      scenario: 'anonymous',
      path: paths.setPassword.getHref(mailedToken),
      steps: [{ fill: newPassword }, { click: 'Passwort speichern' }],
      expected: couldNotSaveOrConnection,
    },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/sn/set-password',
    screen: {
      scenario: 'anonymous',
      path: paths.setPassword.getHref(mailedToken, 'social'),
      steps: [{ fill: newPassword }, { click: 'Passwort speichern' }],
      expected: couldNotSaveOrConnection,
    },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/social-login',
    // Made as the customer comes back from Google's sign-in (a page load of /login with code and state).
    screen: {
      ...loginWithSocialLogin,
      steps: signInWithGoogleAs({ email: 'anna.schmidt@example.de', firstName: 'Anna', lastName: 'Schmidt' }),
      expected: genericOrConnection,
    },
  },
]
