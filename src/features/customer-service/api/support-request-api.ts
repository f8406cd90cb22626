import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'

export type SupportRequest = { email: string; subject: string; message: string }

/** The id the request and its logs are found by; a customer who calls about a failure can quote it. */
export const correlationHeader = 'x-correlation-id'

export const supportRequestResponseSchema = z.nullable(z.object({ id: z.optional(z.string()) }))

/** POST /user/support-requests with a correlation header (the client sends cookies with every call). */
export const sendSupportRequest = (request: SupportRequest, correlationId: string) =>
  apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/support-requests',
    body: request,
    headers: { [correlationHeader]: correlationId },
    schema: supportRequestResponseSchema,
  })
