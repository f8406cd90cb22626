import { loadFailedOnEveryFault, onEveryFault, type ApiCall } from './call-registry'
import { paths } from '@/shared/config/paths'
import { wishlistMessages } from '@/features/wishlist/messages'

/** An almost sold-out item the default scenario puts on Anna's wishlist (seedMyActivity): it can be moved. */
const wishlistProduct = 'Armband Silber 925 mit Zirkonia'

/** The wishlist's calls on the basket service (fault matrix). */
export const wishlistCalls: ApiCall[] = [
  {
    service: 'basket',
    method: 'GET',
    path: '/wishlist',
    screen: { scenario: 'default', path: paths.wishlist.getHref(), expected: loadFailedOnEveryFault },
  },
  {
    service: 'basket',
    method: 'PATCH',
    path: '/wishlist-item',
    // Removing an item (deleteWishlistProduct). The same call after a move to the basket fails
    // silently by design: the basket has the item, and it leaves the list either way.
    screen: {
      scenario: 'default',
      path: paths.wishlist.getHref(),
      flags: { deleteWishlistProduct: true },
      steps: [{ click: 'Entfernen', description: wishlistProduct }],
      expected: onEveryFault(wishlistMessages.removeFailed),
    },
  },
  {
    service: 'basket',
    method: 'POST',
    path: '/basket/items',
    screen: {
      scenario: 'default',
      path: paths.wishlist.getHref(),
      steps: [{ click: 'In den Warenkorb', description: wishlistProduct }],
      expected: onEveryFault(wishlistMessages.moveFailed),
    },
  },
]
