import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'

/** What a customer may prefer; installment purchase is chosen per order, never as preferred (spec section 5). */
export const preferableMethods = ['INVOICE', 'DIRECT_DEBIT', 'PAYPAL'] as const
export type PreferableMethod = (typeof preferableMethods)[number]

/** The choices the form offers: the preferable ones, and installment purchase, which it refuses. */
export const offeredMethods = [...preferableMethods, 'INSTALLMENT'] as const
export type OfferedMethod = (typeof offeredMethods)[number]

export function isPreferable(method: string): method is PreferableMethod {
  return (preferableMethods as readonly string[]).includes(method)
}

/** The answer of PATCH /user/preferred-payment: the method now preferred. */
export const preferredPaymentAnswerSchema = z.object({ preferredPaymentMethod: z.string() })

/** PATCH /user/preferred-payment. */
export const setPreferredPayment = (preferredPaymentMethod: PreferableMethod) =>
  apiRequest({
    service: 'customer',
    method: 'PATCH',
    path: '/user/preferred-payment',
    body: { preferredPaymentMethod },
    schema: preferredPaymentAnswerSchema,
  })

/** The service's refusals, shown at the choice. */
export const preferredPaymentRefusals = {
  installment: 'INSTALLMENT_NOT_ALLOWED_AS_PREFERRED',
  bankingDetailsMissing: 'BANKING_DETAILS_MISSING',
} as const
