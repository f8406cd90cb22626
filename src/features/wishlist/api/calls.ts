import type { ApiCall } from '@/shared/api/call-registry'
import { paths } from '@/shared/config/paths'
import { commonMessages } from '@/shared/intl/common-messages'

const loadFailedEverywhere = {
  'http-500': commonMessages.loadFailed,
  'network-error': commonMessages.loadFailed,
  timeout: commonMessages.loadFailed,
  'malformed-json': commonMessages.loadFailed,
}

/** The wishlist's calls on the basket service (fault matrix); moving and removing are covered by the flow tests. */
export const wishlistCalls: ApiCall[] = [
  {
    service: 'basket',
    method: 'GET',
    path: '/wishlist',
    screen: { scenario: 'default', path: paths.wishlist.getHref(), expected: loadFailedEverywhere },
  },
  { service: 'basket', method: 'PATCH', path: '/wishlist-item' },
  { service: 'basket', method: 'POST', path: '/basket/items' },
]
