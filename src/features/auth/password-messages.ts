import { defineMessages } from '@/shared/intl/define-messages'

export const passwordMessages = defineMessages({
  forgotLink: { id: 'password.forgot.link', defaultMessage: 'Passwort vergessen?' },
  forgotTitle: { id: 'password.forgot.title', defaultMessage: 'Passwort vergessen' },
  forgotIntro: {
    id: 'password.forgot.intro',
    defaultMessage:
      'Geben Sie Ihre E-Mail-Adresse oder Kundennummer ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
  },
  forgotSubmit: { id: 'password.forgot.submit', defaultMessage: 'Link anfordern' },
  backToLogin: { id: 'password.backToLogin', defaultMessage: 'Zurück zur Anmeldung' },
  linkSentTitle: { id: 'password.linkSent.title', defaultMessage: 'Bitte prüfen Sie Ihr Postfach' },
  linkSentPasswordForgotten: {
    id: 'password.linkSent.passwordForgotten',
    defaultMessage:
      'Wenn wir ein Kundenkonto zu Ihren Angaben finden, erhalten Sie in wenigen Minuten eine E-Mail mit einem Link zum Festlegen eines neuen Passworts. Der Link gilt 24 Stunden.',
  },
  linkSentSetPassword: {
    id: 'password.linkSent.setPassword',
    defaultMessage:
      'Wir haben Ihnen eine E-Mail mit einem Link geschickt, mit dem Sie ein Passwort für Ihr Kundenkonto festlegen.',
  },
  linkSentGeneric: {
    id: 'password.linkSent.generic',
    defaultMessage: 'Wir haben Ihnen eine E-Mail mit einem Link geschickt.',
  },
  setTitle: { id: 'password.set.title', defaultMessage: 'Neues Passwort festlegen' },
  newPassword: { id: 'password.set.newPassword', defaultMessage: 'Neues Passwort' },
  confirmPassword: { id: 'password.set.confirmPassword', defaultMessage: 'Neues Passwort wiederholen' },
  minLength: { id: 'password.minLength', defaultMessage: 'Geben Sie mind. 8 Zeichen ein.' },
  confirmMismatch: { id: 'password.set.confirmMismatch', defaultMessage: 'Die Passwörter stimmen nicht überein.' },
  confirmRequired: { id: 'password.set.confirmRequired', defaultMessage: 'Bitte wiederholen Sie das neue Passwort.' },
  setSubmit: { id: 'password.set.submit', defaultMessage: 'Passwort speichern' },
  setSuccess: {
    id: 'password.set.success',
    defaultMessage: 'Ihr neues Passwort ist gespeichert. Sie können sich jetzt damit anmelden.',
  },
  toLogin: { id: 'password.set.toLogin', defaultMessage: 'Zur Anmeldung' },
  tokenMissing: {
    id: 'password.set.tokenMissing',
    defaultMessage: 'Dieser Link ist unvollständig. Bitte fordern Sie einen neuen Link an.',
  },
  tokenExpired: {
    id: 'password.set.tokenExpired',
    defaultMessage: 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen Link an.',
  },
  requestNewLink: { id: 'password.set.requestNewLink', defaultMessage: 'Neuen Link anfordern' },
  couldNotSave: {
    id: 'password.set.couldNotSave',
    defaultMessage: 'Ihr Passwort konnte nicht gespeichert werden. Bitte versuchen Sie es nochmal.',
  },
  strengthLabel: { id: 'password.strength.label', defaultMessage: 'Passwortstärke: {strength}' },
  strength_tooShort: { id: 'password.strength.tooShort', defaultMessage: 'unter 8 Zeichen' },
  strength_unsafe: { id: 'password.strength.unsafe', defaultMessage: 'unsicher' },
  strength_safe: { id: 'password.strength.safe', defaultMessage: 'sicher' },
  strength_verySafe: { id: 'password.strength.verySafe', defaultMessage: 'sehr sicher' },
  guessable: {
    id: 'password.strength.guessable',
    defaultMessage: 'Ihr Passwort enthält ein leicht zu erratendes Wort.',
  },
  strengthHint: {
    id: 'password.strength.hint',
    defaultMessage: 'Mindestens 8 Zeichen. Sicherer mit Groß- und Kleinbuchstaben, Ziffern und Sonderzeichen.',
  },
})
