import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'

export const usernameCheckSchema = z.object({
  exists: z.boolean(),
  hasPassword: z.optional(z.boolean()),
  socialLoginProvider: z.nullish(z.enum(['GOOGLE', 'FACEBOOK', 'APPLE'])),
})

/** GET /user/account/check: does an account with this username exist, and can it sign in with a password? */
export function checkUsername(username: string, recaptchaToken: string) {
  return apiRequest({
    service: 'customer',
    path: '/user/account/check',
    query: { username },
    headers: { 'x-recaptcha-token': recaptchaToken },
    schema: usernameCheckSchema,
  })
}
