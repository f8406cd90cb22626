import { defineMessages } from '@/shared/intl/define-messages'

/** Login texts; ids follow the spec's message keys where it names them. */
export const loginMessages = defineMessages({
  /** The page title and the password step's button. */
  signIn: { id: 'login.signIn', defaultMessage: 'Anmelden' },
  heading: { id: 'login.heading', defaultMessage: 'Anmelden bei Mein Konto' },
  usernameIntro: {
    id: 'login.username.intro',
    defaultMessage: 'Melden Sie sich mit Ihrer E-Mail-Adresse oder Kundennummer an.',
  },
  usernameIntroEmailOnly: {
    id: 'login.username.introEmailOnly',
    defaultMessage: 'Melden Sie sich mit Ihrer E-Mail-Adresse an.',
  },
  usernameLabel: { id: 'login.username.label', defaultMessage: 'E-Mail-Adresse oder Kundennummer' },
  continue: { id: 'login.username.continue', defaultMessage: 'Weiter' },
  usernameRequired: {
    id: 'login.username.required',
    defaultMessage: 'Bitte geben Sie Ihre E-Mail-Adresse oder Kundennummer ein.',
  },
  usernameInvalid: {
    id: 'login.invalidUsername',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse oder Kundennummer ein.',
  },
  usernameEmailOnly: {
    id: 'login.invalidUsernameEmailOnly',
    defaultMessage:
      'Bitte geben Sie eine gültige E-Mail-Adresse ein. Im Schweizer Shop ist die Anmeldung nur mit E-Mail-Adresse möglich.',
  },
  passwordHeading: { id: 'login.password.heading', defaultMessage: 'Passwort eingeben' },
  signedInAs: { id: 'login.password.username', defaultMessage: 'Anmelden als' },
  changeUsernameLabel: {
    id: 'login.password.changeUsernameLabel',
    defaultMessage: 'E-Mail-Adresse oder Kundennummer ändern',
  },
  passwordLabel: { id: 'login.password.label', defaultMessage: 'Passwort' },
  passwordRequired: { id: 'login.password.required', defaultMessage: 'Bitte geben Sie Ihr Passwort ein.' },
  showPassword: { id: 'login.password.show', defaultMessage: 'Passwort anzeigen' },
  stayLoggedInDescription: {
    id: 'login.stayLoggedIn.description',
    defaultMessage:
      'Mit Häkchen bleiben Sie 60 Tage angemeldet, sonst 10 Tage. Nach 60 Tagen ohne Besuch melden wir Sie aus Sicherheitsgründen ab. Nicht auf gemeinsam genutzten Geräten empfohlen.',
  },
  benefitsHeading: { id: 'login.benefits.heading', defaultMessage: 'Ihre Vorteile mit Mein Konto' },
  benefitOrders: { id: 'login.benefits.orders', defaultMessage: 'Bestellungen und Lieferstatus jederzeit im Blick' },
  benefitInvoices: { id: 'login.benefits.invoices', defaultMessage: 'Offene Rechnungen und Zahlungen einsehen' },
  benefitFaster: { id: 'login.benefits.faster', defaultMessage: 'Schneller bestellen mit gespeicherten Adressen' },
  // Error catalogue, spec section 8 "Login" and "Username check keys".
  failedNotAllowedForCountryCode: {
    id: 'login.failedNotAllowedForCountryCode',
    defaultMessage:
      'Ihr Kundenkonto gehört zu unserem Shop {country, select, DE {für Deutschland} AT {für Österreich} CH {für die Schweiz} other {für Ihr Land}}. Bitte melden Sie sich dort an: {shopLink}',
  },
  notAuthorized: {
    id: 'login.NotAuthorizedException',
    defaultMessage:
      'Eine Anmeldung mit diesem Kundenkonto ist leider nicht möglich. Bitte wenden Sie sich an unseren Kundenservice.',
  },
  wrongCustomer: {
    id: 'login.wrongCustomer',
    defaultMessage:
      'Die Anmeldung passt nicht zu der eingegebenen E-Mail-Adresse oder Kundennummer. Bitte melden Sie sich erneut an.',
  },
  wrongAccountNumber: {
    id: 'login.wrongAccountNumber',
    defaultMessage: 'Zu dieser Kundennummer finden wir kein Kundenkonto. Bitte prüfen Sie Ihre Eingabe.',
  },
  invalidCredentials: {
    id: 'login.invalidCredentials',
    defaultMessage:
      'Die Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort ist uns nicht bekannt. Bitte prüfen Sie Ihre Eingabe.',
  },
})
