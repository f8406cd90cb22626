import * as v from 'valibot'
import { apiRequest } from '@/shared/api/api-client'

export const usernameCheckSchema = v.object({
  exists: v.boolean(),
  hasPassword: v.optional(v.boolean()),
  socialLoginProvider: v.nullish(v.picklist(['GOOGLE', 'FACEBOOK', 'APPLE'])),
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
