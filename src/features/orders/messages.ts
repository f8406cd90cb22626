import { defineMessages } from '@/shared/intl/define-messages'

export const orderMessages = defineMessages({
  listIntro: { id: 'orders.list.intro', defaultMessage: 'Ihre Bestellungen, die neueste zuerst.' },
  listEmpty: { id: 'orders.list.empty', defaultMessage: 'Sie haben noch keine Bestellung aufgegeben.' },
  listEmptyLink: { id: 'orders.list.emptyLink', defaultMessage: 'Jetzt im Shop stöbern' },
  loadMore: { id: 'orders.list.loadMore', defaultMessage: 'Weitere Bestellungen laden' },
  shownOf: { id: 'orders.list.shownOf', defaultMessage: '{shown} von {total} Bestellungen' },
  orderNumber: { id: 'orders.orderNumber', defaultMessage: 'Bestellnummer {number}' },
  orderedOn: { id: 'orders.orderedOn', defaultMessage: 'Bestellt am {date}' },
  itemCount: { id: 'orders.itemCount', defaultMessage: '{count, plural, one {# Artikel} other {# Artikel}}' },
  total: { id: 'orders.total', defaultMessage: 'Gesamtsumme' },
  showDetails: { id: 'orders.showDetails', defaultMessage: 'Bestellnummer {number}: Details zur Bestellung' },
  status: { id: 'orders.status', defaultMessage: 'Status' },
  // Order status labels
  status_confirmed: { id: 'orders.status.confirmed', defaultMessage: 'Bestätigt' },
  status_processing: { id: 'orders.status.processing', defaultMessage: 'In Bearbeitung' },
  status_dispatched: { id: 'orders.status.dispatched', defaultMessage: 'Versendet' },
  status_delivered: { id: 'orders.status.delivered', defaultMessage: 'Zugestellt' },
  status_cancelled: { id: 'orders.status.cancelled', defaultMessage: 'Storniert' },
  status_partiallyCancelled: { id: 'orders.status.partiallyCancelled', defaultMessage: 'Teilweise storniert' },
  status_returned: { id: 'orders.status.returned', defaultMessage: 'Retourniert' },
  status_partiallyReturned: { id: 'orders.status.partiallyReturned', defaultMessage: 'Teilweise retourniert' },
  status_received: { id: 'orders.status.received', defaultMessage: 'Eingegangen' },
  status_inDelivery: { id: 'orders.status.inDelivery', defaultMessage: 'In Zustellung' },
  // Progress steps: labelled with their order status
  progressLabel: { id: 'orders.progress.label', defaultMessage: 'Bestellfortschritt' },
  stepDone: { id: 'orders.progress.done', defaultMessage: 'erledigt' },
  stepCurrent: { id: 'orders.progress.current', defaultMessage: 'aktueller Schritt' },
  cancelledNotice: { id: 'orders.details.cancelledNotice', defaultMessage: 'Diese Bestellung wurde storniert.' },
  // Details
  detailsTitle: { id: 'orders.details.title', defaultMessage: 'Bestellung {number}' },
  items: { id: 'orders.details.items', defaultMessage: 'Artikel' },
  quantity: { id: 'orders.details.quantity', defaultMessage: 'Menge: {quantity}' },
  singlePrice: { id: 'orders.details.singlePrice', defaultMessage: 'Einzelpreis: {price}' },
  itemStatus: { id: 'orders.details.itemStatus', defaultMessage: 'Status: {status}' },
  subtotal: { id: 'orders.details.subtotal', defaultMessage: 'Zwischensumme' },
  shippingCosts: { id: 'orders.details.shippingCosts', defaultMessage: 'Versandkosten' },
  freeShipping: { id: 'orders.details.freeShipping', defaultMessage: 'kostenlos' },
  // Spec section 3, voucher discount types: what each voucher line says it took off.
  voucher_PERCENTAGE: {
    id: 'orders.details.voucher.percentage',
    defaultMessage: 'Gutschein {code} ({percent} Rabatt)',
  },
  voucher_VALUE: { id: 'orders.details.voucher.value', defaultMessage: 'Gutschein {code} (Wertgutschein)' },
  voucher_FREE_SHIPPING: {
    id: 'orders.details.voucher.freeShipping',
    defaultMessage: 'Gutschein {code} (versandkostenfrei)',
  },
  deliveryAddress: { id: 'orders.details.deliveryAddress', defaultMessage: 'Lieferadresse' },
  notFound: { id: 'orders.details.notFound', defaultMessage: 'Diese Bestellung finden wir in Ihrem Konto nicht.' },
  backToList: { id: 'orders.details.backToList', defaultMessage: 'Zu allen Bestellungen' },
  // Return
  // The return page's title and the details page's button to it
  returnTitle: { id: 'orders.return.title', defaultMessage: 'Rücksendung anmelden' },
  returnIntro: {
    id: 'orders.return.intro',
    defaultMessage:
      'Hier melden Sie die Rücksendung einer Bestellung an. Den Retourenschein senden wir Ihnen per E-Mail; die Erstattung erfolgt innerhalb von 3 Tagen nach Eingang der Ware.',
  },
  returnSubmit: { id: 'orders.return.submit', defaultMessage: 'Rücksendung jetzt anmelden' },
  returnFailedButton: { id: 'orders.return.failedButton', defaultMessage: 'Übertragungsfehler' },
  returnFailed: {
    id: 'orders.return.failed',
    defaultMessage: 'Die Rücksendung konnte nicht übertragen werden. Bitte versuchen Sie es später noch einmal.',
  },
  returnTryAgain: { id: 'orders.return.tryAgain', defaultMessage: 'Später erneut versuchen' },
  returnSuccess: {
    id: 'orders.return.success',
    defaultMessage: 'Ihre Rücksendung ist angemeldet. Den Retourenschein erhalten Sie in Kürze per E-Mail.',
  },
  returnRequested: { id: 'orders.return.requested', defaultMessage: 'Rücksendung angemeldet am {date}.' },
  returnNotPossible: {
    id: 'orders.return.notPossible',
    defaultMessage: 'Für diese Bestellung ist keine Rücksendung möglich.',
  },
  // Cancellation
  cancelAction: { id: 'orders.cancel.action', defaultMessage: 'Bestellung stornieren' },
  cancelWindow: {
    id: 'orders.cancel.window',
    defaultMessage:
      'Sie können diese Bestellung heute noch online stornieren: noch {minutes, plural, one {# Minute} other {# Minuten}}.',
  },
  cancelDialogTitle: { id: 'orders.cancel.dialogTitle', defaultMessage: 'Bestellung {number} stornieren' },
  cancelReasonLegend: { id: 'orders.cancel.reasonLegend', defaultMessage: 'Warum möchten Sie stornieren?' },
  cancelReasonRequired: { id: 'orders.cancel.reasonRequired', defaultMessage: 'Bitte wählen Sie einen Grund aus.' },
  reason_CHANGED_MIND: { id: 'orders.cancel.reason.changedMind', defaultMessage: 'Ich habe es mir anders überlegt' },
  reason_ORDERED_BY_MISTAKE: { id: 'orders.cancel.reason.mistake', defaultMessage: 'Versehentlich bestellt' },
  reason_FOUND_CHEAPER: { id: 'orders.cancel.reason.cheaper', defaultMessage: 'Woanders günstiger gefunden' },
  reason_DELIVERY_TOO_LATE: { id: 'orders.cancel.reason.late', defaultMessage: 'Lieferung dauert zu lange' },
  reason_OTHER: { id: 'orders.cancel.reason.other', defaultMessage: 'Anderer Grund' },
  cancelConfirm: { id: 'orders.cancel.confirm', defaultMessage: 'Jetzt stornieren' },
  cancelClose: { id: 'orders.cancel.close', defaultMessage: 'Abbrechen' },
  cancelSuccessTitle: { id: 'orders.cancelSuccess.title', defaultMessage: 'Ihre Bestellung ist storniert' },
  cancelSuccessBody: {
    id: 'orders.cancelSuccess.body',
    defaultMessage: 'Wir haben die Bestellung {number} storniert. Eine Bestätigung senden wir an {email}.',
  },
  cancelSuccessBodyWithoutEmail: {
    id: 'orders.cancelSuccess.bodyWithoutEmail',
    defaultMessage: 'Wir haben die Bestellung {number} storniert. Eine Bestätigung erhalten Sie per E-Mail.',
  },
  cancelSuccessBodyAfterReload: {
    id: 'orders.cancelSuccess.bodyAfterReload',
    defaultMessage: 'Eine Bestätigung erhalten Sie per E-Mail.',
  },
  cancelSuccessBack: { id: 'orders.cancelSuccess.back', defaultMessage: 'Zur Bestellung' },
  // Account home (myAccountHomeRedesign): the latest order and what happens next, per status
  latestOrderTitle: { id: 'orders.home.latestOrder.title', defaultMessage: 'Ihre letzte Bestellung' },
  latestOrderDetails: { id: 'orders.home.latestOrder.details', defaultMessage: 'Bestelldetails ansehen' },
  nextStep_received: {
    id: 'orders.home.nextStep.received',
    defaultMessage:
      'Ihre Bestellung ist bei uns eingegangen. Sobald wir sie bestätigt haben, erhalten Sie eine E-Mail.',
  },
  nextStep_confirmed: {
    id: 'orders.home.nextStep.confirmed',
    defaultMessage: 'Wir haben Ihre Bestellung bestätigt. Als Nächstes stellen wir Ihre Artikel zusammen.',
  },
  nextStep_processing: {
    id: 'orders.home.nextStep.processing',
    defaultMessage: 'Ihre Bestellung wird gerade gepackt. Sobald sie unterwegs ist, schicken wir Ihnen eine E-Mail.',
  },
  nextStep_dispatched: {
    id: 'orders.home.nextStep.dispatched',
    defaultMessage: 'Ihr Paket ist unterwegs. Als Nächstes wird es Ihnen zugestellt.',
  },
  nextStep_inDelivery: {
    id: 'orders.home.nextStep.inDelivery',
    defaultMessage: 'Ihr Paket ist in der Zustellung und kommt in Kürze bei Ihnen an.',
  },
  nextStep_delivered: {
    id: 'orders.home.nextStep.delivered',
    defaultMessage:
      'Ihre Bestellung ist angekommen. Passt etwas nicht, melden Sie die Rücksendung in den Bestelldetails an.',
  },
  nextStep_cancelled: {
    id: 'orders.home.nextStep.cancelled',
    defaultMessage: 'Diese Bestellung ist storniert. Bereits Bezahltes erstatten wir Ihnen innerhalb von 3 Tagen.',
  },
  nextStep_partiallyCancelled: {
    id: 'orders.home.nextStep.partiallyCancelled',
    defaultMessage: 'Ein Teil der Bestellung ist storniert, die übrigen Artikel sind versendet.',
  },
  nextStep_returned: {
    id: 'orders.home.nextStep.returned',
    defaultMessage: 'Ihre Rücksendung ist bei uns eingetroffen. Die Erstattung erhalten Sie innerhalb von 3 Tagen.',
  },
  nextStep_partiallyReturned: {
    id: 'orders.home.nextStep.partiallyReturned',
    defaultMessage:
      'Ein Teil der Bestellung ist als Rücksendung bei uns eingetroffen. Die Erstattung dafür erhalten Sie innerhalb von 3 Tagen.',
  },
  // Account home: GET /orders-insights in figures
  insightsTitle: { id: 'orders.home.insights.title', defaultMessage: 'Ihre Bestellungen in Zahlen' },
  insightsOrdersThisYear: { id: 'orders.home.insights.ordersThisYear', defaultMessage: 'Bestellungen {year}' },
  insightsSavedThisYear: {
    id: 'orders.home.insights.savedThisYear',
    defaultMessage: 'Mit Gutscheinen gespart {year}',
  },
  insightsOpenReturns: { id: 'orders.home.insights.openReturns', defaultMessage: 'Rücksendungen in Bearbeitung' },
  insightsTotalOrders: { id: 'orders.home.insights.totalOrders', defaultMessage: 'Bestellungen insgesamt' },
  insightsReturnedOrders: { id: 'orders.home.insights.returnedOrders', defaultMessage: 'davon retourniert' },
  insightsEmpty: {
    id: 'orders.home.insights.empty',
    defaultMessage:
      'Sobald Sie bestellt haben, sehen Sie hier Ihre Bestellungen, Rücksendungen und Gutschein-Ersparnisse auf einen Blick.',
  },
})
