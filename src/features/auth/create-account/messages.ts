import { defineMessages } from '@/shared/intl/define-messages'

/** Spec section 9: the registration link is valid 24 hours. */
export const activationLinkValidityHours = 24

/** Account creation, double opt-in and email unknown (login steps of spec section 4). */
export const createAccountMessages = defineMessages({
  /** The form's heading and its button. */
  createAccount: { id: 'login.createAccount.heading', defaultMessage: 'Kundenkonto erstellen' },
  noAccountFor: { id: 'login.createAccount.noAccountFor', defaultMessage: 'Noch kein Kundenkonto für' },
  /** After Google: no account is linked to that Google account, whether or not the email has one (with a password). */
  noAccountForGoogle: {
    id: 'login.createAccount.noAccountForGoogle',
    defaultMessage: 'Noch kein Kundenkonto mit Google-Anmeldung für',
  },
  changeEmail: { id: 'login.createAccount.changeEmail', defaultMessage: 'Andere E-Mail-Adresse' },
  intro: {
    id: 'login.createAccount.intro',
    defaultMessage: 'Legen Sie jetzt Ihr Kundenkonto an. Alle Felder ohne „optional“ sind Pflichtfelder.',
  },
  introSocial: {
    id: 'login.createAccount.introSocial',
    defaultMessage:
      'Wir haben Ihren Namen und Ihre E-Mail-Adresse übernommen. Bitte ergänzen Sie Ihre Anschrift und Ihr Geburtsdatum. Alle Felder ohne „optional“ sind Pflichtfelder. Sie haben mit dieser E-Mail-Adresse schon ein Kundenkonto mit Passwort? Dann melden Sie sich bitte damit an.',
  },
  personalSection: { id: 'login.createAccount.personalSection', defaultMessage: 'Persönliche Angaben' },
  addressSection: { id: 'login.createAccount.addressSection', defaultMessage: 'Anschrift' },
  accessSection: { id: 'login.createAccount.accessSection', defaultMessage: 'Zugangsdaten' },
  password: { id: 'login.createAccount.password', defaultMessage: 'Passwort (optional)' },
  passwordHint: {
    id: 'login.createAccount.passwordHint',
    defaultMessage:
      'Mindestens 8 Zeichen. Ohne Passwort legen Sie es über den Link in unserer Bestätigungs-E-Mail fest.',
  },
  newsletterDescription: {
    id: 'login.createAccount.newsletterDescription',
    defaultMessage:
      'Als Dankeschön schenken wir Ihnen einen Willkommensgutschein über {voucher}. Sie können den Newsletter jederzeit abbestellen.',
  },
  moreOptions: { id: 'login.createAccount.moreOptions', defaultMessage: 'Lieber ohne Kundenkonto?' },
  guestOrder: { id: 'login.createAccount.guestOrder', defaultMessage: 'Als Gast bestellen' },

  // Spec section 8 "Account creation keys".
  emailExistsError: {
    id: 'login.createAccount.emailExistsError',
    defaultMessage:
      'Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto. Bitte melden Sie sich damit an oder wählen Sie eine andere E-Mail-Adresse.',
  },

  // Double opt-in (spec section 9: link valid 24 hours; 10 € voucher for newsletter subscribers).
  doubleOptInHeading: {
    id: 'login.doubleOptIn.heading',
    defaultMessage: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  },
  doubleOptInSent: {
    id: 'login.doubleOptIn.sent',
    defaultMessage: 'Fast geschafft! Wir haben Ihnen eine E-Mail an {email} geschickt.',
  },
  doubleOptInConfirm: {
    id: 'login.doubleOptIn.confirm',
    defaultMessage:
      'Bitte klicken Sie innerhalb von {hours} Stunden auf den Link in dieser E-Mail. Damit ist Ihr Kundenkonto aktiviert.',
  },
  doubleOptInVoucher: {
    id: 'login.doubleOptIn.voucher',
    defaultMessage:
      'Danke für Ihre Newsletter-Anmeldung: Nach der Bestätigung erhalten Sie Ihren Willkommensgutschein über {voucher}.',
  },
  doubleOptInSpam: {
    id: 'login.doubleOptIn.spam',
    defaultMessage: 'Keine E-Mail erhalten? Bitte schauen Sie auch in Ihrem Spam-Ordner nach.',
  },

  // Email unknown (spec section 8: offer the guest order).
  emailUnknownHeading: { id: 'login.emailUnknownStep.heading', defaultMessage: 'Kein Kundenkonto gefunden' },
  emailUnknownFor: { id: 'login.emailUnknownStep.for', defaultMessage: 'Kein Kundenkonto zu' },
  emailUnknownText: {
    id: 'login.emailUnknownStep.text',
    defaultMessage:
      'Zu dieser E-Mail-Adresse gibt es bei uns kein Kundenkonto. Sie können trotzdem bestellen: ganz einfach als Gast.',
  },
  otherEmail: { id: 'login.emailUnknownStep.otherEmail', defaultMessage: 'Andere E-Mail-Adresse eingeben' },

  // The reason to call the service line (spec section 9: 8 to 21, toll-free).
  serviceEmailUnknown: {
    id: 'login.service.emailUnknown',
    defaultMessage: 'Sie haben schon bei uns bestellt, zum Beispiel am Telefon? Dann rufen Sie uns an:',
  },
})
