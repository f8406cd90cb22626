import type { ApiCall } from '@/shared/api/call-registry'

/** The account settings' calls (fault matrix, spec section 7); each sits behind a form, covered by the flow tests. */
export const accountSettingsCalls: ApiCall[] = [
  { service: 'customer', method: 'POST', path: '/user/change-email' },
  { service: 'customer', method: 'POST', path: '/user/change-email/doi/verify' },
  { service: 'customer', method: 'POST', path: '/user/change-password' },
  { service: 'customer', method: 'POST', path: '/user/delete-account' },
]
