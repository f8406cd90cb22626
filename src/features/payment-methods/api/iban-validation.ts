import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'
import { isApiError } from '@/shared/api/api-errors'

export const ibanValidationSchema = z.object({
  bankDetails: z.object({ bankName: z.string(), bic: z.nullish(z.string()) }),
})

/** POST /iban/validation on the payment service, with an IBAN already normalised (uppercase, no spaces). */
export const verifyIban = (iban: string) =>
  apiRequest({
    service: 'payment',
    method: 'POST',
    path: '/iban/validation',
    body: { iban },
    schema: ibanValidationSchema,
  }).then((response) => response.bankDetails)

/** One verification per IBAN: typing it again or saving it reuses the answer. */
export const ibanValidationQueryOptions = (iban: string) =>
  queryOptions({
    queryKey: ['payment-methods', 'iban-validation', iban],
    queryFn: () => verifyIban(iban),
    staleTime: Infinity,
    retry: false,
  })

/** The payment service refused the IBAN itself (4xx), as opposed to failing to answer. */
export function isIbanRefused(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && (error.status ?? 0) >= 400 && (error.status ?? 0) < 500
}
