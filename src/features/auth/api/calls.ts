import type { ApiCall } from '@/shared/api/call-registry'

/** The calls of sign-in, account creation, passwords and magic link (fault matrix, spec section 7); a screen case per row is still to come. */
export const authCalls: ApiCall[] = [
  { service: 'customer', method: 'POST', path: '/customers/verify' },
  { service: 'customer', method: 'GET', path: '/user/account/check' },
  { service: 'customer', method: 'POST', path: '/user/account' },
  { service: 'customer', method: 'POST', path: '/user/express-account' },
  { service: 'customer', method: 'POST', path: '/user/light-account' },
  { service: 'customer', method: 'POST', path: '/user/light-users/resend-activation-email' },
  { service: 'customer', method: 'POST', path: '/user/login' },
  { service: 'customer', method: 'POST', path: '/user/magic-link/login' },
  { service: 'customer', method: 'POST', path: '/user/magic-link/verify' },
  { service: 'customer', method: 'POST', path: '/user/reset-password' },
  { service: 'customer', method: 'POST', path: '/user/set-password' },
  { service: 'customer', method: 'POST', path: '/user/sn/set-password' },
  { service: 'customer', method: 'POST', path: '/user/social-login' },
]
