import type { SpecItem } from '../spec-item'

/** Section 2: every route, the account shell and the navigation groups. */
export const routeItems: SpecItem[] = [
  {
    id: '2.routes.orders',
    title: 'orders (protected): order list',
    implementedIn: ['src/features/orders/components/order-list-page.tsx'],
    shownIn: { scenario: 'orders-every-status', path: '/orders' },
  },
]
