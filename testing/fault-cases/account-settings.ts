import { answeredOrNoConnection, type ApiCall } from './call-registry'
import { paths } from '@/shared/config/paths'
import { changePasswordMessages, currentPasswordMessages } from '@/features/account-settings/messages'

// Anna Schmidt of the account-settings scenario (fixtures/customers.ts); the faults answer before the password is looked at.
const annaPassword = 'Sommer2026!'

/** Spec section 8: a failure without a meaning of its own is the generic error. */
const genericOrConnection = answeredOrNoConnection()

/** The account settings' calls (fault matrix, spec section 7). */
export const accountSettingsCalls: ApiCall[] = [
  {
    service: 'customer',
    method: 'POST',
    path: '/user/change-email',
    screen: {
      scenario: 'account-settings',
      path: paths.changeEmail.getHref(),
      steps: [
        {
          fill: {
            'Neue E-Mail-Adresse': 'anna.neu@example.de',
            'Neue E-Mail-Adresse wiederholen': 'anna.neu@example.de',
            'Aktuelles Passwort': annaPassword,
          },
        },
        { click: 'E-Mail-Adresse ändern' },
      ],
      // Spec section 8: 403 is the wrong password, said at the password field.
      expected: { ...genericOrConnection, 'http-403': currentPasswordMessages.wrong },
    },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/change-email/doi/verify',
    screen: {
      scenario: 'account-settings',
      // The link of the mail to the new address; the page confirms as it opens. The injected fault
      // answers before the token is looked at, so any token of the link's form does.
      path: paths.emailChangeConfirmDoi.getHref('0123456789abcdef0123456789abcdef'),
      expected: genericOrConnection,
    },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/change-password',
    screen: {
      scenario: 'account-settings',
      path: paths.changePassword.getHref(),
      steps: [
        {
          fill: {
            'Aktuelles Passwort': annaPassword,
            'Neues Passwort': 'Tulpe-Fluss-2026',
            'Neues Passwort wiederholen': 'Tulpe-Fluss-2026',
          },
        },
        { click: 'Neues Passwort speichern' },
      ],
      // Spec section 8: 403 is the wrong password; a 401 is the refused sign-in token ("wrong token", decision 2026-11-23-account-settings).
      expected: {
        ...genericOrConnection,
        'http-403': currentPasswordMessages.wrong,
        'http-401': changePasswordMessages.wrongToken,
      },
    },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/delete-account',
    screen: {
      scenario: 'account-settings',
      path: paths.changePassword.getHref(),
      steps: [
        { click: 'Kundenkonto löschen …' },
        { dialog: 'Kundenkonto wirklich löschen?' },
        { fill: { 'Aktuelles Passwort': annaPassword } },
        { click: 'Endgültig löschen' },
      ],
      // Spec section 8: the server's detail, else app.genericError; the injected 500 carries no detail.
      expected: genericOrConnection,
    },
  },
]
