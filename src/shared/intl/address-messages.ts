import { defineMessages } from '@/shared/intl/define-messages'

/** Texts about a customer's addresses that both the personal data and the address book show. */
export const addressMessages = defineMessages({
  preferredDeliveryAddress: { id: 'address.preferredDelivery', defaultMessage: 'Bevorzugte Lieferadresse' },
  noDeliveryAddress: { id: 'address.noDelivery', defaultMessage: 'Sie haben noch keine Lieferadresse hinterlegt.' },
  dhlPostNumberShown: { id: 'address.dhlPostNumberShown', defaultMessage: 'DHL-Postnummer {number}' },
})
