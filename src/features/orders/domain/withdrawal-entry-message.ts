import { defineMessages } from '@/shared/intl/define-messages'

/**
 * "Vertrag widerrufen": the footer's and the navigation's entry. Apart from the other withdrawal
 * texts, which only order details and the withdrawal page need: the shell loads with every page.
 */
export const { withdrawContract: withdrawalEntryMessage } = defineMessages({
  withdrawContract: { id: 'withdrawal.entry', defaultMessage: 'Vertrag widerrufen' },
})
