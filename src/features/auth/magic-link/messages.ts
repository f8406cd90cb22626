import { defineMessages } from '@/shared/intl/define-messages'

/** Magic link: sending it from the password step, and the page the mailed link opens. */
export const magicLinkMessages = defineMessages({
  optionHeading: { id: 'magicLink.option.heading', defaultMessage: 'Ohne Passwort anmelden' },
  optionIntro: {
    id: 'magicLink.option.intro',
    defaultMessage: 'Wir schicken Ihnen einen Link per E-Mail, mit dem Sie sich einmalig ohne Passwort anmelden.',
  },
  send: { id: 'magicLink.option.send', defaultMessage: 'Anmeldelink per E-Mail senden' },
  sentToEmail: {
    id: 'magicLink.option.sentToEmail',
    defaultMessage:
      'Wir haben Ihnen einen Anmeldelink an {email} geschickt. Er gilt {minutes, plural, one {# Minute} other {# Minuten}}.',
  },
  sentToCustomerNumber: {
    id: 'magicLink.option.sentToCustomerNumber',
    defaultMessage:
      'Wir haben Ihnen einen Anmeldelink an die E-Mail-Adresse Ihres Kundenkontos geschickt. Er gilt {minutes, plural, one {# Minute} other {# Minuten}}.',
  },
  pageTitle: { id: 'magicLink.page.title', defaultMessage: 'Ihr Anmeldelink' },
  verifying: { id: 'magicLink.page.verifying', defaultMessage: 'Sie werden angemeldet …' },
  expired: {
    id: 'magicLink.page.expired',
    defaultMessage: 'Dieser Anmeldelink ist abgelaufen oder wurde bereits verwendet.',
  },
  tokenMissing: {
    id: 'magicLink.page.tokenMissing',
    defaultMessage: 'Dieser Anmeldelink ist unvollständig.',
  },
  requestNewLink: {
    id: 'magicLink.page.requestNewLink',
    defaultMessage: 'Zur Anmeldung und neuen Link anfordern',
  },
})
