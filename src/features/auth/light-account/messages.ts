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

  // Light-account creation on the login page (flag lightAccount).
  /** The form's heading and the buttons that open it. */
  /** The form's heading and the buttons that open it. */
  createHeading: { id: 'lightAccount.create.heading', defaultMessage: 'Nur mit Name und E-Mail registrieren' },
  createIntro: {
    id: 'lightAccount.create.intro',
    defaultMessage:
      'Sie sehen danach sofort Ihr Kundenkonto. Ein Passwort legen Sie später über den Link fest, den wir Ihnen per E-Mail senden.',
  },
  // Spec section 8 "Account creation keys": login.createAccount.emailExistsError.
  emailExists: {
    id: 'lightAccount.create.emailExistsError',
    defaultMessage:
      'Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto. Bitte melden Sie sich damit an oder verwenden Sie eine andere E-Mail-Adresse.',
  },
  newsletterConsentDescription: {
    id: 'lightAccount.create.newsletterConsentDescription',
    defaultMessage: 'Abmelden können Sie sich jederzeit über den Link in jedem Newsletter.',
  },
  createSubmit: { id: 'lightAccount.create.submit', defaultMessage: 'Registrieren' },
})
