import { loadFailedOnEveryFault, type ApiCall } from '@/shared/api/call-registry'
import { paths } from '@/shared/config/paths'

/** The address book's calls (fault matrix, spec section 7); the form calls are covered by the flow tests. */
export const addressCalls: ApiCall[] = [
  {
    service: 'customer',
    method: 'GET',
    path: '/user/delivery-address',
    screen: { scenario: 'dhl-addresses', path: paths.myAddresses.getHref(), expected: loadFailedOnEveryFault },
  },
  { service: 'customer', method: 'GET', path: '/user/delivery-address/:id' },
  { service: 'customer', method: 'POST', path: '/user/delivery-address/add' },
  { service: 'customer', method: 'POST', path: '/user/delivery-address' },
  { service: 'customer', method: 'DELETE', path: '/user/delivery-address/:id' },
  { service: 'customer', method: 'PATCH', path: '/user/delivery-address/:id/restore' },
  { service: 'customer', method: 'PATCH', path: '/user/address/:id/set-preferred' },
  { service: 'addressCheck', method: 'POST', path: '/addresses/check' },
]
