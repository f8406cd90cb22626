import { defineMessages } from '@/shared/intl/define-messages'

export const invoiceMessages = defineMessages({
  balance: { id: 'invoices.balance', defaultMessage: 'Offener Betrag' },
  empty: { id: 'invoices.empty', defaultMessage: 'Sie haben keine offenen Rechnungen.' },
  sortLabel: { id: 'invoices.sort.label', defaultMessage: 'Sortieren nach Fälligkeit' },
  sortDescending: { id: 'invoices.sort.descending', defaultMessage: 'Späteste Fälligkeit zuerst' },
  sortAscending: { id: 'invoices.sort.ascending', defaultMessage: 'Früheste Fälligkeit zuerst' },
  invoiceNumber: { id: 'invoices.invoiceNumber', defaultMessage: 'Rechnung {number}' },
  orderNumber: { id: 'invoices.orderNumber', defaultMessage: 'zur Bestellung {number}' },
  dueDate: { id: 'invoices.dueDate', defaultMessage: 'Fällig am {date}' },
  overdueSince: {
    id: 'invoices.overdueSince',
    defaultMessage: 'seit {days, plural, one {# Tag} other {# Tagen}} überfällig',
  },
  amount: { id: 'invoices.amount', defaultMessage: 'Betrag' },
  state_open: { id: 'invoices.state.open', defaultMessage: 'Offen' },
  state_overdue: { id: 'invoices.state.overdue', defaultMessage: 'Überfällig' },
  state_pendingDirectDebit: { id: 'invoices.state.pendingDirectDebit', defaultMessage: 'Lastschrift in Bearbeitung' },
  overdueHint: {
    id: 'invoices.overdueHint',
    defaultMessage: 'Bitte überweisen Sie überfällige Beträge umgehend, damit keine weiteren Mahnkosten entstehen.',
  },
  directDebitHint: {
    id: 'invoices.directDebitHint',
    defaultMessage: 'Wird per Lastschrift von Ihrem Konto eingezogen. Sie müssen nichts weiter tun.',
  },
  termsTitle: { id: 'invoices.terms.title', defaultMessage: 'Zahlungsbedingungen' },
  termsInvoice: {
    id: 'invoices.terms.invoice',
    defaultMessage: 'Rechnung: zahlbar innerhalb von 14 Tagen nach Erhalt der Ware.',
  },
  termsDirectDebit: { id: 'invoices.terms.directDebit', defaultMessage: 'Lastschrift: Einzug 5 Tage nach Versand.' },
  termsDirectDebitSwiss: {
    id: 'invoices.terms.directDebitSwiss',
    defaultMessage: 'Lastschrift: Einzug 5 Tage nach Versand, in der Schweiz frühestens nach 14 Tagen.',
  },
  termsRefund: { id: 'invoices.terms.refund', defaultMessage: 'Erstattungen erhalten Sie innerhalb von 3 Tagen.' },
  transferTitle: { id: 'invoices.transfer.title', defaultMessage: 'Bezahlen per Überweisung' },
  transferIntro: {
    id: 'invoices.transfer.intro',
    defaultMessage: 'Überweisen Sie den offenen Betrag bitte mit diesen Angaben:',
  },
  payee: { id: 'invoices.transfer.payee', defaultMessage: 'Zahlungsempfänger' },
  bic: { id: 'invoices.transfer.bic', defaultMessage: 'BIC' },
  reference: { id: 'invoices.transfer.reference', defaultMessage: 'Verwendungszweck' },
  transferWithoutDirectDebit: {
    id: 'invoices.transfer.withoutDirectDebit',
    defaultMessage: 'Ohne die Rechnungen, die wir per Lastschrift einziehen.',
  },
  girocodeAlt: {
    id: 'invoices.transfer.girocodeAlt',
    defaultMessage: 'GiroCode: Überweisung von {amount} an {payee}, IBAN {iban}, Verwendungszweck {reference}',
  },
  girocodeHint: {
    id: 'invoices.transfer.girocodeHint',
    defaultMessage:
      'Scannen Sie den GiroCode mit Ihrer Banking-App: Empfänger, IBAN, Betrag und Verwendungszweck sind dann schon ausgefüllt.',
  },
  swissQrBillAlt: {
    id: 'invoices.transfer.swissQrBillAlt',
    defaultMessage:
      'Zahlteil mit Swiss QR Code: Zahlung von {amount} an {payee}, IBAN {iban}, Verwendungszweck {reference}',
  },
  swissQrBillHint: {
    id: 'invoices.transfer.swissQrBillHint',
    defaultMessage:
      'Scannen Sie den QR-Code des Zahlteils mit Ihrer Banking-App: Empfänger, IBAN, Betrag und Verwendungszweck sind dann schon ausgefüllt.',
  },
  qrLoading: { id: 'invoices.transfer.qrLoading', defaultMessage: 'Der QR-Code wird geladen …' },
  qrFailed: {
    id: 'invoices.transfer.qrFailed',
    defaultMessage:
      'Der QR-Code kann gerade nicht angezeigt werden. Bitte übernehmen Sie die Angaben oben in Ihr Online-Banking.',
  },
  // Account home (myAccountHomeRedesign): the balance and what falls due next
  homeNextDue: { id: 'invoices.home.nextDue', defaultMessage: 'Nächste Fälligkeit: {date} ({amount})' },
  homeNextDirectDebit: {
    id: 'invoices.home.nextDirectDebit',
    defaultMessage: 'Nächste Lastschrift: {date} ({amount})',
  },
  homeOverdue: {
    id: 'invoices.home.overdue',
    defaultMessage: '{count, plural, one {Eine Rechnung ist} other {# Rechnungen sind}} überfällig.',
  },
  homeLink: { id: 'invoices.home.link', defaultMessage: 'Rechnungen ansehen' },
})
