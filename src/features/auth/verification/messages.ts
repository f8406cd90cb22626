import { defineMessages } from '@/shared/intl/define-messages'

/** Account verification (spec sections 2, 4 and 5): a customer without credentials proves the account is theirs. */
export const accountVerificationMessages = defineMessages({
  /** The page's heading and every step's button. */
  title: { id: 'accountVerification.title', defaultMessage: 'Kundenkonto bestätigen' },
  intro: {
    id: 'accountVerification.intro',
    defaultMessage:
      'Für Ihr Kundenkonto sind noch keine Zugangsdaten hinterlegt. Bitte bestätigen Sie, dass es Ihr Konto ist. Danach schicken wir Ihnen einen Link, mit dem Sie Ihr Passwort festlegen.',
  },
  changeAccountLabel: {
    id: 'accountVerification.changeAccountLabel',
    defaultMessage: 'Ändern: andere E-Mail-Adresse oder Kundennummer eingeben',
  },
  usernameHint: {
    id: 'accountVerification.usernameHint',
    defaultMessage: 'Damit wir Ihr Kundenkonto finden.',
  },

  orderNumberHeading: {
    id: 'accountVerification.orderNumber.heading',
    defaultMessage: 'Mit Ihrer Bestellnummer bestätigen',
  },
  orderNumberText: {
    id: 'accountVerification.orderNumber.text',
    defaultMessage:
      'Geben Sie die Nummer einer Ihrer Bestellungen und Ihr Geburtsdatum ein. Die Bestellnummer finden Sie in Ihrer Bestellbestätigung und auf dem Lieferschein.',
  },
  // Order number label, hint and rule texts: fieldMessages (shared with the withdrawal form).
  noOrderNumber: { id: 'accountVerification.orderNumber.none', defaultMessage: 'Keine Bestellnummer zur Hand?' },

  customerNumberHeading: {
    id: 'accountVerification.customerNumber.heading',
    defaultMessage: 'Mit Ihrer Kundennummer bestätigen',
  },
  customerNumberText: {
    id: 'accountVerification.customerNumber.text',
    defaultMessage:
      'Geben Sie Ihre Kundennummer und Ihr Geburtsdatum ein. Ihre Kundennummer finden Sie auf jeder Rechnung und jedem Lieferschein.',
  },
  customerNumberLabel: { id: 'accountVerification.customerNumber.label', defaultMessage: 'Kundennummer' },
  customerNumberRequired: {
    id: 'accountVerification.customerNumber.required',
    defaultMessage: 'Bitte geben Sie Ihre Kundennummer ein.',
  },
  customerNumberInvalid: {
    id: 'accountVerification.customerNumber.invalid',
    defaultMessage: 'Bitte prüfen Sie Ihre Kundennummer: Sie besteht nur aus Ziffern.',
  },

  /** The address step's heading and the link to it. */
  /** The address step's heading and the link to it. */
  addressHeading: { id: 'accountVerification.address.heading', defaultMessage: 'Mit Ihrer Adresse bestätigen' },
  addressText: {
    id: 'accountVerification.address.text',
    defaultMessage:
      'Geben Sie Ihre Rechnungsadresse oder eine Lieferadresse ein, die Sie bei einer Bestellung angegeben haben, und Ihr Geburtsdatum.',
  },
  useOrderNumber: {
    id: 'accountVerification.address.useOrderNumber',
    defaultMessage: 'Doch mit Bestellnummer bestätigen',
  },

  birthDateHint: { id: 'accountVerification.birthDate.hint', defaultMessage: 'TT.MM.JJJJ, z. B. 24.12.1960' },
  birthDateRequired: {
    id: 'accountVerification.birthDate.required',
    defaultMessage: 'Bitte geben Sie Ihr Geburtsdatum ein.',
  },
  birthDateFormat: {
    id: 'accountVerification.birthDate.format',
    defaultMessage: 'Bitte geben Sie Ihr Geburtsdatum mit Ziffern im Format TT.MM.JJJJ ein.',
  },
  birthDateUnderAge: {
    id: 'accountVerification.birthDate.underAge',
    defaultMessage: 'Ein Kundenkonto ist erst ab 18 Jahren möglich. Bitte prüfen Sie Ihr Geburtsdatum.',
  },

  customerServiceHeading: {
    id: 'accountVerification.customerService.heading',
    defaultMessage: 'Unser Kundenservice hilft Ihnen weiter',
  },
  notVerified: {
    id: 'accountVerification.customerService.notVerified',
    defaultMessage: 'Mit diesen Angaben konnten wir Ihr Kundenkonto leider nicht bestätigen.',
  },
  customerServiceText: {
    id: 'accountVerification.customerService.text',
    defaultMessage: 'Unsere Mitarbeiterinnen und Mitarbeiter bestätigen Ihr Kundenkonto gerne am Telefon.',
  },
  servicePhone: {
    id: 'accountVerification.customerService.phone',
    defaultMessage: 'Kostenlos anrufen: {phone}',
  },
  serviceHours: {
    id: 'accountVerification.customerService.hours',
    defaultMessage: 'täglich von 8 bis 21 Uhr',
  },
  serviceEmail: {
    id: 'accountVerification.customerService.email',
    defaultMessage: 'E-Mail rund um die Uhr: {email}',
  },
  tryAgain: {
    id: 'accountVerification.customerService.tryAgain',
    defaultMessage: 'Angaben prüfen und nochmal versuchen',
  },

  successHeading: { id: 'accountVerification.success.heading', defaultMessage: 'Geschafft!' },
  successText: {
    id: 'accountVerification.success.text',
    defaultMessage:
      'Wir haben Ihnen eine E-Mail an {email} geschickt. Über den Link darin legen Sie Ihr Passwort fest. Der Link gilt 24 Stunden.',
  },
  successTextWithoutEmail: {
    id: 'accountVerification.success.textWithoutEmail',
    defaultMessage:
      'Wir haben Ihnen eine E-Mail an die E-Mail-Adresse Ihres Kundenkontos geschickt. Über den Link darin legen Sie Ihr Passwort fest. Der Link gilt 24 Stunden.',
  },
  successNoMail: {
    id: 'accountVerification.success.noMail',
    defaultMessage: 'Keine E-Mail erhalten? Bitte schauen Sie auch im Spam-Ordner nach.',
  },
})
