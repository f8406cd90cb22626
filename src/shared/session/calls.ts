import type { ApiCall } from '../api/call-registry'

/** The calls of the session (fault matrix, spec section 7); a screen case per row is still to come. */
export const sessionCalls: ApiCall[] = [
  { service: 'customer', method: 'GET', path: '/user/login-state' },
  { service: 'customer', method: 'GET', path: '/user/personal-details' },
  { service: 'customer', method: 'GET', path: '/user/auth/stay-logged-in' },
  { service: 'customer', method: 'PATCH', path: '/user/auth/stay-logged-in' },
  { service: 'customer', method: 'POST', path: '/user/auth/refresh' },
  { service: 'customer', method: 'GET', path: '/user/auth/logout' },
]
