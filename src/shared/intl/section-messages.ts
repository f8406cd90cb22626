import { defineMessages } from '@/shared/intl/define-messages'

/** Names of account sections that the shell (navigation, section headings) and the section's own page share. */
export const sectionMessages = defineMessages({
  allOrders: { id: 'section.allOrders', defaultMessage: 'Alle Bestellungen' },
  openInvoices: { id: 'section.openInvoices', defaultMessage: 'Offene Rechnungen' },
  myData: { id: 'shell.navigation.myData', defaultMessage: 'Meine Daten' },
  paymentMethods: { id: 'shell.navigation.paymentMethods', defaultMessage: 'Zahlungsarten' },
  changeEmail: { id: 'section.changeEmail', defaultMessage: 'E-Mail-Adresse ändern' },
  changePassword: { id: 'section.changePassword', defaultMessage: 'Passwort ändern' },
  addresses: { id: 'shell.navigation.addresses', defaultMessage: 'Meine Adressen' },
  addressBook: { id: 'shell.section.addressBook', defaultMessage: 'Adressbuch' },
  // The complete-profile hint's way on, and the address book's.
  addBillingAddress: { id: 'section.addBillingAddress', defaultMessage: 'Rechnungsadresse hinzufügen' },
  wishlist: { id: 'shell.navigation.wishlist', defaultMessage: 'Wunschliste' },
  followedCreators: { id: 'shell.navigation.followedCreators', defaultMessage: 'Gefolgte Creators' },
  productHistory: { id: 'shell.navigation.productHistory', defaultMessage: 'Zuletzt angesehen' },
  referrals: { id: 'shell.navigation.referrals', defaultMessage: 'Shop weiterempfehlen' },
  contact: { id: 'shell.navigation.contact', defaultMessage: 'Kontakt' },
  contactForm: { id: 'section.contactForm', defaultMessage: 'Kontaktformular' },
})
