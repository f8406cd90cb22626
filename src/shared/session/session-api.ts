import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest } from '../api/api-client'
import { logger } from '../logging/logger'
import { customerNumberMismatch, readCustomerNumberCookie } from './customer-number-cookie'
import {
  loginStateResponseSchema,
  personalDetailsSchema,
  stayLoggedInSchema,
  type LoggedInUser,
} from './session-schemas'

export type SessionState = { loggedIn: true; user: LoggedInUser } | { loggedIn: false; user: null }

export const sessionKeys = {
  all: ['session'] as const,
  loginState: ['session', 'login-state'] as const,
  personalDetails: ['session', 'personal-details'] as const,
  stayLoggedIn: ['session', 'stay-logged-in'] as const,
}

const loggedOut: SessionState = { loggedIn: false, user: null }

/** Spec section 4: logged in only if the state is LOGGED_IN; a failure means logged out. */
export async function getLoginState(): Promise<SessionState> {
  let response: z.infer<typeof loginStateResponseSchema>
  try {
    response = await apiRequest({ service: 'customer', path: '/user/login-state', schema: loginStateResponseSchema })
  } catch {
    return loggedOut
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
  queryOptions({ queryKey: sessionKeys.loginState, queryFn: getLoginState, staleTime: 60_000, retry: false })

export type SessionStatus = 'unknown' | 'loggedIn' | 'loggedOut'

export function useSession(): { status: SessionStatus; user: LoggedInUser | null } {
  const { data } = useQuery(loginStateQueryOptions())
  if (!data) return { status: 'unknown', user: null }
  return data.loggedIn ? { status: 'loggedIn', user: data.user } : { status: 'loggedOut', user: null }
}

export const getPersonalDetails = () =>
  apiRequest({
    service: 'customer',
    path: '/user/personal-details',
    query: { addressStrictTyping: true, packstationMapping: true },
    schema: personalDetailsSchema,
  })

export const personalDetailsQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.personalDetails, queryFn: getPersonalDetails, staleTime: 60_000 })

export const getStayLoggedIn = () =>
  apiRequest({ service: 'customer', path: '/user/auth/stay-logged-in', schema: stayLoggedInSchema })

export const setStayLoggedIn = (stayLoggedIn: boolean) =>
  apiRequest({
    service: 'customer',
    method: 'PATCH',
    path: '/user/auth/stay-logged-in',
    body: { stayLoggedIn },
    schema: stayLoggedInSchema,
  })

export const stayLoggedInQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.stayLoggedIn, queryFn: getStayLoggedIn, staleTime: 5 * 60_000 })

export const refreshSession = () =>
  apiRequest({ service: 'customer', method: 'POST', path: '/user/auth/refresh', schema: z.unknown() })

export const logout = () => apiRequest({ service: 'customer', path: '/user/auth/logout', schema: z.unknown() })
