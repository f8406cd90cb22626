import { defineMessages } from '@/shared/intl/define-messages'

export const customerServiceMessages = defineMessages({
  contactsIntro: {
    id: 'contacts.intro',
    defaultMessage: 'Sie haben eine Frage zu Ihrer Bestellung oder Ihrem Kundenkonto? So erreichen Sie uns:',
  },
  phoneTitle: { id: 'contacts.phone.title', defaultMessage: 'Anrufen' },
  emailTitle: { id: 'contacts.email.title', defaultMessage: 'Schreiben' },
  emailHint: {
    id: 'contacts.email.hint',
    defaultMessage: 'Rund um die Uhr; wir antworten Ihnen so schnell wie möglich.',
  },
  faqTitle: { id: 'contacts.faq.title', defaultMessage: 'Selbst nachlesen' },
  faqHint: {
    id: 'contacts.faq.hint',
    defaultMessage: 'Antworten auf häufige Fragen zu Bestellung, Lieferung, Zahlung und Rücksendung.',
  },
  formHint: {
    id: 'contacts.form.hint',
    defaultMessage: 'Schildern Sie uns Ihr Anliegen, wir antworten Ihnen per E-Mail.',
  },
  formLink: { id: 'contacts.form.link', defaultMessage: 'Zum Kontaktformular' },

  formIntro: {
    id: 'customerSupport.form.intro',
    defaultMessage: 'Alle Felder sind Pflichtfelder. Wir antworten an die angegebene E-Mail-Adresse.',
  },
  subject: { id: 'customerSupport.form.subject', defaultMessage: 'Betreff' },
  subjectRequired: {
    id: 'customerSupport.form.subject.required',
    defaultMessage: 'Bitte geben Sie einen Betreff ein.',
  },
  message: { id: 'customerSupport.form.message', defaultMessage: 'Ihre Nachricht' },
  messageRequired: {
    id: 'customerSupport.form.message.required',
    defaultMessage: 'Bitte schreiben Sie uns Ihr Anliegen.',
  },
  send: { id: 'customerSupport.form.send', defaultMessage: 'Nachricht senden' },
  genericError: {
    id: 'customerSupport.form.genericError',
    defaultMessage:
      'Ihre Nachricht konnte leider nicht gesendet werden. Bitte versuchen Sie es später nochmal oder rufen Sie uns an.',
  },
  errorId: { id: 'customerSupport.form.errorId', defaultMessage: 'Fehler-ID: {id}' },
  successTitle: { id: 'customerSupport.success.title', defaultMessage: 'Vielen Dank für Ihre Nachricht' },
  successBody: {
    id: 'customerSupport.success.body',
    defaultMessage: 'Wir haben Ihre Anfrage erhalten und antworten Ihnen per E-Mail an {email}.',
  },
  successClose: { id: 'customerSupport.success.close', defaultMessage: 'Zur Kontaktseite' },
})
