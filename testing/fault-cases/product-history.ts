import { loadFailedOnEveryFault, type ApiCall } from './call-registry'
import { paths } from '@/shared/config/paths'

/**
 * Recently viewed and top deals (fault matrix). Both lists ask both services, so one fault fails
 * both lists at once: the page shows "load failed" in each (the driver accepts the text twice).
 */
export const productHistoryCalls: ApiCall[] = [
  {
    service: 'recommendation',
    method: 'GET',
    path: '/recommendations',
    screen: { scenario: 'default', path: paths.productHistory.getHref(), expected: loadFailedOnEveryFault },
  },
  {
    service: 'productDispenser',
    method: 'GET',
    path: '/products',
    screen: { scenario: 'default', path: paths.productHistory.getHref(), expected: loadFailedOnEveryFault },
  },
]
