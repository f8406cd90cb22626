import { defineMessages } from '@/shared/intl/define-messages'

/** Messages every area uses: the generic error catalogue of spec section 8 and page frames. */
export const commonMessages = defineMessages({
  genericError: {
    id: 'app.genericError',
    defaultMessage: 'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
  },
  connectionError: {
    id: 'app.connectionError',
    defaultMessage:
      'Wir konnten keine Verbindung herstellen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es nochmal.',
  },
  // The service throttles (429): sign-in, checks and mails (spec section 8 has no key: ours).
  tooManyAttempts: {
    id: 'app.tooManyAttempts',
    defaultMessage:
      'Zu viele Versuche. Bitte versuchen Sie es in {minutes, plural, one {einer Minute} other {# Minuten}} erneut.',
  },
  tooManyAttemptsLater: {
    id: 'app.tooManyAttemptsLater',
    defaultMessage: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
  },
  loading: { id: 'app.loading', defaultMessage: 'Wird geladen …' },
  // Spec section 8: history, details and lists that failed to load ("wrong on our side, reload").
  toLogin: { id: 'app.toLogin', defaultMessage: 'Zur Anmeldung' },
  loadFailed: {
    id: 'app.loadFailed',
    defaultMessage: 'Da ist auf unserer Seite etwas schiefgelaufen. Bitte laden Sie die Seite neu.',
  },
  reload: { id: 'app.reload', defaultMessage: 'Neu laden' },
  retry: { id: 'app.retry', defaultMessage: 'Nochmal versuchen' },
  documentTitle: { id: 'app.documentTitle', defaultMessage: '{page} | Mein Konto | {company}' },
  accountTitle: { id: 'app.accountTitle', defaultMessage: 'Mein Konto' },
  skipToContent: { id: 'app.skipToContent', defaultMessage: 'Zum Inhalt springen' },
  serviceHotline: {
    id: 'app.serviceHotline',
    defaultMessage: 'Kostenlose Service-Hotline: {phone} (täglich 8 bis 21 Uhr) · E-Mail rund um die Uhr: {email}',
  },
  footerImprint: { id: 'app.footer.imprint', defaultMessage: 'Impressum' },
  footerPrivacy: { id: 'app.footer.privacy', defaultMessage: 'Datenschutz' },
  footerTerms: { id: 'app.footer.terms', defaultMessage: 'AGB' },
  // The footer's and the navigation's link to the shop's FAQ.
  faq: { id: 'app.faq', defaultMessage: 'Hilfe & FAQ' },
  footerCopyright: { id: 'app.footer.copyright', defaultMessage: '© {year} {company}' },
  backToShop: { id: 'app.header.backToShop', defaultMessage: 'Zurück zum Shop' },
  shopLogo: { id: 'app.header.logo', defaultMessage: '{company} – zur Startseite des Shops' },
  // Shared by the sign-in flows and the account shell.
  back: { id: 'app.back', defaultMessage: 'Zurück' },
  setPassword: { id: 'app.setPassword', defaultMessage: 'Passwort festlegen' },
  stayLoggedIn: { id: 'app.stayLoggedIn', defaultMessage: 'Angemeldet bleiben' },
})
