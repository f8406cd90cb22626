import { defineMessages } from '@/shared/intl/define-messages'

/** Names of account sections that the shell (navigation, section headings) and the section's own page share. */
export const sectionMessages = defineMessages({
  allOrders: { id: 'section.allOrders', defaultMessage: 'Alle Bestellungen' },
  openInvoices: { id: 'section.openInvoices', defaultMessage: 'Offene Rechnungen' },
  wishlist: { id: 'shell.navigation.wishlist', defaultMessage: 'Wunschliste' },
  followedCreators: { id: 'shell.navigation.followedCreators', defaultMessage: 'Gefolgte Creators' },
  productHistory: { id: 'shell.navigation.productHistory', defaultMessage: 'Zuletzt angesehen' },
  referrals: { id: 'shell.navigation.referrals', defaultMessage: 'Shop weiterempfehlen' },
  contact: { id: 'shell.navigation.contact', defaultMessage: 'Kontakt' },
  contactForm: { id: 'section.contactForm', defaultMessage: 'Kontaktformular' },
})
