import type { ApiCall } from '@/shared/api/call-registry'

/**
 * Recently viewed and top deals (fault matrix). Both lists ask both services, so one fault fails
 * both lists at once; the page's flow tests cover that instead of the one-message screen check.
 */
export const productHistoryCalls: ApiCall[] = [
  { service: 'recommendation', method: 'GET', path: '/recommendations' },
  { service: 'productDispenser', method: 'GET', path: '/products' },
]
