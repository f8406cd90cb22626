import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'
import { isApiError } from '@/shared/api/api-errors'

export const withdrawalScopes = ['order', 'items'] as const
export type WithdrawalScope = (typeof withdrawalScopes)[number]

/** What the customer declares: who, which order, where the receipt goes, and what is withdrawn. */
export type WithdrawalDeclaration = {
  name: string
  orderNumber: string
  email: string
  scope: WithdrawalScope
  /** The items chosen from a signed-in customer's order. */
  skus?: string[]
  /** A guest's own words for the items (their order's items are not shown to them). */
  itemsDescription?: string
}

export const withdrawalReceiptSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  name: z.string(),
  email: z.string(),
  scope: z.enum(withdrawalScopes),
  itemsDescription: z.nullable(z.string()),
  declaredAt: z.string(),
  items: z.array(z.object({ sku: z.string(), title: z.string(), quantity: z.number() })),
})
export type WithdrawalReceipt = z.infer<typeof withdrawalReceiptSchema>

/**
 * POST /api/withdrawals at the order service (ours: the spec predates the withdrawal function),
 * signed in or not. Answers with the recorded declaration and when it was received.
 */
export function declareWithdrawal(declaration: WithdrawalDeclaration) {
  return apiRequest({
    service: 'orderService',
    method: 'POST',
    path: '/api/withdrawals',
    body: declaration,
    schema: withdrawalReceiptSchema,
  })
}

export const withdrawalRefusalSchema = z.object({
  code: z.string(),
  declaredAt: z.nullish(z.string()),
  periodEndsOn: z.nullish(z.string()),
  reason: z.nullish(z.string()),
})

/** Why the order service refused a declaration, from its error answer; undefined for any other failure. */
export function withdrawalRefusal(error: unknown) {
  if (!isApiError(error) || error.status === undefined || error.status >= 500) return undefined
  const parsed = withdrawalRefusalSchema.safeParse(error.body)
  return parsed.success ? parsed.data : undefined
}
