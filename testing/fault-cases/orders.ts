import { loadFailedOnEveryFault, onEveryFault, type ApiCall } from './call-registry'
import { paths } from '@/shared/config/paths'
import { commonMessages } from '@/shared/intl/common-messages'
import { orderMessages } from '@/features/orders/messages'

/** In orders-every-status: order-0001 is today's (confirmed, cancellable), order-0006 delivered (returnable). */
const todaysOrderId = 'order-0001'
const deliveredOrderId = 'order-0006'

/** The order history's calls (fault matrix, spec section 7). */
export const orderCalls: ApiCall[] = [
  {
    service: 'orderHistory',
    method: 'GET',
    path: '/orders',
    screen: { scenario: 'orders-every-status', path: paths.orders.getHref(), expected: loadFailedOnEveryFault },
  },
  {
    service: 'orderHistory',
    method: 'GET',
    path: '/orders-insights',
    // Account home's insights card only: the other cards stay as they are.
    screen: {
      scenario: 'default',
      path: paths.home.getHref(),
      flags: { myAccountHomeRedesign: true },
      expected: loadFailedOnEveryFault,
    },
  },
  {
    service: 'orderHistory',
    method: 'GET',
    path: '/orders/:id',
    screen: {
      scenario: 'orders-every-status',
      path: paths.orderDetails.getHref(todaysOrderId),
      expected: loadFailedOnEveryFault,
    },
  },
  {
    service: 'orderHistory',
    method: 'POST',
    path: '/orders/return',
    // Spec section 8: return failed, the button reads "Übertragungsfehler", try later.
    screen: {
      scenario: 'orders-every-status',
      path: paths.orderReturns.getHref(deliveredOrderId),
      steps: [{ click: 'Rücksendung jetzt anmelden' }],
      expected: onEveryFault(orderMessages.returnFailed),
    },
  },
  {
    service: 'orderService',
    method: 'POST',
    path: '/api/shop-orders/:number/cancel',
    // Spec section 8: cancellation generic error; the dialog keeps the chosen reason.
    screen: {
      scenario: 'orders-every-status',
      path: paths.orderDetails.getHref(todaysOrderId),
      steps: [{ click: 'Bestellung stornieren' }, { check: 'Anderer Grund' }, { click: 'Jetzt stornieren' }],
      expected: onEveryFault(commonMessages.genericError),
    },
  },
]
