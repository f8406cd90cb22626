import type { OrderStatus } from './api/order-schemas'
import { orderMessages } from './messages'

export function orderStatusMessage(status: OrderStatus) {
  return orderMessages[`status_${status}`]
}

export const progressSteps = ['confirmed', 'processing', 'dispatched', 'delivered'] as const
export type ProgressStep = (typeof progressSteps)[number]

/** How far an order has come on confirmed → processing → dispatched → delivered; none when cancelled. */
export function progressIndex(status: OrderStatus): number | undefined {
  switch (status) {
    case 'received':
    case 'confirmed':
      return 0
    case 'processing':
      return 1
    case 'dispatched':
    case 'inDelivery':
    case 'partiallyCancelled':
      return 2
    case 'delivered':
    case 'returned':
    case 'partiallyReturned':
      return 3
    case 'cancelled':
      return undefined
  }
}

export const cancelReasonCodes = [
  'CHANGED_MIND',
  'ORDERED_BY_MISTAKE',
  'FOUND_CHEAPER',
  'DELIVERY_TOO_LATE',
  'OTHER',
] as const
export type CancelReasonCode = (typeof cancelReasonCodes)[number]

export const returnableStatuses: OrderStatus[] = ['delivered', 'partiallyReturned', 'partiallyCancelled']
