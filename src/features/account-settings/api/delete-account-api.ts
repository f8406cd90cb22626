import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'

/** POST /user/delete-account (password): deletes the account and ends the session. */
export function deleteAccount(password: string) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/delete-account',
    body: { password },
    schema: z.unknown(),
  })
}
