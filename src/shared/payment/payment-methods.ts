import { defineMessages } from '@/shared/intl/define-messages'

/** Payment method kinds of spec section 3; INVALID_METHOD is a method the shop no longer accepts. */
export const paymentMethodKinds = ['INVOICE', 'DIRECT_DEBIT', 'PAYPAL', 'INVALID_METHOD'] as const
export type PaymentMethodKind = (typeof paymentMethodKinds)[number]

export function isPaymentMethodKind(value: unknown): value is PaymentMethodKind {
  return typeof value === 'string' && (paymentMethodKinds as readonly string[]).includes(value)
}

/** How a preferred payment method reads, on personal data and on the payment methods page. */
export const paymentMethodMessages = defineMessages({
  preferred: { id: 'paymentMethod.preferred', defaultMessage: 'Bevorzugte Zahlungsart' },
  INVOICE: { id: 'paymentMethod.INVOICE', defaultMessage: 'Rechnung' },
  DIRECT_DEBIT: { id: 'paymentMethod.DIRECT_DEBIT', defaultMessage: 'Lastschrift' },
  PAYPAL: { id: 'paymentMethod.PAYPAL', defaultMessage: 'PayPal' },
  INSTALLMENT: { id: 'paymentMethod.INSTALLMENT', defaultMessage: 'Ratenkauf' },
  INVALID_METHOD: {
    id: 'paymentMethod.INVALID_METHOD',
    defaultMessage: 'Keine gültige Zahlungsart hinterlegt',
  },
  none: { id: 'paymentMethod.none', defaultMessage: 'Keine bevorzugte Zahlungsart gewählt' },
})

/** The label of a preferred payment method as the customer service sends it; unknown values read as invalid. */
export function paymentMethodLabel(value: string | null | undefined) {
  if (!value) return paymentMethodMessages.none
  return isPaymentMethodKind(value) ? paymentMethodMessages[value] : paymentMethodMessages.INVALID_METHOD
}
