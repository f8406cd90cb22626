import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'

/** POST /user/reset-password: mails a link to set a password, with why and where the link leads. */
function mailPasswordLink(username: string, reason: string, redirectUri: string) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/reset-password',
    body: { username, reason, redirectUri },
    schema: z.unknown(),
  })
}

/** The link to set a new password when the old one is forgotten. */
export function requestPasswordReset(username: string) {
  return mailPasswordLink(username, 'password-forgotten', '/set-password')
}

/**
 * The link for a social-login account without a password (spec section 6: "social-login accounts
 * can set one via an emailed link"); it opens the set-password page in its social variant.
 */
export function requestSetPasswordLinkForSocialLogin(username: string) {
  return mailPasswordLink(username, 'set-password-for-social-login', '/set-password?type=social')
}

/** Sets a password with the token from a mailed link. */
function setPassword(path: '/user/set-password' | '/user/sn/set-password', token: string, password: string) {
  return apiRequest({ service: 'customer', method: 'POST', path, body: { token, password }, schema: z.unknown() })
}

/** POST /user/set-password with the token from the mailed link. */
export function setPasswordWithToken(token: string, password: string) {
  return setPassword('/user/set-password', token, password)
}

/** POST /user/sn/set-password: the first password of a social-login account, with its mailed token. */
export function setPasswordForSocialLogin(token: string, password: string) {
  return setPassword('/user/sn/set-password', token, password)
}
