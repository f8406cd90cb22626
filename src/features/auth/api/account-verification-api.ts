import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'

/** The proof a customer without credentials gives on one of the verification steps. */
export type AccountVerificationProof =
  | { verificationMethod: 'ORDER_NUMBER'; orderNumber: string }
  | { verificationMethod: 'CUSTOMER_NUMBER'; customerNumber: string }
  | { verificationMethod: 'ADDRESS'; zipCode: string; street: string; streetNumber: string }

export type AccountVerificationRequest = AccountVerificationProof & {
  /** Email or customer number, as on the login page. */
  username: string
  /** year-month-day, as the backend stores it. */
  dateOfBirth: string
}

/** Spec section 4: VERIFIED goes to the success route, any other status to the customer service. */
export const accountVerificationResponseSchema = z.object({ status: z.string() })

export type AccountVerificationResponse = z.infer<typeof accountVerificationResponseSchema>

/** POST /customers/verify (customer service): on success the backend mails a link to set a password. */
export function verifyAccount(request: AccountVerificationRequest): Promise<AccountVerificationResponse> {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/customers/verify',
    body: request,
    schema: accountVerificationResponseSchema,
  })
}
