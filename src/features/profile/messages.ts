import { defineMessages } from '@/shared/intl/define-messages'

export const profileMessages = defineMessages({
  personalTitle: { id: 'profile.personal.title', defaultMessage: 'Ihre persönlichen Daten' },
  accountTitle: { id: 'profile.account.title', defaultMessage: 'Ihr Kundenkonto' },
  customerNumber: { id: 'profile.customerNumber', defaultMessage: 'Ihre Kundennummer' },
  name: { id: 'profile.name', defaultMessage: 'Name' },
  fullName: { id: 'profile.fullName', defaultMessage: '{firstName} {lastName}' },
  phoneNumber: { id: 'profile.phoneNumber', defaultMessage: 'Telefonnummer' },
  careOf: { id: 'profile.careOf', defaultMessage: 'c/o' },
  totalOrders: { id: 'profile.totalOrders', defaultMessage: 'Bestellungen' },
  totalReturnedOrders: { id: 'profile.totalReturnedOrders', defaultMessage: 'Retouren' },
  notGiven: { id: 'profile.notGiven', defaultMessage: 'Nicht angegeben' },
  streetLine: { id: 'profile.address.streetLine', defaultMessage: '{street} {streetNumber}' },
  cityLine: { id: 'profile.address.cityLine', defaultMessage: '{zipCode} {city}' },
  viewOnly: {
    id: 'profile.viewOnly',
    defaultMessage:
      'Ihre persönlichen Daten können Sie aus Sicherheitsgründen nicht online ändern. Unser Kundenservice ändert sie gerne für Sie.',
  },
  callReason: { id: 'profile.callReason', defaultMessage: 'Rufen Sie uns an unter' },
  writeUs: { id: 'profile.writeUs', defaultMessage: 'Oder schreiben Sie uns eine E-Mail an {email}.' },
})
