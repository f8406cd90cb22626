import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'

/** POST /user/reset-password: mails a link to set a new password (reason and where the link leads). */
export function requestPasswordReset(username: string) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/reset-password',
    body: { username, reason: 'password-forgotten', redirectUri: '/set-password' },
    schema: z.unknown(),
  })
}

/**
 * The link for a social-login account without a password (spec section 6: "social-login accounts
 * can set one via an emailed link"); it opens the set-password page in its social variant.
 */
export function requestSetPasswordLinkForSocialLogin(username: string) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/reset-password',
    body: { username, reason: 'set-password-for-social-login', redirectUri: '/set-password?type=social' },
    schema: z.unknown(),
  })
}

/** POST /user/set-password with the token from the mailed link. */
export function setPasswordWithToken(token: string, password: string) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/set-password',
    body: { token, password },
    schema: z.unknown(),
  })
}

/** POST /user/sn/set-password: the first password of a social-login account, with its mailed token. */
export function setPasswordForSocialLogin(token: string, password: string) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/sn/set-password',
    body: { token, password },
    schema: z.unknown(),
  })
}
