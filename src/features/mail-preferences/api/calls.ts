import type { ApiCall } from '@/shared/api/call-registry'

/** The calls of pages opened from mails (fault matrix, spec section 7); a screen case per row is still to come. */
export const mailPreferenceCalls: ApiCall[] = [
  { service: 'customer', method: 'GET', path: '/user/market-research-consent/confirm' },
  { service: 'customer', method: 'POST', path: '/user/unsubscribe/upsell' },
  { service: 'newsletter', method: 'PUT', path: '/subscription/:id' },
  { service: 'newsletter', method: 'DELETE', path: '/subscription/:id' },
  { service: 'newsletter', method: 'POST', path: '/stock-reminder/confirm-doi' },
  { service: 'newsletter', method: 'DELETE', path: '/stock-reminder/:id' },
]
