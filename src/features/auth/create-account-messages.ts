import { defineMessages } from '@/shared/intl/define-messages'

// The voucher is shared with the newsletter pages; re-exported so the sign-in screens keep their import.
export { formatWelcomeVoucher } from '@/shared/intl/welcome-voucher'

/** Spec section 9: the registration link is valid 24 hours. */
export const activationLinkValidityHours = 24

/** Account creation, double opt-in, email unknown and password unknown (login steps of spec section 4). */
export const createAccountMessages = defineMessages({
  heading: { id: 'login.createAccount.heading', defaultMessage: 'Kundenkonto erstellen' },
  noAccountFor: { id: 'login.createAccount.noAccountFor', defaultMessage: 'Noch kein Kundenkonto für' },
  changeEmail: { id: 'login.createAccount.changeEmail', defaultMessage: 'Andere E-Mail-Adresse' },
  intro: {
    id: 'login.createAccount.intro',
    defaultMessage: 'Legen Sie jetzt Ihr Kundenkonto an. Alle Felder ohne „optional“ sind Pflichtfelder.',
  },
  introSocial: {
    id: 'login.createAccount.introSocial',
    defaultMessage:
      'Wir haben Ihren Namen und Ihre E-Mail-Adresse übernommen. Bitte ergänzen Sie Ihre Anschrift und Ihr Geburtsdatum. Alle Felder ohne „optional“ sind Pflichtfelder.',
  },
  personalSection: { id: 'login.createAccount.personalSection', defaultMessage: 'Persönliche Angaben' },
  addressSection: { id: 'login.createAccount.addressSection', defaultMessage: 'Anschrift' },
  accessSection: { id: 'login.createAccount.accessSection', defaultMessage: 'Zugangsdaten' },
  salutation: { id: 'login.createAccount.salutation', defaultMessage: 'Anrede' },
  salutation_MR: { id: 'login.createAccount.salutation.MR', defaultMessage: 'Herr' },
  salutation_MS: { id: 'login.createAccount.salutation.MS', defaultMessage: 'Frau' },
  salutation_FAMILY: { id: 'login.createAccount.salutation.FAMILY', defaultMessage: 'Familie' },
  firstName: { id: 'login.createAccount.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'login.createAccount.lastName', defaultMessage: 'Nachname' },
  dateOfBirth: { id: 'login.createAccount.dateOfBirth', defaultMessage: 'Geburtsdatum' },
  dateOfBirthHint: { id: 'login.createAccount.dateOfBirthHint', defaultMessage: 'Format TT.MM.JJJJ, z. B. 24.12.1980' },
  street: { id: 'login.createAccount.street', defaultMessage: 'Straße' },
  streetNumber: { id: 'login.createAccount.streetNumber', defaultMessage: 'Hausnummer' },
  addressAddition: { id: 'login.createAccount.addressAddition', defaultMessage: 'Adresszusatz (optional)' },
  addressAdditionHint: {
    id: 'login.createAccount.addressAdditionHint',
    defaultMessage: 'z. B. c/o, Etage oder Hinterhaus',
  },
  zipCode: { id: 'login.createAccount.zipCode', defaultMessage: 'Postleitzahl' },
  city: { id: 'login.createAccount.city', defaultMessage: 'Ort' },
  country: { id: 'login.createAccount.country', defaultMessage: 'Land' },
  email: { id: 'login.createAccount.email', defaultMessage: 'E-Mail-Adresse' },
  password: { id: 'login.createAccount.password', defaultMessage: 'Passwort (optional)' },
  passwordHint: {
    id: 'login.createAccount.passwordHint',
    defaultMessage:
      'Mindestens 8 Zeichen. Ohne Passwort legen Sie es über den Link in unserer Bestätigungs-E-Mail fest.',
  },
  newsletter: {
    id: 'login.createAccount.newsletter',
    defaultMessage: 'Ja, ich möchte den Newsletter mit Angeboten und Neuheiten per E-Mail erhalten.',
  },
  newsletterDescription: {
    id: 'login.createAccount.newsletterDescription',
    defaultMessage:
      'Als Dankeschön schenken wir Ihnen einen Willkommensgutschein über {voucher}. Sie können den Newsletter jederzeit abbestellen.',
  },
  submit: { id: 'login.createAccount.submit', defaultMessage: 'Kundenkonto erstellen' },
  moreOptions: { id: 'login.createAccount.moreOptions', defaultMessage: 'Lieber ohne Kundenkonto?' },
  guestOrder: { id: 'login.createAccount.guestOrder', defaultMessage: 'Als Gast bestellen' },
  lightAccount: {
    id: 'login.createAccount.lightAccount',
    defaultMessage: 'Nur mit Name und E-Mail registrieren',
  },

  // Field rules (spec section 5), "Bitte prüfen Sie Ihr/Ihre …".
  firstNameRequired: {
    id: 'login.createAccount.firstNameRequired',
    defaultMessage: 'Bitte prüfen Sie Ihren Vornamen.',
  },
  lastNameRequired: { id: 'login.createAccount.lastNameRequired', defaultMessage: 'Bitte prüfen Sie Ihren Nachnamen.' },
  streetRequired: { id: 'login.createAccount.streetRequired', defaultMessage: 'Bitte prüfen Sie Ihre Straße.' },
  streetSpecialCharacters: {
    id: 'login.createAccount.streetSpecialCharacters',
    defaultMessage: 'Bitte prüfen Sie Ihre Straße: Sonderzeichen sind nicht möglich.',
  },
  streetPackstation: {
    id: 'login.createAccount.streetPackstation',
    defaultMessage: 'Eine Packstation ist als Rechnungsadresse nicht möglich. Bitte geben Sie Ihre Wohnanschrift an.',
  },
  streetNumberRequired: {
    id: 'login.createAccount.streetNumberRequired',
    defaultMessage: 'Bitte prüfen Sie Ihre Hausnummer.',
  },
  zipCodeRequired: { id: 'login.createAccount.zipCodeRequired', defaultMessage: 'Bitte prüfen Sie Ihre Postleitzahl.' },
  zipCodeTooShort: {
    id: 'login.createAccount.zipCodeTooShort',
    defaultMessage: 'Bitte prüfen Sie Ihre Postleitzahl: Sie hat in {country} mindestens {count} Zeichen.',
  },
  cityRequired: { id: 'login.createAccount.cityRequired', defaultMessage: 'Bitte prüfen Sie Ihren Ort.' },
  dateOfBirthRequired: {
    id: 'login.createAccount.dateOfBirthRequired',
    defaultMessage: 'Bitte prüfen Sie Ihr Geburtsdatum.',
  },
  dateOfBirthFormat: {
    id: 'login.createAccount.dateOfBirthFormat',
    defaultMessage: 'Bitte geben Sie Ihr Geburtsdatum nur mit Ziffern und Punkten ein: TT.MM.JJJJ.',
  },
  dateOfBirthInvalid: {
    id: 'login.createAccount.dateOfBirthInvalid',
    defaultMessage: 'Bitte prüfen Sie Ihr Geburtsdatum: Dieses Datum gibt es nicht.',
  },
  underage: {
    id: 'login.createAccount.underage',
    defaultMessage: 'Ein Kundenkonto können Sie ab {age} Jahren eröffnen.',
  },
  emailRequired: { id: 'login.createAccount.emailRequired', defaultMessage: 'Bitte prüfen Sie Ihre E-Mail-Adresse.' },
  // Spec section 8 "Account creation keys".
  invalidEmailError: {
    id: 'login.createAccount.invalidEmailError',
    defaultMessage: 'Bitte prüfen Sie Ihre E-Mail-Adresse.',
  },
  emailExistsError: {
    id: 'login.createAccount.emailExistsError',
    defaultMessage:
      'Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto. Bitte melden Sie sich damit an oder wählen Sie eine andere E-Mail-Adresse.',
  },
  serverFieldError: {
    id: 'login.createAccount.serverFieldError',
    defaultMessage: 'Bitte prüfen Sie Ihre Eingabe.',
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

  // Password unknown (spec section 8: account may exist but password unknown: call service).
  passwordUnknownHeading: { id: 'login.passwordUnknown.heading', defaultMessage: 'Passwort vergessen?' },
  passwordUnknownFor: { id: 'login.passwordUnknown.for', defaultMessage: 'Kundenkonto' },
  passwordUnknownText: {
    id: 'login.passwordUnknown.text',
    defaultMessage:
      'Kein Problem: Wir schicken Ihnen einen Link an die E-Mail-Adresse Ihres Kundenkontos. Damit legen Sie ein neues Passwort fest.',
  },
  sendResetLink: { id: 'login.passwordUnknown.sendLink', defaultMessage: 'Link zum Zurücksetzen senden' },
  otherUsername: {
    id: 'login.passwordUnknown.otherUsername',
    defaultMessage: 'Andere E-Mail-Adresse oder Kundennummer eingeben',
  },

  // The service line (spec section 9: 8 to 21, toll-free).
  serviceHeading: { id: 'login.service.heading', defaultMessage: 'Unser Kundenservice hilft Ihnen gerne' },
  serviceEmailUnknown: {
    id: 'login.service.emailUnknown',
    defaultMessage: 'Sie haben schon bei uns bestellt, zum Beispiel am Telefon? Dann rufen Sie uns an:',
  },
  servicePasswordUnknown: {
    id: 'login.service.passwordUnknown',
    defaultMessage: 'Sie haben keinen Zugriff auf Ihre E-Mails oder kommen nicht weiter? Rufen Sie uns an:',
  },
  serviceHours: {
    id: 'login.service.hours',
    defaultMessage: '(gebührenfrei, täglich von 8 bis 21 Uhr)',
  },
})
