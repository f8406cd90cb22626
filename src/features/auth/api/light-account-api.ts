import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'
import type { Salutation } from '@/shared/validation/account-form'
import { usernameKind } from '@/shared/validation/username'
import { loginResponseSchema } from './login'

export type LightAccountRequest = {
  salutation: Salutation
  firstName: string
  lastName: string
  email: string
  newsletterConsent: boolean
  /** From a social login that found no account (spec section 3 "Light account"). */
  socialLoginToken?: string
}

/** POST /user/light-account from the account area (creation source accountLightAccount); starts a session. */
export function createLightAccount(request: LightAccountRequest) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/light-account',
    body: { ...request, source: 'accountLightAccount' },
    schema: loginResponseSchema,
  })
}

/**
 * POST /user/light-users/resend-activation-email: mails a light user the link to set a password.
 * Light users may have typed their customer number; the backend then mails the address it holds.
 */
export function resendLightUserActivationEmail(username: string) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/light-users/resend-activation-email',
    body: usernameKind(username) === 'email' ? { email: username } : { customerNumber: username },
    schema: z.unknown(),
  })
}
