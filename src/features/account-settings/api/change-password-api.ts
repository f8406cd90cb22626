import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'
import { hasErrorCode, hasStatus } from '@/shared/api/api-errors'
import { paths } from '@/shared/config/paths'

/** POST /user/change-password (currentPassword, newPassword). */
export function changePassword(request: { currentPassword: string; newPassword: string }) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/change-password',
    body: request,
    schema: z.unknown(),
  })
}

/** Spec section 4, "Change password status". */
export type ChangePasswordStatus = 'default' | 'successful' | 'wrongPassword' | 'wrongToken' | 'genericError'

/**
 * Spec section 8: 403 is the wrong password, otherwise the generic error. A 401 means the service refused
 * the sign-in token: "wrong token". A refusal of a new password equal to the old one says "same as old".
 */
export function changePasswordFailure(error: unknown): 'wrongPassword' | 'wrongToken' | 'sameAsOld' | 'genericError' {
  if (hasStatus(error, 403)) return 'wrongPassword'
  if (hasStatus(error, 401)) return 'wrongToken'
  if (hasStatus(error, 400) && hasErrorCode(error, 'password_same_as_old')) return 'sameAsOld'
  return 'genericError'
}

/**
 * A social-login account without a password gets the emailed set-password link (spec section 6), which
 * opens the set-password page in its social variant.
 */
export function requestSetPasswordLink(email: string) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/reset-password',
    body: {
      username: email,
      reason: 'set-password-for-social-login',
      redirectUri: paths.setPassword.getHref(undefined, 'social'),
    },
    schema: z.unknown(),
  })
}
