import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'

export const loginResponseSchema = z.object({
  type: z.optional(z.literal('success')),
  email: z.nullish(z.string()),
  customerNumber: z.nullish(z.string()),
})

export type LoginRequest = { username: string; password: string; stayLoggedIn: boolean }

/** POST /user/login with the reCAPTCHA token and a correlation id for support cases. */
export function login(request: LoginRequest, recaptchaToken: string) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/login',
    body: request,
    headers: { 'x-recaptcha-token': recaptchaToken, 'x-correlation-id': crypto.randomUUID() },
    schema: loginResponseSchema,
  })
}
