import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'

/** POST /user/magic-link/login: mails a one-time sign-in link (reCAPTCHA-protected). */
export function requestMagicLink(username: string, recaptchaToken: string) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/magic-link/login',
    body: { username, source: 'MY_ACCOUNT' },
    headers: { 'x-recaptcha-token': recaptchaToken },
    schema: z.unknown(),
  })
}

export const magicLinkVerifyResponseSchema = z.object({
  type: z.literal('success'),
  email: z.nullish(z.string()),
  customerNumber: z.nullish(z.string()),
})

/** POST /user/magic-link/verify: redeems the mailed token and starts a session. */
export function verifyMagicLink(token: string) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/magic-link/verify',
    body: { token },
    schema: magicLinkVerifyResponseSchema,
  })
}
