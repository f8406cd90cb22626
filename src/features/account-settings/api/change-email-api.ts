import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'
import { hasErrorCode, hasStatus, isApiError, isNoResponse } from '@/shared/api/api-errors'

export type ChangeEmailRequest = { password: string; newEmail: string; newsletterOptIn: boolean }

/** POST /user/change-email (password, newEmail, newsletterOptIn; header x-request-source SHOP): mails a confirmation link to the new address. */
export function changeEmail(request: ChangeEmailRequest) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/change-email',
    headers: { 'x-request-source': 'SHOP' },
    body: request,
    schema: z.unknown(),
  })
}

/** Spec section 4, "Change email status". */
export type ChangeEmailStatus =
  'default' | 'wrongPassword' | 'invalidEmail' | 'emailAlreadyExists' | 'genericError' | 'changeSuccessful'

const emailAlreadyExistsKey = 'email_already_exists'

/** Whether a refusal names the email-already-exists key: as its code, or as the path of one of its errors. */
function namesEmailAlreadyExists(body: unknown, code: string | undefined): boolean {
  if (code?.toLowerCase() === emailAlreadyExistsKey) return true
  const errors = z.object({ errors: z.array(z.object({ path: z.string() })) }).safeParse(body)
  return errors.success && errors.data.errors.some((error) => error.path.toLowerCase() === emailAlreadyExistsKey)
}

/**
 * Spec section 8: 403 is the wrong password; 400 with the email-already-exists key says the address is
 * taken, any other 400 that it is invalid; everything else is the generic error.
 */
export function changeEmailFailure(error: unknown): Exclude<ChangeEmailStatus, 'default' | 'changeSuccessful'> {
  if (isNoResponse(error) || !isApiError(error)) return 'genericError'
  if (hasStatus(error, 403)) return 'wrongPassword'
  if (hasStatus(error, 400))
    return namesEmailAlreadyExists(error.body, error.code) ? 'emailAlreadyExists' : 'invalidEmail'
  return 'genericError'
}

export const emailChangeConfirmationSchema = z.object({ email: z.string() })

const alreadyConfirmedCode = 'email_change_already_confirmed'

/**
 * POST /user/change-email/doi/verify (token): the new address is confirmed and from now on the username.
 * A 409 `email_change_already_confirmed` says the link did so already (a retry after a lost answer, the
 * link opened again): that is the confirmation done, with the address the service names.
 */
export async function confirmEmailChange(token: string): Promise<z.infer<typeof emailChangeConfirmationSchema>> {
  try {
    return await apiRequest({
      service: 'customer',
      method: 'POST',
      path: '/user/change-email/doi/verify',
      body: { token },
      schema: emailChangeConfirmationSchema,
    })
  } catch (error) {
    if (isApiError(error) && error.status === 409 && hasErrorCode(error, alreadyConfirmedCode)) {
      const confirmed = emailChangeConfirmationSchema.safeParse(error.body)
      if (confirmed.success) return confirmed.data
    }
    throw error
  }
}
