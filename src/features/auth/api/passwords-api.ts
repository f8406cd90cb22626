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
