import { defineMessages } from '@/shared/intl/define-messages'

export const shellMessages = defineMessages({
  greeting: { id: 'shell.greeting', defaultMessage: 'Hallo {name}' },
  customerNumber: { id: 'shell.customerNumber', defaultMessage: 'Kundennummer: {customerNumber}' },
  overview: { id: 'shell.navigation.overview', defaultMessage: 'Übersicht' },
  groupOrders: { id: 'shell.navigation.group.orders', defaultMessage: 'Meine Bestellungen' },
  groupActivity: { id: 'shell.navigation.group.activity', defaultMessage: 'Meine Aktivitäten' },
  groupProfile: { id: 'shell.navigation.group.profile', defaultMessage: 'Mein Profil' },
  groupService: { id: 'shell.navigation.group.service', defaultMessage: 'Kundenservice' },
  orderDetails: { id: 'shell.section.orderDetails', defaultMessage: 'Bestelldetails' },
  logout: { id: 'shell.navigation.logout', defaultMessage: 'Abmelden' },
  pageLoading: { id: 'shell.navigation.pageLoading', defaultMessage: 'Seite wird geladen' },
  stayLoggedInBannerTitle: { id: 'shell.stayLoggedInBanner.title', defaultMessage: 'Angemeldet bleiben?' },
  stayLoggedInBannerBody: {
    id: 'shell.stayLoggedInBanner.body',
    defaultMessage: 'Bleiben Sie 60 Tage angemeldet, statt sich nach 10 Tagen neu anmelden zu müssen.',
  },
  stayLoggedInBannerDismiss: { id: 'shell.stayLoggedInBanner.dismiss', defaultMessage: 'Nein, danke' },
  stayLoggedInBannerDone: {
    id: 'shell.stayLoggedInBanner.done',
    defaultMessage:
      'Gespeichert. Bei Ihrer nächsten Anmeldung ist „Angemeldet bleiben“ schon angehakt – dann bleiben Sie 60 Tage angemeldet.',
  },
  completeProfileTitle: { id: 'shell.completeProfile.title', defaultMessage: 'Bitte vervollständigen Sie Ihr Profil' },
  completeProfileBody: {
    id: 'shell.completeProfile.body',
    defaultMessage:
      'Uns fehlt noch Ihre Rechnungsadresse. Bitte ergänzen Sie sie hier – oder unser Kundenservice hilft Ihnen gerne: {phone}.',
  },
  homeIntro: {
    id: 'home.intro',
    defaultMessage: 'Hier finden Sie alles rund um Ihre Bestellungen und Ihr Kundenkonto.',
  },
  homeWelcomeNewCustomer: {
    id: 'home.welcomeNewCustomer',
    defaultMessage: 'Schön, dass Sie (wieder) bei uns sind! Entdecken Sie unsere aktuellen Angebote im Shop.',
  },
  homeServiceTitle: { id: 'home.service.title', defaultMessage: 'Fragen? Wir sind für Sie da.' },
})
