import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest } from '../api/api-client'
import { useHydrated } from '../ui/use-hydrated'
import { hasStatus, isApiError, isNoResponse } from '../api/api-errors'
import { logger } from '../logging/logger'
import { customerNumberMismatch, readCustomerNumberCookie } from './customer-number-cookie'
import {
  loginStateResponseSchema,
  personalDetailsSchema,
  stayLoggedInSchema,
  type LoggedInUser,
} from './session-schemas'

/** `ended`: the service refused the session the browser presented (it ran out): the app says so at login. */
export type SessionState =
  | { loggedIn: true; user: LoggedInUser; ended?: undefined }
  | { loggedIn: false; user: null; ended?: boolean | undefined }

export const sessionKeys = {
  all: ['session'] as const,
  loginState: ['session', 'login-state'] as const,
  personalDetails: ['session', 'personal-details'] as const,
  stayLoggedIn: ['session', 'stay-logged-in'] as const,
  /** The logout the customer asked for, while it runs (a mutation key). */
  logout: ['session', 'logout'] as const,
}

const loggedOut: SessionState = { loggedIn: false, user: null }
const sessionEnded: SessionState = { ...loggedOut, ended: true }

/**
 * Spec section 4: logged in only if the state is LOGGED_IN; a failed answer means logged out (401: the
 * session the browser presented is over, e.g. after 10 days without "Angemeldet bleiben"). No
 * answer at all (network blip, timeout) is thrown instead: the query retries a dropped connection
 * and, failing that, keeps the state it had, so a blip does not sign the customer out.
 */
export async function getLoginState({ signal }: { signal?: AbortSignal } = {}): Promise<SessionState> {
  let response: z.infer<typeof loginStateResponseSchema>
  try {
    response = await apiRequest({
      service: 'customer',
      path: '/user/login-state',
      schema: loginStateResponseSchema,
      signal,
    })
  } catch (error) {
    if (isNoResponse(error) || signal?.aborted) throw error
    return hasStatus(error, 401) ? sessionEnded : loggedOut
  }
  if (response.state !== 'LOGGED_IN') return loggedOut
  if (customerNumberMismatch(readCustomerNumberCookie(), response.customerNumber)) {
    logger.warn('session.customer-number-mismatch')
    return loggedOut
  }
  const { state: _state, ...user } = response
  return { loggedIn: true, user }
}

export const loginStateQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.loginState,
    queryFn: getLoginState,
    staleTime: 60_000,
    // Not a timeout, as for every query (create-query-client.ts): a protected page stays empty until
    // the state is known, and three timeouts in a row would keep it empty for seven seconds.
    retry: (failureCount, error) => failureCount < 2 && isApiError(error) && error.kind === 'network',
    retryDelay: 500,
  })

export type SessionStatus = 'unknown' | 'loggedIn' | 'loggedOut'

export function useSession(): { status: SessionStatus; user: LoggedInUser | null } {
  const { data, isError } = useQuery(loginStateQueryOptions())
  const hydrated = useHydrated()
  // While prerendered markup is hydrated the state is unknown, as it was at build time, even if the
  // call has answered already; the page follows the answer right after (src/main.tsx, hydrateRoot).
  if (!hydrated) return { status: 'unknown', user: null }
  // Never known (no answer even after retries): signed out, rather than an empty page for good.
  if (!data) return isError ? { status: 'loggedOut', user: null } : { status: 'unknown', user: null }
  return data.loggedIn ? { status: 'loggedIn', user: data.user } : { status: 'loggedOut', user: null }
}

const stayLoggedInPath = '/user/auth/stay-logged-in'

export const getPersonalDetails = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest({
    signal,
    service: 'customer',
    path: '/user/personal-details',
    query: { addressStrictTyping: true, packstationMapping: true },
    schema: personalDetailsSchema,
  })

export const personalDetailsQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.personalDetails, queryFn: getPersonalDetails, staleTime: 60_000 })

export const getStayLoggedIn = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest({
    service: 'customer',
    path: stayLoggedInPath,
    schema: stayLoggedInSchema,
    signal,
  })

export const setStayLoggedIn = (stayLoggedIn: boolean) =>
  apiRequest({
    service: 'customer',
    method: 'PATCH',
    path: stayLoggedInPath,
    body: { stayLoggedIn },
    schema: stayLoggedInSchema,
  })

export const stayLoggedInQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.stayLoggedIn, queryFn: getStayLoggedIn, staleTime: 5 * 60_000 })

export const refreshSession = () =>
  apiRequest({ service: 'customer', method: 'POST', path: '/user/auth/refresh', schema: z.unknown() })

export const logout = () => apiRequest({ service: 'customer', path: '/user/auth/logout', schema: z.unknown() })
