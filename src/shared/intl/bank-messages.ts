import { defineMessages } from '@/shared/intl/define-messages'

/** Texts about bank accounts that both the customer's bank details and the shop's account for transfers show. */
export const bankMessages = defineMessages({
  iban: { id: 'bank.iban', defaultMessage: 'IBAN' },
})
