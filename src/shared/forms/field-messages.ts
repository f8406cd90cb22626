import { defineMessages } from '@/shared/intl/define-messages'
import { emailFieldMessages } from './email-field-messages'

/**
 * Labels and rule texts of the form kit's fields, for every form that asks for a person, an
 * address, an email or a password. Field rules follow spec section 5 ("Bitte prüfen Sie Ihr/Ihre …").
 */
export const fieldMessages = defineMessages({
  salutation: { id: 'forms.salutation', defaultMessage: 'Anrede' },
  salutation_MR: { id: 'forms.salutation.MR', defaultMessage: 'Herr' },
  salutation_MS: { id: 'forms.salutation.MS', defaultMessage: 'Frau' },
  salutation_FAMILY: { id: 'forms.salutation.FAMILY', defaultMessage: 'Familie' },

  firstName: { id: 'forms.firstName', defaultMessage: 'Vorname' },
  firstNameInvalid: { id: 'forms.firstName.invalid', defaultMessage: 'Bitte prüfen Sie Ihren Vornamen.' },
  lastName: { id: 'forms.lastName', defaultMessage: 'Nachname' },
  lastNameInvalid: { id: 'forms.lastName.invalid', defaultMessage: 'Bitte prüfen Sie Ihren Nachnamen.' },

  dateOfBirth: { id: 'forms.dateOfBirth', defaultMessage: 'Geburtsdatum' },
  dateOfBirthHint: { id: 'forms.dateOfBirth.hint', defaultMessage: 'Format TT.MM.JJJJ, z. B. 24.12.1980' },
  dateOfBirthRequired: { id: 'forms.dateOfBirth.required', defaultMessage: 'Bitte prüfen Sie Ihr Geburtsdatum.' },
  dateOfBirthFormat: {
    id: 'forms.dateOfBirth.format',
    defaultMessage: 'Bitte geben Sie Ihr Geburtsdatum nur mit Ziffern und Punkten ein: TT.MM.JJJJ.',
  },
  dateOfBirthInvalid: {
    id: 'forms.dateOfBirth.invalid',
    defaultMessage: 'Bitte prüfen Sie Ihr Geburtsdatum: Dieses Datum gibt es nicht.',
  },
  dateOfBirthUnderage: {
    id: 'forms.dateOfBirth.underage',
    defaultMessage: 'Ein Kundenkonto können Sie ab {age} Jahren eröffnen.',
  },

  street: { id: 'forms.street', defaultMessage: 'Straße' },
  streetInvalid: { id: 'forms.street.invalid', defaultMessage: 'Bitte prüfen Sie Ihre Straße.' },
  streetSpecialCharacters: {
    id: 'forms.street.specialCharacters',
    defaultMessage: 'Bitte prüfen Sie Ihre Straße: Sonderzeichen sind nicht möglich.',
  },
  streetPackstation: {
    id: 'forms.street.packstation',
    defaultMessage: 'Eine Packstation ist als Rechnungsadresse nicht möglich. Bitte geben Sie Ihre Wohnanschrift an.',
  },
  streetNumber: { id: 'forms.streetNumber', defaultMessage: 'Hausnummer' },
  streetNumberInvalid: { id: 'forms.streetNumber.invalid', defaultMessage: 'Bitte prüfen Sie Ihre Hausnummer.' },
  streetNumberFormat: {
    id: 'forms.streetNumber.format',
    defaultMessage: 'Bitte prüfen Sie Ihre Hausnummer: Sie beginnt mit einer Ziffer und hat höchstens 10 Zeichen.',
  },
  addressAddition: { id: 'forms.addressAddition', defaultMessage: 'Adresszusatz (optional)' },
  addressAdditionHint: { id: 'forms.addressAddition.hint', defaultMessage: 'z. B. c/o, Etage oder Hinterhaus' },
  zipCode: { id: 'forms.zipCode', defaultMessage: 'Postleitzahl' },
  zipCodeInvalid: { id: 'forms.zipCode.invalid', defaultMessage: 'Bitte prüfen Sie Ihre Postleitzahl.' },
  zipCodeTooShort: {
    id: 'forms.zipCode.tooShort',
    defaultMessage:
      'Bitte prüfen Sie Ihre Postleitzahl: Sie hat {country, select, DE {in Deutschland} AT {in Österreich} CH {in der Schweiz} other {im Land der Adresse}} mindestens {count} Zeichen.',
  },
  zipCodeDigits: {
    id: 'forms.zipCode.digits',
    defaultMessage:
      'Bitte prüfen Sie Ihre Postleitzahl: Sie hat {country, select, DE {in Deutschland} AT {in Österreich} CH {in der Schweiz} other {im Land der Adresse}} {count} Ziffern.',
  },
  city: { id: 'forms.city', defaultMessage: 'Ort' },
  cityInvalid: { id: 'forms.city.invalid', defaultMessage: 'Bitte prüfen Sie Ihren Ort.' },
  country: { id: 'forms.country', defaultMessage: 'Land' },
  phone: { id: 'forms.phone', defaultMessage: 'Telefonnummer (optional)' },
  phoneHint: {
    id: 'forms.phone.hint',
    defaultMessage:
      'Für Rückfragen zur Lieferung, z. B. {country, select, AT {01 5123456} CH {044 123 45 67} other {030 1234567}}',
  },
  // Spec section 5: a message of its own per country.
  phoneInvalid_DE: {
    id: 'forms.phone.invalid.DE',
    defaultMessage: 'Bitte prüfen Sie Ihre Telefonnummer: Das ist keine gültige deutsche Rufnummer.',
  },
  phoneInvalid_AT: {
    id: 'forms.phone.invalid.AT',
    defaultMessage: 'Bitte prüfen Sie Ihre Telefonnummer: Das ist keine gültige österreichische Rufnummer.',
  },
  phoneInvalid_CH: {
    id: 'forms.phone.invalid.CH',
    defaultMessage: 'Bitte prüfen Sie Ihre Telefonnummer: Das ist keine gültige Schweizer Rufnummer.',
  },

  orderNumber: { id: 'forms.orderNumber', defaultMessage: 'Bestellnummer' },
  orderNumberHint: { id: 'forms.orderNumber.hint', defaultMessage: '9 Ziffern, z. B. 123456789' },
  orderNumberRequired: { id: 'forms.orderNumber.required', defaultMessage: 'Bitte geben Sie Ihre Bestellnummer ein.' },
  orderNumberInvalid: {
    id: 'forms.orderNumber.invalid',
    defaultMessage: 'Bitte prüfen Sie Ihre Bestellnummer: Sie besteht aus 9 Ziffern.',
  },

  ...emailFieldMessages,
  emailInvalid: { id: 'forms.email.invalid', defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' },
  /** The account form's wording for both: missing or not an address. */
  emailCheck: { id: 'forms.email.check', defaultMessage: 'Bitte prüfen Sie Ihre E-Mail-Adresse.' },

  newsletterConsent: {
    id: 'forms.newsletterConsent',
    defaultMessage: 'Ja, ich möchte den Newsletter mit Angeboten und Neuheiten per E-Mail erhalten.',
  },

  newPassword: { id: 'forms.newPassword', defaultMessage: 'Neues Passwort' },
  newPasswordHint: {
    id: 'forms.newPassword.hint',
    defaultMessage: 'Mindestens 8 Zeichen. Sicherer mit Groß- und Kleinbuchstaben, Ziffern und Sonderzeichen.',
  },
  passwordMinLength: { id: 'forms.password.minLength', defaultMessage: 'Geben Sie mind. 8 Zeichen ein.' },
  confirmPassword: { id: 'forms.confirmPassword', defaultMessage: 'Neues Passwort wiederholen' },
  confirmPasswordRequired: {
    id: 'forms.confirmPassword.required',
    defaultMessage: 'Bitte wiederholen Sie das neue Passwort.',
  },
  confirmPasswordMismatch: {
    id: 'forms.confirmPassword.mismatch',
    defaultMessage: 'Die Passwörter stimmen nicht überein.',
  },
  strengthLabel: { id: 'forms.passwordStrength.label', defaultMessage: 'Passwortstärke: {strength}' },
  strength_tooShort: { id: 'forms.passwordStrength.tooShort', defaultMessage: 'unter 8 Zeichen' },
  strength_unsafe: { id: 'forms.passwordStrength.unsafe', defaultMessage: 'unsicher' },
  strength_safe: { id: 'forms.passwordStrength.safe', defaultMessage: 'sicher' },
  strength_verySafe: { id: 'forms.passwordStrength.verySafe', defaultMessage: 'sehr sicher' },
  strengthGuessable: {
    id: 'forms.passwordStrength.guessable',
    defaultMessage: 'Ihr Passwort enthält ein leicht zu erratendes Wort.',
  },

  /** A refusal the service tied to a field without a text of its own. */
  serverFieldError: { id: 'forms.serverFieldError', defaultMessage: 'Bitte prüfen Sie Ihre Eingabe.' },
})
