import type { SpecItem } from '../spec-item'

const orderSchemas = 'src/features/orders/api/order-schemas.ts'
const mockSchemas = 'mock-server/db/schemas.ts'

/** Section 3: the entities' value lists, each with the code that models it. */
export const entityItems: SpecItem[] = [
  {
    id: '3.values.order-statuses',
    title:
      'Order status values: confirmed, processing, dispatched, delivered, cancelled, partiallyCancelled, returned, partiallyReturned; a second list adds received and inDelivery',
    implementedIn: [orderSchemas, 'src/features/orders/messages.ts', mockSchemas],
    shownIn: { scenario: 'orders-every-status', path: '/orders' },
  },
  {
    id: '3.values.line-item-statuses',
    title:
      'German line-item statuses: Erfasst, In Bearbeitung, Storniert, Retoure Eingetroffen, In Lieferung, Versendet, Versendet Direktlieferant, In Bearbeitung Direktlieferant, wird gepackt',
    implementedIn: [mockSchemas, orderSchemas, 'src/features/orders/components/order-details-page.tsx'],
    shownIn: { scenario: 'orders-every-status', path: '/orders' },
  },
  {
    id: '3.values.progress-steps',
    title: 'Progress steps: confirmed, processing, dispatched, delivered',
    implementedIn: ['src/features/orders/order-status.ts', 'src/features/orders/components/order-progress.tsx'],
    shownIn: { scenario: 'orders-every-status', path: '/orders' },
  },
  {
    id: '3.values.invoice-states',
    title: 'Invoice status OPEN, ENCASH (overdue); invoice states shown: open, overdue, pending direct debit',
    implementedIn: ['src/features/invoices/api/open-invoices-api.ts', 'src/features/invoices/messages.ts'],
    shownIn: { scenario: 'overdue-invoices', path: '/open-invoices' },
  },
  {
    id: '3.values.voucher-types',
    title: 'Voucher discount types: PERCENTAGE, VALUE, FREE_SHIPPING',
    implementedIn: [orderSchemas, 'src/features/orders/messages.ts'],
    shownIn: { scenario: 'orders-every-status', path: '/orders' },
  },
  {
    id: '3.values.product-statuses',
    title:
      'Product status: SELLABLE, WAITLISTSELLABLE, SOLDOUT, SUBSCRIPTION_SELLABLE, ARCHIVED, UNPREPARED, PREPARED, DISCARDED',
    implementedIn: ['src/shared/products/product-schema.ts', mockSchemas, 'contract/openapi.json'],
    shownIn: { scenario: 'default', path: '/wishlist' },
  },
  {
    id: '3.values.token-types',
    title: 'Token types: account-activation, password-forgotten, set-password-for-social-login',
    implementedIn: [
      'src/features/auth/api/passwords-api.ts',
      mockSchemas,
      'mock-server/handlers/customer/passwords.ts',
    ],
    shownIn: { scenario: 'anonymous', path: '/forgot-password' },
  },
  {
    id: '3.values.creation-sources',
    title: 'Creation sources: checkout, createAccount, checkoutLightAccount, accountLightAccount',
    implementedIn: [
      'src/features/auth/api/create-account-api.ts',
      'src/features/auth/api/light-account-api.ts',
      'mock-server/handlers/customer/accounts.ts',
    ],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
]
