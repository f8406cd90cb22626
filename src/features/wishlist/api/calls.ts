import { loadFailedOnEveryFault, type ApiCall } from '@/shared/api/call-registry'
import { paths } from '@/shared/config/paths'

/** The wishlist's calls on the basket service (fault matrix); moving and removing are covered by the flow tests. */
export const wishlistCalls: ApiCall[] = [
  {
    service: 'basket',
    method: 'GET',
    path: '/wishlist',
    screen: { scenario: 'default', path: paths.wishlist.getHref(), expected: loadFailedOnEveryFault },
  },
  { service: 'basket', method: 'PATCH', path: '/wishlist-item' },
  { service: 'basket', method: 'POST', path: '/basket/items' },
]
