import { z } from 'zod'
import { apiRequest } from '@/shared/api/api-client'

export const loginResponseSchema = z.object({
  type: z.literal('success').optional(),
  email: z.string().nullish(),
  customerNumber: z.string().nullish(),
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
