import { defineMessages } from '@/shared/intl/define-messages'

/** The current password: it confirms a change of email, a change of password and the deletion of the account. */
export const currentPasswordMessages = defineMessages({
  label: { id: 'accountSettings.currentPassword', defaultMessage: 'Aktuelles Passwort' },
  required: {
    id: 'accountSettings.currentPassword.required',
    defaultMessage: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
  },
  wrong: {
    id: 'accountSettings.currentPassword.wrong',
    defaultMessage: 'Das Passwort ist nicht korrekt. Bitte prüfen Sie Ihre Eingabe.',
  },
})

/** Change email (spec sections 4, 5 and 8). */
export const changeEmailMessages = defineMessages({
  intro: {
    id: 'changeEmail.intro',
    defaultMessage:
      'Mit Ihrer E-Mail-Adresse melden Sie sich bei Mein Konto an, und an sie schicken wir Bestellbestätigungen. Nach der Änderung bestätigen Sie die neue Adresse über einen Link, den wir Ihnen an diese schicken.',
  },
  currentEmail: { id: 'changeEmail.currentEmail', defaultMessage: 'Ihre aktuelle E-Mail-Adresse: {email}' },
  newEmail: { id: 'changeEmail.newEmail', defaultMessage: 'Neue E-Mail-Adresse' },
  confirmEmail: { id: 'changeEmail.confirmEmail', defaultMessage: 'Neue E-Mail-Adresse wiederholen' },
  confirmEmailRequired: {
    id: 'changeEmail.confirmEmail.required',
    defaultMessage: 'Bitte wiederholen Sie die neue E-Mail-Adresse.',
  },
  confirmEmailMismatch: {
    id: 'changeEmail.confirmEmail.mismatch',
    defaultMessage: 'Die E-Mail-Adressen stimmen nicht überein.',
  },
  passwordHint: {
    id: 'changeEmail.password.hint',
    defaultMessage: 'Zu Ihrer Sicherheit bestätigen Sie die Änderung mit Ihrem Passwort.',
  },
  newsletterDescription: {
    id: 'changeEmail.newsletter.description',
    defaultMessage:
      'Den Newsletter senden wir an Ihre neue E-Mail-Adresse. Sie können ihn jederzeit wieder abbestellen.',
  },
  sameAsCurrent: {
    id: 'changeEmail.sameAsCurrent',
    defaultMessage: 'Das ist Ihre aktuelle E-Mail-Adresse. Bitte geben Sie eine neue ein.',
  },
  emailExists: {
    id: 'changeEmail.emailExists',
    defaultMessage:
      'Diese E-Mail-Adresse wird bereits für ein anderes Kundenkonto verwendet. Bitte wählen Sie eine andere.',
  },
  successTitle: { id: 'changeEmail.success.title', defaultMessage: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse' },
  success: {
    id: 'changeEmail.success',
    defaultMessage:
      'Wir haben Ihnen eine E-Mail an {email} geschickt. Sobald Sie den Link darin öffnen, gilt Ihre neue E-Mail-Adresse. Bis dahin melden Sie sich wie bisher an. Der Link gilt 24 Stunden.',
  },
  changeAgain: { id: 'changeEmail.changeAgain', defaultMessage: 'Eine andere E-Mail-Adresse wählen' },
  needsPassword: {
    id: 'changeEmail.needsPassword',
    defaultMessage:
      'Für Ihr Kundenkonto ist noch kein Passwort festgelegt. Um Ihre E-Mail-Adresse zu ändern, legen Sie bitte zuerst ein Passwort fest.',
  },
})

/** The page opened from the email-change mail: `email-change/confirm-doi?token=…`. */
export const confirmEmailChangeMessages = defineMessages({
  title: { id: 'changeEmail.confirm.title', defaultMessage: 'Neue E-Mail-Adresse bestätigen' },
  confirming: { id: 'changeEmail.confirm.confirming', defaultMessage: 'Ihre neue E-Mail-Adresse wird bestätigt …' },
  confirmed: {
    id: 'changeEmail.confirm.confirmed',
    defaultMessage: 'Vielen Dank! Ihre E-Mail-Adresse ist jetzt {email}. Bitte melden Sie sich ab sofort damit an.',
  },
  expired: {
    id: 'changeEmail.confirm.expired',
    defaultMessage:
      'Dieser Bestätigungslink ist abgelaufen oder wurde bereits verwendet. Ihre E-Mail-Adresse ist unverändert. Bitte ändern Sie sie in Mein Konto noch einmal.',
  },
  tokenMissing: {
    id: 'changeEmail.confirm.tokenMissing',
    defaultMessage:
      'Die Bestätigung hat nicht geklappt: Dem Link fehlt ein Teil. Bitte öffnen Sie den Link noch einmal vollständig aus Ihrer E-Mail.',
  },
  toMyAccount: { id: 'changeEmail.confirm.toMyAccount', defaultMessage: 'Zu Mein Konto' },
})

/** Change password, or set a first one (spec sections 4, 5 and 8). */
export const changePasswordMessages = defineMessages({
  intro: {
    id: 'changePassword.intro',
    defaultMessage: 'Geben Sie Ihr aktuelles Passwort ein und wählen Sie ein neues mit mindestens 8 Zeichen.',
  },
  sameAsOld: {
    id: 'changePassword.sameAsOld',
    defaultMessage: 'Ihr neues Passwort muss sich von Ihrem aktuellen Passwort unterscheiden.',
  },
  submit: { id: 'changePassword.submit', defaultMessage: 'Neues Passwort speichern' },
  wrongToken: {
    id: 'changePassword.wrongToken',
    defaultMessage:
      'Ihre Anmeldung ist nicht mehr gültig, daher konnten wir Ihr Passwort nicht ändern. Bitte melden Sie sich neu an und versuchen Sie es nochmal.',
  },
  toLogin: { id: 'changePassword.toLogin', defaultMessage: 'Neu anmelden' },
  // The same change sent again after no answer came, now refused for its current password.
  mayHaveChanged: {
    id: 'changePassword.mayHaveChanged',
    defaultMessage:
      'Ihr neues Passwort ist möglicherweise schon gespeichert: Ihr vorheriger Versuch hat uns vielleicht erreicht, nur unsere Antwort kam nicht bei Ihnen an. Ihr bisheriges Passwort nehmen wir jetzt nicht mehr an. Um es zu prüfen, melden Sie sich ab und mit dem neuen Passwort wieder an; klappt das nicht, hilft „Passwort vergessen“.',
  },
  successTitle: { id: 'changePassword.success.title', defaultMessage: 'Passwort geändert' },
  success: {
    id: 'changePassword.success',
    defaultMessage: 'Ihr neues Passwort ist gespeichert. Bitte melden Sie sich künftig damit an.',
  },
  close: { id: 'changePassword.success.close', defaultMessage: 'Verstanden' },
  setIntro: {
    id: 'changePassword.set.intro',
    defaultMessage:
      'Sie haben Ihr Kundenkonto über ein soziales Netzwerk angelegt und noch kein Passwort. Wir schicken Ihnen einen Link an {email}, über den Sie eines festlegen. Danach melden Sie sich auch mit E-Mail-Adresse und Passwort an.',
  },
  sendSetLink: { id: 'changePassword.set.send', defaultMessage: 'Link zum Festlegen senden' },
})

/** Delete the account (spec sections 4, 5 and 8). */
export const deleteAccountMessages = defineMessages({
  heading: { id: 'deleteAccount.heading', defaultMessage: 'Kundenkonto löschen' },
  intro: {
    id: 'deleteAccount.intro',
    defaultMessage:
      'Sie möchten Mein Konto nicht mehr nutzen? Wenn Sie Ihr Kundenkonto löschen, können Sie sich nicht mehr anmelden, und Ihre gespeicherten Adressen, Ihre Wunschliste und Ihre Bankverbindung werden entfernt.',
  },
  open: { id: 'deleteAccount.open', defaultMessage: 'Kundenkonto löschen …' },
  modalTitle: { id: 'deleteAccount.modal.title', defaultMessage: 'Kundenkonto wirklich löschen?' },
  modalBody: {
    id: 'deleteAccount.modal.body',
    defaultMessage: 'Das Löschen lässt sich nicht rückgängig machen. Bitte bestätigen Sie mit Ihrem Passwort.',
  },
  confirm: { id: 'deleteAccount.confirm', defaultMessage: 'Endgültig löschen' },
  cancel: { id: 'deleteAccount.cancel', defaultMessage: 'Nicht löschen' },
})
