import { defineMessages } from '@/shared/intl/define-messages'

export const paymentMethodsPageMessages = defineMessages({
  preferredIntro: {
    id: 'paymentMethods.preferred.intro',
    defaultMessage: 'Diese Zahlungsart schlagen wir Ihnen bei jeder Bestellung zuerst vor.',
  },
  preferredLegend: { id: 'paymentMethods.preferred.legend', defaultMessage: 'Zahlungsart wählen' },
  preferredCurrent: { id: 'paymentMethods.preferred.current', defaultMessage: 'Derzeit bevorzugt: {method}' },
  preferredInvalid: {
    id: 'paymentMethods.preferred.invalid',
    defaultMessage:
      'Ihre bisherige bevorzugte Zahlungsart ist nicht mehr möglich. Bitte wählen Sie eine neue bevorzugte Zahlungsart.',
  },
  preferredRequired: { id: 'paymentMethods.preferred.required', defaultMessage: 'Bitte wählen Sie eine Zahlungsart.' },
  installmentRefused: {
    id: 'paymentMethods.preferred.installmentRefused',
    defaultMessage:
      'Ratenkauf können Sie nicht als bevorzugte Zahlungsart festlegen. Sie können ihn bei jeder Bestellung wählen.',
  },
  directDebitNeedsBankDetails: {
    id: 'paymentMethods.preferred.directDebitNeedsBankDetails',
    defaultMessage: 'Für Lastschrift hinterlegen Sie bitte zuerst Ihre Bankverbindung.',
  },
  directDebitHint: {
    id: 'paymentMethods.preferred.directDebitHint',
    defaultMessage: 'nur mit hinterlegter Bankverbindung',
  },
  preferredSave: { id: 'paymentMethods.preferred.save', defaultMessage: 'Als bevorzugt speichern' },
  preferredSaved: {
    id: 'paymentMethods.preferred.saved',
    defaultMessage: 'Ihre bevorzugte Zahlungsart ist jetzt: {method}.',
  },

  bankTitle: { id: 'paymentMethods.bank.title', defaultMessage: 'Bankverbindung für Lastschrift' },
  bankNone: { id: 'paymentMethods.bank.none', defaultMessage: 'Sie haben noch keine Bankverbindung hinterlegt.' },
  bankLoadFailed: {
    id: 'paymentMethods.bank.loadFailed',
    defaultMessage: 'Ihre Bankverbindung konnte nicht geladen werden.',
  },
  accountHolder: { id: 'paymentMethods.bank.accountHolder', defaultMessage: 'Kontoinhaber' },
  ibanMaskedLabel: { id: 'paymentMethods.bank.ibanMasked', defaultMessage: 'IBAN, endet auf {ending}' },
  bankName: { id: 'paymentMethods.bank.bankName', defaultMessage: 'Bank' },
  bankAdd: { id: 'paymentMethods.bank.add', defaultMessage: 'Bankverbindung hinzufügen' },
  bankChange: { id: 'paymentMethods.bank.change', defaultMessage: 'Bankverbindung ändern' },
  bankDelete: { id: 'paymentMethods.bank.delete', defaultMessage: 'Bankverbindung löschen' },
  bankDeleteQuestion: { id: 'paymentMethods.bank.deleteQuestion', defaultMessage: 'Bankverbindung wirklich löschen?' },
  bankDeleteConsequence: {
    id: 'paymentMethods.bank.deleteConsequence',
    defaultMessage:
      'Ohne Bankverbindung können Sie nicht mehr per Lastschrift bezahlen. War Lastschrift Ihre bevorzugte Zahlungsart, schlagen wir Ihnen künftig Rechnung vor.',
  },
  bankDeleteConfirm: { id: 'paymentMethods.bank.deleteConfirm', defaultMessage: 'Ja, löschen' },
  bankDeleteCancel: { id: 'paymentMethods.bank.deleteCancel', defaultMessage: 'Nein, behalten' },
  bankDeleteFailed: {
    id: 'paymentMethods.bank.deleteFailed',
    defaultMessage: 'Ihre Bankverbindung konnte nicht gelöscht werden. Bitte versuchen Sie es später nochmal.',
  },
  bankDeleted: { id: 'paymentMethods.bank.deleted', defaultMessage: 'Ihre Bankverbindung wurde gelöscht.' },
  bankSaved: { id: 'paymentMethods.bank.saved', defaultMessage: 'Ihre Bankverbindung wurde gespeichert.' },

  editIntro: {
    id: 'paymentMethods.edit.intro',
    defaultMessage: 'Wir buchen Lastschriften von diesem Konto ab. Die Bank ermitteln wir aus Ihrer IBAN.',
  },
  accountHolderRequired: {
    id: 'paymentMethods.edit.accountHolderRequired',
    defaultMessage: 'Bitte geben Sie den Kontoinhaber an.',
  },
  ibanHintGermany: { id: 'paymentMethods.edit.ibanHint.de', defaultMessage: 'z. B. DE89 3704 0044 0532 0130 00' },
  ibanHintAustria: { id: 'paymentMethods.edit.ibanHint.at', defaultMessage: 'z. B. AT61 1904 3002 3457 3201' },
  ibanRequired: { id: 'paymentMethods.edit.ibanRequired', defaultMessage: 'Bitte geben Sie Ihre IBAN ein.' },
  ibanInvalid: { id: 'paymentMethods.edit.ibanInvalid', defaultMessage: 'Bitte prüfen Sie Ihre IBAN.' },
  ibanVerifying: { id: 'paymentMethods.edit.ibanVerifying', defaultMessage: 'IBAN wird geprüft …' },
  ibanBank: { id: 'paymentMethods.edit.ibanBank', defaultMessage: 'Bank: {bankName}' },
  save: { id: 'paymentMethods.edit.save', defaultMessage: 'Bankverbindung speichern' },
  backToList: { id: 'paymentMethods.edit.backToList', defaultMessage: 'Zurück zu den Zahlungsarten' },
})
