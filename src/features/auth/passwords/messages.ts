import { defineMessages } from '@/shared/intl/define-messages'

/** Forgotten and new passwords: the reset link, the page it opens, and the password-unknown login step. */
export const passwordMessages = defineMessages({
  /** The password step's link and the heading of the step it opens. */
  forgotPassword: { id: 'password.forgot.link', defaultMessage: 'Passwort vergessen?' },
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
  setSubmit: { id: 'password.set.submit', defaultMessage: 'Passwort speichern' },
  setSuccess: {
    id: 'password.set.success',
    defaultMessage: 'Ihr neues Passwort ist gespeichert. Sie können sich jetzt damit anmelden.',
  },
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

  // Password unknown (spec section 8: account may exist but password unknown: call service).
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
  servicePasswordUnknown: {
    id: 'login.service.passwordUnknown',
    defaultMessage: 'Sie haben keinen Zugriff auf Ihre E-Mails oder kommen nicht weiter? Rufen Sie uns an:',
  },
})
