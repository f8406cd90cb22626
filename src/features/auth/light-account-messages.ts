import { defineMessages } from '@/shared/intl/define-messages'

/** Light accounts: the set-password modal for light users, their set-password page, and creating one. */
export const lightAccountMessages = defineMessages({
  // Modal on the login page (spec section 4: light user without credentials).
  modalTitle: { id: 'lightUser.modal.title', defaultMessage: 'Legen Sie Ihr Passwort fest' },
  modalIntro: {
    id: 'lightUser.modal.intro',
    defaultMessage:
      'Ihr Kundenkonto wurde ohne Passwort angelegt, zum Beispiel bei einer Bestellung. Damit Sie sich anmelden können, legen Sie bitte zuerst ein Passwort fest.',
  },
  modalSendToEmail: {
    id: 'lightUser.modal.sendToEmail',
    defaultMessage: 'Wir senden Ihnen dafür einen Link an {email}. Der Link gilt 24 Stunden.',
  },
  modalSendToAccountEmail: {
    id: 'lightUser.modal.sendToAccountEmail',
    defaultMessage:
      'Wir senden Ihnen dafür einen Link an die E-Mail-Adresse Ihres Kundenkontos. Der Link gilt 24 Stunden.',
  },
  modalSend: { id: 'lightUser.modal.send', defaultMessage: 'Link senden' },
  modalClose: { id: 'lightUser.modal.close', defaultMessage: 'Schließen' },

  // Page behind the mailed link.
  setTitle: { id: 'lightUser.set.title', defaultMessage: 'Passwort für Ihr Kundenkonto festlegen' },
  setIntro: {
    id: 'lightUser.set.intro',
    defaultMessage: 'Mit diesem Passwort und Ihrer E-Mail-Adresse melden Sie sich künftig bei Mein Konto an.',
  },
  setSubmit: { id: 'lightUser.set.submit', defaultMessage: 'Passwort festlegen' },
  setSuccess: {
    id: 'lightUser.set.success',
    defaultMessage:
      'Ihr Passwort ist gespeichert. Melden Sie sich jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  },
  tokenMissing: {
    id: 'lightUser.set.tokenMissing',
    defaultMessage:
      'Dieser Link ist unvollständig. Geben Sie bei der Anmeldung Ihre E-Mail-Adresse ein, dann senden wir Ihnen einen neuen Link.',
  },
  tokenExpired: {
    id: 'lightUser.set.tokenExpired',
    defaultMessage:
      'Dieser Link ist abgelaufen oder wurde bereits verwendet. Geben Sie bei der Anmeldung Ihre E-Mail-Adresse ein, dann senden wir Ihnen einen neuen Link.',
  },
  requestNewLink: { id: 'lightUser.set.requestNewLink', defaultMessage: 'Neuen Link anfordern' },

  // Light-account creation on the login page (flag lightAccount).
  createHeading: { id: 'lightAccount.create.heading', defaultMessage: 'Nur mit Name und E-Mail registrieren' },
  createIntro: {
    id: 'lightAccount.create.intro',
    defaultMessage:
      'Sie sehen danach sofort Ihr Kundenkonto. Ein Passwort legen Sie später über den Link fest, den wir Ihnen per E-Mail senden.',
  },
  salutation: { id: 'lightAccount.create.salutation', defaultMessage: 'Anrede' },
  salutation_MS: { id: 'lightAccount.create.salutation.ms', defaultMessage: 'Frau' },
  salutation_MR: { id: 'lightAccount.create.salutation.mr', defaultMessage: 'Herr' },
  salutation_FAMILY: { id: 'lightAccount.create.salutation.family', defaultMessage: 'Familie' },
  firstName: { id: 'lightAccount.create.firstName', defaultMessage: 'Vorname' },
  firstNameRequired: {
    id: 'lightAccount.create.firstNameRequired',
    defaultMessage: 'Bitte prüfen Sie Ihren Vornamen.',
  },
  lastName: { id: 'lightAccount.create.lastName', defaultMessage: 'Nachname' },
  lastNameRequired: {
    id: 'lightAccount.create.lastNameRequired',
    defaultMessage: 'Bitte prüfen Sie Ihren Nachnamen.',
  },
  email: { id: 'lightAccount.create.email', defaultMessage: 'E-Mail-Adresse' },
  emailRequired: {
    id: 'lightAccount.create.emailRequired',
    defaultMessage: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  },
  // Spec section 8 "Account creation keys": login.createAccount.invalidEmailError and emailExistsError.
  invalidEmail: {
    id: 'lightAccount.create.invalidEmailError',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  emailExists: {
    id: 'lightAccount.create.emailExistsError',
    defaultMessage:
      'Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto. Bitte melden Sie sich damit an oder verwenden Sie eine andere E-Mail-Adresse.',
  },
  newsletterConsent: {
    id: 'lightAccount.create.newsletterConsent',
    defaultMessage: 'Ja, ich möchte den Newsletter mit Angeboten und Neuheiten per E-Mail erhalten.',
  },
  newsletterConsentDescription: {
    id: 'lightAccount.create.newsletterConsentDescription',
    defaultMessage: 'Abmelden können Sie sich jederzeit über den Link in jedem Newsletter.',
  },
  createSubmit: { id: 'lightAccount.create.submit', defaultMessage: 'Registrieren' },
  cancel: { id: 'lightAccount.create.cancel', defaultMessage: 'Zurück' },
})
