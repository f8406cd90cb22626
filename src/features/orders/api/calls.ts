import { loadFailedOnEveryFault, type ApiCall } from '@/shared/api/call-registry'
import { paths } from '@/shared/config/paths'

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
    path: '/orders/:id',
    screen: {
      scenario: 'orders-every-status',
      path: paths.orderDetails.getHref('order-0001'),
      expected: loadFailedOnEveryFault,
    },
  },
  { service: 'orderHistory', method: 'POST', path: '/orders/return' },
  { service: 'orderService', method: 'POST', path: '/api/shop-orders/:number/cancel' },
]
