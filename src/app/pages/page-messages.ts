import { defineMessages } from '@/shared/intl/define-messages'

export const pageMessages = defineMessages({
  notFoundTitle: { id: 'pageNotFound.title', defaultMessage: 'Diese Seite gibt es leider nicht' },
  notFoundBody: {
    id: 'pageNotFound.body',
    defaultMessage: 'Vielleicht hat sich ein Tippfehler eingeschlichen, oder die Seite ist umgezogen.',
  },
  notFoundHome: { id: 'pageNotFound.home', defaultMessage: 'Zur Übersicht von Mein Konto' },
  errorTitle: { id: 'errorFallback.title', defaultMessage: 'Diese Seite ist gerade nicht erreichbar' },
  errorBody: {
    id: 'errorFallback.body',
    defaultMessage:
      'Bitte versuchen Sie es in einigen Minuten nochmal. Unser Kundenservice hilft Ihnen gerne auch telefonisch weiter:',
  },
  errorPhone: { id: 'errorFallback.phone', defaultMessage: '{phone} (kostenlos, täglich 8 bis 21 Uhr)' },
  errorReload: { id: 'errorFallback.reload', defaultMessage: 'Seite neu laden' },
  postLogoutTitle: { id: 'postLogout.title', defaultMessage: 'Sie haben sich abgemeldet' },
  postLogoutBody: { id: 'postLogout.body', defaultMessage: 'Vielen Dank für Ihren Besuch. Bis bald!' },
  postLogoutLogin: { id: 'postLogout.login', defaultMessage: 'Erneut anmelden' },
  postLogoutShop: { id: 'postLogout.shop', defaultMessage: 'Weiter einkaufen' },
  accountDeletedTitle: { id: 'postLogout.accountDeleted.title', defaultMessage: 'Ihr Kundenkonto ist gelöscht' },
  accountDeletedBody: {
    id: 'postLogout.accountDeleted.body',
    defaultMessage:
      'Wir haben Ihr Kundenkonto mit Ihren gespeicherten Adressen, Ihrer Wunschliste und Ihrer Bankverbindung gelöscht und Sie abgemeldet. Sie können jederzeit ein neues Kundenkonto anlegen.',
  },
  underConstructionTitle: { id: 'underConstruction.title', defaultMessage: 'Diese Seite ist noch im Aufbau' },
  underConstructionBody: {
    id: 'underConstruction.body',
    defaultMessage: 'Hier entsteht gerade etwas Neues. Schauen Sie bald wieder vorbei.',
  },
})
