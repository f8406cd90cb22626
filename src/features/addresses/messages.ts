import { defineMessages } from '@/shared/intl/define-messages'

export const addressMessages = defineMessages({
  // The address book
  billingHeading: { id: 'addresses.billing.heading', defaultMessage: 'Rechnungsadresse' },
  billingMissing: {
    id: 'addresses.billing.missing',
    defaultMessage:
      'Sie haben noch keine Rechnungsadresse hinterlegt. Ohne sie können wir Ihnen keine Rechnung schicken.',
  },
  billingEdit: { id: 'addresses.billing.edit', defaultMessage: 'Rechnungsadresse bearbeiten' },
  deliveryHeading: { id: 'addresses.delivery.heading', defaultMessage: 'Lieferadressen' },
  deliveryAdd: { id: 'addresses.delivery.add', defaultMessage: 'Neue Lieferadresse hinzufügen' },
  limitReached: {
    id: 'addresses.delivery.limitReached',
    defaultMessage:
      'Sie haben die höchste Zahl an Lieferadressen erreicht. Um eine neue hinzuzufügen, löschen Sie bitte zuerst eine andere.',
  },
  setPreferred: { id: 'addresses.delivery.setPreferred', defaultMessage: 'Als bevorzugte Adresse festlegen' },
  setPreferredFor: {
    id: 'addresses.delivery.setPreferredFor',
    defaultMessage: 'Als bevorzugte Adresse festlegen: {address}',
  },
  edit: { id: 'addresses.delivery.edit', defaultMessage: 'Bearbeiten' },
  editFor: { id: 'addresses.delivery.editFor', defaultMessage: 'Die Adresse {address} bearbeiten' },
  delete: { id: 'addresses.delivery.delete', defaultMessage: 'Löschen' },
  deleteFor: { id: 'addresses.delivery.deleteFor', defaultMessage: 'Die Adresse {address} löschen' },
  deleted: { id: 'addresses.delivery.deleted', defaultMessage: 'Diese Adresse wurde gelöscht.' },
  restore: { id: 'addresses.delivery.restore', defaultMessage: 'Wiederherstellen' },
  restoreFor: { id: 'addresses.delivery.restoreFor', defaultMessage: 'Die Adresse {address} wiederherstellen' },
  phoneShown: { id: 'addresses.phoneShown', defaultMessage: 'Telefon {phone}' },
  // The warning list: addresses saved with a post number DHL does not know (spec section 4).
  warningTitle: { id: 'addresses.warning.title', defaultMessage: 'Bitte prüfen Sie Ihre DHL-Postnummer' },
  warningBody: {
    id: 'addresses.warning.body',
    defaultMessage: 'An diese Adressen können wir erst liefern, wenn die DHL-Postnummer stimmt:',
  },
  postNumberInvalid: {
    id: 'addresses.delivery.postNumberInvalid',
    defaultMessage: 'Die DHL-Postnummer {number} ist ungültig. Bitte korrigieren Sie sie.',
  },

  // Parcel-station kinds (spec section 3)
  kind_PACKSTATION: { id: 'addresses.kind.PACKSTATION', defaultMessage: 'Packstation' },
  kind_POSTFILIALE: { id: 'addresses.kind.POSTFILIALE', defaultMessage: 'Postfiliale' },
  kind_PAKETSHOP: { id: 'addresses.kind.PAKETSHOP', defaultMessage: 'Paketshop' },
  kind_POSTSTATION: { id: 'addresses.kind.POSTSTATION', defaultMessage: 'Poststation' },

  // The forms
  addTitle: { id: 'addresses.add.title', defaultMessage: 'Neue Lieferadresse' },
  editTitle: { id: 'addresses.edit.title', defaultMessage: 'Lieferadresse bearbeiten' },
  billingCreateTitle: { id: 'addresses.billing.createTitle', defaultMessage: 'Rechnungsadresse angeben' },
  billingPrefilledFromCheckout: {
    id: 'addresses.billing.prefilledFromCheckout',
    defaultMessage: 'Wir haben die Adresse aus Ihrer Bestellung eingetragen. Bitte prüfen Sie sie vor dem Speichern.',
  },
  billingIntro: {
    id: 'addresses.billing.intro',
    defaultMessage: 'An diese Adresse schicken wir Ihre Rechnungen. Eine Packstation ist hier nicht möglich.',
  },
  person: { id: 'addresses.form.person', defaultMessage: 'Empfänger' },
  address: { id: 'addresses.form.address', defaultMessage: 'Adresse' },
  addressType: { id: 'addresses.form.addressType', defaultMessage: 'Adressart' },
  type_POSTAL: { id: 'addresses.form.type.POSTAL', defaultMessage: 'Hausanschrift' },
  type_DHL_ADDRESS: { id: 'addresses.form.type.DHL_ADDRESS', defaultMessage: 'Packstation oder Filiale (DHL)' },
  stationKind: { id: 'addresses.form.stationKind', defaultMessage: 'Art der Station' },
  stationNumber: { id: 'addresses.form.stationNumber', defaultMessage: 'Nummer der Station' },
  stationNumberHint: { id: 'addresses.form.stationNumber.hint', defaultMessage: '3 Ziffern, z. B. 123' },
  stationNumberInvalid: {
    id: 'addresses.form.stationNumber.invalid',
    defaultMessage: 'Bitte prüfen Sie die Nummer der Station: Sie hat genau 3 Ziffern.',
  },
  dhlPostNumber: { id: 'addresses.form.dhlPostNumber', defaultMessage: 'DHL-Postnummer' },
  dhlPostNumberHint: {
    id: 'addresses.form.dhlPostNumber.hint',
    defaultMessage: 'Ihre persönliche Postnummer aus Ihrem DHL-Kundenkonto, 6 bis 10 Ziffern',
  },
  dhlPostNumberInvalid: {
    id: 'addresses.form.dhlPostNumber.invalid',
    defaultMessage: 'Bitte prüfen Sie Ihre DHL-Postnummer: Sie hat 6 bis 10 Ziffern.',
  },
  dhlOnlyGermany: {
    id: 'addresses.form.dhlOnlyGermany',
    defaultMessage: 'Packstationen und Filialen von DHL gibt es nur in Deutschland.',
  },
  streetPackstation: {
    id: 'addresses.form.streetPackstation',
    defaultMessage:
      'Bitte prüfen Sie Ihre Straße: Für eine Packstation wählen Sie bitte die Adressart „Packstation oder Filiale (DHL)“.',
  },
  save: { id: 'addresses.form.save', defaultMessage: 'Adresse speichern' },

  // The address check (spec sections 4 and 5)
  suggestionTitle: { id: 'addresses.suggestion.title', defaultMessage: 'Meinten Sie diese Adresse?' },
  suggestionIntro: {
    id: 'addresses.suggestion.intro',
    defaultMessage: 'Wir haben Ihre Adresse geprüft und eine passende gefunden. Welche sollen wir speichern?',
  },
  suggestionSuggested: { id: 'addresses.suggestion.suggested', defaultMessage: 'Unser Vorschlag' },
  suggestionTyped: { id: 'addresses.suggestion.typed', defaultMessage: 'Ihre Eingabe' },
  suggestionAccept: { id: 'addresses.suggestion.accept', defaultMessage: 'Vorschlag übernehmen' },
  suggestionKeep: { id: 'addresses.suggestion.keep', defaultMessage: 'Meine Eingabe behalten' },

  // Errors (spec section 8)
  validateFailed: {
    id: 'addresses.error.validate',
    defaultMessage: 'Wir konnten Ihre Adresse gerade nicht prüfen. Bitte versuchen Sie es nochmal.',
  },
  saveFailed: {
    id: 'addresses.error.save',
    defaultMessage: 'Ihre Adresse konnte nicht gespeichert werden. Bitte versuchen Sie es nochmal.',
  },
  setPreferredFailed: {
    id: 'addresses.error.setPreferred',
    defaultMessage: 'Die bevorzugte Lieferadresse konnte nicht geändert werden. Bitte versuchen Sie es nochmal.',
  },
  restoreFailed: {
    id: 'addresses.error.restore',
    defaultMessage: 'Die Adresse konnte nicht wiederhergestellt werden. Bitte versuchen Sie es nochmal.',
  },
  notFound: {
    id: 'addresses.error.notFound',
    defaultMessage: 'Diese Adresse gibt es nicht mehr. Vielleicht wurde sie gelöscht.',
  },
  backToAddresses: { id: 'addresses.backToAddresses', defaultMessage: 'Zu meinen Adressen' },

  // Success
  billingCreatedTitle: { id: 'addresses.billingCreated.title', defaultMessage: 'Rechnungsadresse gespeichert' },
  billingCreatedBody: {
    id: 'addresses.billingCreated.body',
    defaultMessage: 'Vielen Dank! Ihr Profil ist jetzt vollständig.',
  },
  createdClose: { id: 'addresses.billingCreated.close', defaultMessage: 'Alles klar' },
  saved: { id: 'addresses.saved', defaultMessage: 'Die Adresse wurde gespeichert.' },
})
