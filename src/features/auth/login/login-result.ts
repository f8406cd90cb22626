import { isApiError, isNoResponse, tooManyAttemptsWait } from '@/shared/api/api-errors'
import type { ShopLocale } from '@/shared/config/locales'
import type { LoginMethod } from '@/shared/session/local-preferences'
import { usernameKind, compactCustomerNumber } from '@/shared/validation/username'

/** Spec section 3 "Login result", error branch. */
export type LoginFailureReason = 'UNKNOWN' | 'REJECTED' | 'CONNECTION' | 'WRONG_CUSTOMER'
export type LoginMessageKey =
  | 'login.failedNotAllowedForCountryCode'
  | 'login.NotAuthorizedException'
  | 'login.genericError'
  | 'login.connectionError'
  | 'login.wrongCustomer'
  | 'login.wrongAccountNumber'
  | 'login.invalidCredentials'
  | 'login.tooManyAttempts'

export type LoginError = {
  type: 'error'
  messageKey: LoginMessageKey
  reason: LoginFailureReason
  status?: number
  customerCountryCode?: string
  loginMethod?: LoginMethod
  /** login.tooManyAttempts: when the service takes the next attempt (null: it did not say). */
  retryAfterMinutes?: number | null
}

function bodyField(body: unknown, field: string): string | undefined {
  if (body === null || typeof body !== 'object') return undefined
  const value = (body as Record<string, unknown>)[field]
  return typeof value === 'string' ? value : undefined
}

/** The service throttles sign-in (429): the message with the wait, the customer's input kept. */
function tooManyAttempts(
  error: unknown,
): Pick<LoginError, 'messageKey' | 'reason' | 'status' | 'retryAfterMinutes'> | undefined {
  const wait = tooManyAttemptsWait(error)
  if (!wait) return undefined
  return { messageKey: 'login.tooManyAttempts', reason: 'REJECTED', status: 429, retryAfterMinutes: wait.minutes }
}

/** Spec section 8: 403 with the country code, other 403, 401, other HTTP errors, no response. */
export function loginErrorFrom(error: unknown, loginMethod?: LoginMethod): LoginError {
  const base = { type: 'error' as const, loginMethod }
  if (!isApiError(error) || error.kind === 'malformed-response')
    return { ...base, messageKey: 'login.genericError', reason: 'UNKNOWN' }
  if (isNoResponse(error)) return { ...base, messageKey: 'login.connectionError', reason: 'CONNECTION' }
  const throttled = tooManyAttempts(error)
  if (throttled) return { ...base, ...throttled }
  const status = error.status
  if (status === 403 && error.code === 'LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE') {
    return {
      ...base,
      messageKey: 'login.failedNotAllowedForCountryCode',
      reason: 'REJECTED',
      status,
      customerCountryCode: bodyField(error.body, 'customerCountryCode'),
    }
  }
  if (status === 403) return { ...base, messageKey: 'login.NotAuthorizedException', reason: 'REJECTED', status }
  if (status === 401) return { ...base, messageKey: 'login.invalidCredentials', reason: 'REJECTED', status }
  return { ...base, messageKey: 'login.genericError', reason: 'UNKNOWN', status }
}

/** Spec section 4: the returned email or customer number must match the requested username. */
export function matchesRequestedUsername(
  username: string,
  response: { email?: string | null; customerNumber?: string | null },
): boolean {
  if (usernameKind(username) === 'email') return response.email?.trim().toLowerCase() === username.trim().toLowerCase()
  return compactCustomerNumber(response.customerNumber ?? '') === compactCustomerNumber(username)
}

export type UsernameCheckOutcome =
  | { next: 'password' }
  | { next: 'createAccount' }
  | { next: 'emailUnknown' }
  | { next: 'noCredentials'; lightUser: boolean }
  | { next: 'error'; error: LoginError }

/**
 * Username check keys of spec section 8; anything else is login.genericError. An unknown email
 * shows account creation, except on the Swiss shop (spec section 4), which offers the email-unknown
 * step instead: its addresses (four-digit postcodes) do not fit the account form's rules.
 */
export function usernameCheckOutcomeFrom(error: unknown, locale: ShopLocale = 'de'): UsernameCheckOutcome {
  if (isApiError(error) && error.kind === 'http') {
    switch (error.code) {
      case 'email_not_exist':
        return { next: locale === 'ch' ? 'emailUnknown' : 'createAccount' }
      case 'customer_number_not_exist':
        return {
          next: 'error',
          error: { type: 'error', messageKey: 'login.wrongAccountNumber', reason: 'UNKNOWN', status: error.status },
        }
      case 'no_credentials':
        return { next: 'noCredentials', lightUser: false }
      case 'light_user_no_credentials':
        return { next: 'noCredentials', lightUser: true }
    }
  }
  // Only the catalogued keys have a meaning here: a 403 is not a refused login, just the generic error.
  if (isNoResponse(error) || tooManyAttemptsWait(error)) return { next: 'error', error: loginErrorFrom(error) }
  return {
    next: 'error',
    error: {
      type: 'error',
      messageKey: 'login.genericError',
      reason: 'UNKNOWN',
      status: isApiError(error) ? error.status : undefined,
    },
  }
}
