import { defineMessages } from '@/shared/intl/define-messages'

/** The withdrawal page (Widerrufsbutton); the entry's name and the period texts are in withdrawal-messages. */
export const withdrawalPageMessages = defineMessages({
  intro: {
    id: 'withdrawal.page.intro',
    defaultMessage:
      'Hier widerrufen Sie einen Kaufvertrag innerhalb der Widerrufsfrist von 14 Tagen ab Erhalt der Ware, auch ohne Kundenkonto. Im nächsten Schritt prüfen Sie Ihre Angaben; erst mit „Widerruf bestätigen“ ist der Widerruf erklärt.',
  },
  notOffered: {
    id: 'withdrawal.page.notOffered',
    defaultMessage:
      'In diesem Shop ist ein Online-Widerruf nicht vorgesehen. Unser Kundenservice hilft Ihnen gerne weiter.',
  },
  stepForm: { id: 'withdrawal.page.stepForm', defaultMessage: 'Schritt 1 von 2: Ihre Angaben' },
  stepReview: { id: 'withdrawal.page.stepReview', defaultMessage: 'Schritt 2 von 2: Prüfen und bestätigen' },
  orderHeading: { id: 'withdrawal.page.orderHeading', defaultMessage: 'Bestellung {number} vom {date}' },
  name: { id: 'withdrawal.field.name', defaultMessage: 'Vor- und Nachname' },
  nameRequired: { id: 'withdrawal.field.name.required', defaultMessage: 'Bitte geben Sie Ihren Namen ein.' },
  emailHint: {
    id: 'withdrawal.field.email.hint',
    defaultMessage: 'An diese Adresse senden wir die Eingangsbestätigung Ihres Widerrufs.',
  },
  scopeLegend: { id: 'withdrawal.field.scope', defaultMessage: 'Was möchten Sie widerrufen?' },
  scope_order: { id: 'withdrawal.field.scope.order', defaultMessage: 'Die gesamte Bestellung' },
  scope_items: { id: 'withdrawal.field.scope.items', defaultMessage: 'Einzelne Artikel' },
  itemsLegend: { id: 'withdrawal.field.items', defaultMessage: 'Welche Artikel möchten Sie widerrufen?' },
  itemsRequired: {
    id: 'withdrawal.field.items.required',
    defaultMessage: 'Bitte wählen Sie mindestens einen Artikel aus.',
  },
  itemLabel: { id: 'withdrawal.field.item', defaultMessage: '{quantity} × {title}' },
  itemsDescription: { id: 'withdrawal.field.itemsDescription', defaultMessage: 'Welche Artikel?' },
  itemsDescriptionHint: {
    id: 'withdrawal.field.itemsDescription.hint',
    defaultMessage: 'Bezeichnung oder Artikelnummer, mehrere durch Komma getrennt',
  },
  itemsDescriptionRequired: {
    id: 'withdrawal.field.itemsDescription.required',
    defaultMessage: 'Bitte nennen Sie die Artikel, die Sie widerrufen möchten.',
  },
  toReview: { id: 'withdrawal.page.toReview', defaultMessage: 'Weiter zur Bestätigung' },
  reviewIntro: {
    id: 'withdrawal.page.reviewIntro',
    defaultMessage: 'Bitte prüfen Sie Ihre Angaben. Mit „Widerruf bestätigen“ erklären Sie den Widerruf verbindlich.',
  },
  declaration: {
    id: 'withdrawal.page.declaration',
    defaultMessage: 'Hiermit widerrufe ich den Vertrag über {subject} aus der Bestellung {number}.',
  },
  subjectWholeOrder: { id: 'withdrawal.page.subjectWholeOrder', defaultMessage: 'die gesamte Bestellung' },
  subjectItems: { id: 'withdrawal.page.subjectItems', defaultMessage: 'folgende Artikel' },
  withdrawnFor: { id: 'withdrawal.page.withdrawnFor', defaultMessage: 'Widerruf für' },
  confirm: { id: 'withdrawal.page.confirm', defaultMessage: 'Widerruf bestätigen' },
  orderNotFound: {
    id: 'withdrawal.error.orderNotFound',
    defaultMessage:
      'Zu dieser Bestellnummer und E-Mail-Adresse finden wir keine Bestellung. Bitte prüfen Sie Ihre Angaben.',
  },
  alreadyWithdrawn: {
    id: 'withdrawal.error.alreadyWithdrawn',
    defaultMessage:
      'Diesen Widerruf haben wir bereits am {date} erhalten. Die Eingangsbestätigung ging per E-Mail an Sie.',
  },
  itemsNotWithdrawable: {
    id: 'withdrawal.error.itemsNotWithdrawable',
    defaultMessage: 'Einige der gewählten Artikel sind nicht widerrufbar. Bitte prüfen Sie Ihre Auswahl.',
  },
  receivedTitle: { id: 'withdrawal.received.title', defaultMessage: 'Ihr Widerruf ist eingegangen' },
  receivedAt: {
    id: 'withdrawal.received.at',
    defaultMessage:
      'Wir haben Ihren Widerruf am {date} um {time} Uhr erhalten. Eine Eingangsbestätigung mit dem Inhalt Ihres Widerrufs und diesem Zeitpunkt haben wir an {email} gesendet.',
  },
  receivedWithoutDetails: {
    id: 'withdrawal.received.withoutDetails',
    defaultMessage: 'Die Eingangsbestätigung mit dem Inhalt Ihres Widerrufs finden Sie in Ihrem E-Mail-Postfach.',
  },
  receivedNextSteps: {
    id: 'withdrawal.received.nextSteps',
    defaultMessage:
      'Bitte senden Sie die Ware innerhalb von 14 Tagen an uns zurück. Den Kaufpreis erstatten wir Ihnen nach Eingang der Ware.',
  },
  receivedContent: { id: 'withdrawal.received.content', defaultMessage: 'Ihr Widerruf' },
  receivedOn: { id: 'withdrawal.received.on', defaultMessage: 'Eingegangen am' },
})
