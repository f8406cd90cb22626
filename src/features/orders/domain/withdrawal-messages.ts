import { defineMessages } from '@/shared/intl/define-messages'
import { withdrawalEntryMessage } from './withdrawal-entry-message'

/** The withdrawal entry and its period, shared by order details and the withdrawal page. */
export const withdrawalMessages = defineMessages({
  withdrawContract: withdrawalEntryMessage,
  periodEndsOn: { id: 'withdrawal.period.endsOn', defaultMessage: 'Widerrufsfrist bis einschließlich {date}.' },
  periodNotStarted: {
    id: 'withdrawal.period.notStarted',
    defaultMessage: 'Die Widerrufsfrist von 14 Tagen beginnt mit Erhalt der Ware; Sie können schon jetzt widerrufen.',
  },
  periodExpired: {
    id: 'withdrawal.period.expired',
    defaultMessage: 'Ein Widerruf ist nicht mehr möglich: Die Widerrufsfrist ist am {date} abgelaufen.',
  },
  blocked_cancelled: {
    id: 'withdrawal.blocked.cancelled',
    defaultMessage: 'Ein Widerruf ist nicht nötig: Diese Bestellung wurde storniert.',
  },
  blocked_returned: {
    id: 'withdrawal.blocked.returned',
    defaultMessage: 'Ein Widerruf ist nicht mehr möglich: Die Ware ist bereits zurückgeschickt.',
  },
  blocked_withdrawn: {
    id: 'withdrawal.blocked.withdrawn',
    defaultMessage: 'Sie haben diesen Vertrag bereits widerrufen.',
  },
  item_cancelled: { id: 'withdrawal.item.cancelled', defaultMessage: 'Nicht widerrufbar: storniert' },
  item_returned: { id: 'withdrawal.item.returned', defaultMessage: 'Nicht widerrufbar: bereits zurückgeschickt' },
  item_withdrawn: { id: 'withdrawal.item.withdrawn', defaultMessage: 'Nicht widerrufbar: bereits widerrufen' },
})
