import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'
import { hasStatus } from '@/shared/api/api-errors'

export const bankingDetailsSchema = z.object({
  accountHolder: z.string(),
  iban: z.string(),
  bankName: z.nullish(z.string()),
})
export type BankingDetails = z.infer<typeof bankingDetailsSchema>

export const paymentMethodKeys = {
  bankingDetails: ['payment-methods', 'banking-details'] as const,
}

/** GET /user/banking-details; none stored (404) is no bank details, not a failure. */
export async function getBankingDetails(): Promise<BankingDetails | null> {
  try {
    return await apiRequest({ service: 'customer', path: '/user/banking-details', schema: bankingDetailsSchema })
  } catch (error) {
    if (hasStatus(error, 404)) return null
    throw error
  }
}

export const bankingDetailsQueryOptions = () =>
  queryOptions({ queryKey: paymentMethodKeys.bankingDetails, queryFn: getBankingDetails })

export type BankingDetailsInput = { accountHolder: string; iban: string; bankName: string }

/** POST /user/banking-details: the IBAN uppercased and without spaces, the bank name from its verification. */
export const saveBankingDetails = (input: BankingDetailsInput) =>
  apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/banking-details',
    body: input,
    schema: bankingDetailsSchema,
  })

/** DELETE /user/banking-details. */
export const deleteBankingDetails = () =>
  apiRequest({ service: 'customer', method: 'DELETE', path: '/user/banking-details', schema: z.unknown() })
