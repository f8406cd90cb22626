import { defineMessages } from '@/shared/intl/define-messages'

/** Social login texts (spec section 1: Google works; Facebook and Apple are announced as being tested). */
export const socialLoginMessages = defineMessages({
  provider_GOOGLE: { id: 'login.social.provider.google', defaultMessage: 'Google' },
  provider_FACEBOOK: { id: 'login.social.provider.facebook', defaultMessage: 'Facebook' },
  provider_APPLE: { id: 'login.social.provider.apple', defaultMessage: 'Apple' },
  divider: { id: 'login.social.divider', defaultMessage: 'oder' },
  groupLabel: { id: 'login.social.groupLabel', defaultMessage: 'Mit einem anderen Konto anmelden' },
  signInWith: { id: 'login.social.signInWith', defaultMessage: 'Mit {provider} anmelden' },
  inProgress: { id: 'login.social.inProgress', defaultMessage: 'Sie werden mit {provider} angemeldet …' },
  providerBeingTested: {
    id: 'login.social.providerBeingTested',
    defaultMessage:
      'Die Anmeldung mit {provider} testen wir gerade. Bitte melden Sie sich mit E-Mail-Adresse oder Kundennummer an.',
  },
  providerBeingTestedEmailOnly: {
    id: 'login.social.providerBeingTestedEmailOnly',
    defaultMessage:
      'Die Anmeldung mit {provider} testen wir gerade. Bitte melden Sie sich mit Ihrer E-Mail-Adresse an.',
  },
  accountHeading: { id: 'login.social.account.heading', defaultMessage: 'Anmelden mit {provider}' },
  accountIntro: {
    id: 'login.social.account.intro',
    defaultMessage:
      'Sie haben Ihr Kundenkonto mit {provider} angelegt und noch kein Passwort festgelegt. Melden Sie sich mit {provider} an.',
  },
  setPasswordIntro: {
    id: 'login.social.account.setPasswordIntro',
    defaultMessage:
      'Sie möchten sich auch mit E-Mail-Adresse und Passwort anmelden? Wir senden Ihnen einen Link, mit dem Sie ein Passwort festlegen.',
  },
})
