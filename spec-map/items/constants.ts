import type { SpecItem } from '../spec-item'

/** Section 9: every business constant and limit. */
export const constantItems: SpecItem[] = [
  // Field limits
  {
    id: '9.password.min-8-characters',
    title: 'Password minimum 8 characters',
    implementedIn: ['src/shared/validation/password.ts'],
  },
  {
    id: '9.address.postcode-longer-than-4',
    title: 'Postcode longer than 4',
    // German postcodes: at least 5; Austrian ones have four digits (account-form.ts).
    implementedIn: ['src/shared/validation/account-form.ts', 'src/shared/validation/address.ts'],
  },
  {
    id: '9.address.packstation-number-3-digits',
    title: 'Packstation number 3 digits',
    implementedIn: ['src/shared/validation/address.ts'],
  },
  {
    id: '9.address.dhl-post-number-6-to-10-digits',
    title: 'DHL post number 6 to 10 digits',
    implementedIn: ['src/shared/validation/address.ts'],
  },
  // Session
  {
    id: '9.session.stay-logged-in-60-days',
    title: 'Stay logged in: 60 days',
    // The backend's rule; the mock keeps it on its clock, the app shows why a session ended.
    implementedIn: ['mock-server/runtime/session-lifetime.ts', 'src/features/auth/login/password-step.tsx'],
  },
  {
    id: '9.session.otherwise-10-days',
    title: 'Without stay logged in: 10 days',
    implementedIn: ['mock-server/runtime/session-lifetime.ts', 'src/features/auth/login/signed-out-notice.tsx'],
  },
  {
    id: '9.session.logout-after-60-days-inactivity',
    title: 'Logout after 60 or more days of inactivity even with stay logged in',
    implementedIn: ['mock-server/runtime/session-lifetime.ts', 'src/features/auth/login/signed-out-notice.tsx'],
  },
  // Registration
  {
    id: '9.registration.link-valid-24-hours',
    title: 'Registration confirmation link valid 24 hours',
    implementedIn: [
      'src/features/auth/create-account/double-opt-in-step.tsx',
      'mock-server/handlers/customer/accounts.ts',
    ],
  },
  {
    id: '9.registration.welcome-voucher-10-euro',
    title: '10 euro welcome voucher for newsletter subscribers',
    implementedIn: [
      'src/shared/intl/welcome-voucher.ts',
      'src/features/auth/create-account/double-opt-in-step.tsx',
      'src/features/mail-preferences/components/newsletter-confirmation-page.tsx',
    ],
  },
  // Payment terms
  {
    id: '9.payment.invoice-due-14-days',
    title: 'Invoice due 14 days after receipt of goods',
    implementedIn: ['src/features/invoices/components/open-invoices-page.tsx', 'src/features/invoices/messages.ts'],
  },
  {
    id: '9.payment.direct-debit-5-days',
    title: 'Direct debit 5 days after shipping',
    implementedIn: ['src/features/invoices/components/open-invoices-page.tsx', 'src/features/invoices/messages.ts'],
  },
  {
    id: '9.payment.direct-debit-swiss-14-days',
    title: 'Direct debit in Switzerland earliest 14 days',
    implementedIn: ['src/features/invoices/components/open-invoices-page.tsx', 'src/features/invoices/messages.ts'],
  },
  {
    id: '9.payment.refunds-3-days',
    title: 'Refunds within 3 days',
    implementedIn: ['src/features/invoices/components/open-invoices-page.tsx', 'src/features/invoices/messages.ts'],
  },
  // Online cancellation
  {
    id: '9.orders.cancel-same-day-only',
    title: 'Online cancellation: same day only',
    implementedIn: ['src/features/orders/domain/cancellation-window.ts'],
  },
  {
    id: '9.orders.cancel-minutes-left',
    title: 'Online cancellation: minutes left shown',
    implementedIn: [
      'src/features/orders/domain/cancellation-window.ts',
      'src/features/orders/components/order-details-page.tsx',
    ],
  },
  // Service
  {
    id: '9.service.hours-8-to-21-toll-free',
    title: 'Service hours 8 to 21 with a toll-free line',
    implementedIn: [
      'src/shared/intl/service-contact.ts',
      'src/shared/intl/common-messages.ts',
      'src/shared/forms/service-line.tsx',
    ],
  },
  {
    id: '9.service.support-email-24-7',
    title: 'Support email 24/7',
    implementedIn: ['src/shared/intl/common-messages.ts', 'src/shared/config/locales.ts'],
  },
  // Limits
  {
    id: '9.addresses.max-delivery-addresses',
    title: 'Maximum delivery addresses: limited (isCreateAllowed flag); number not shown',
    // The app follows isCreateAllowed; the mock's limit (6) is its own assumption (docs/decisions/2026-11-23-address-book.md).
    implementedIn: [
      'src/features/addresses/components/address-book-page.tsx',
      'src/features/addresses/components/add-delivery-address-page.tsx',
    ],
  },
  // Currency and locale
  {
    id: '9.currency.eur',
    title: 'Currency EUR',
    implementedIn: ['src/shared/config/locales.ts', 'src/shared/intl/formatting.ts'],
  },
  {
    id: '9.currency.chf-for-swiss-customers',
    title: 'CHF for Swiss customers',
    implementedIn: ['src/shared/config/locales.ts', 'src/shared/intl/formatting.ts'],
  },
  {
    id: '9.locale.default-de',
    title: 'Default locale de',
    implementedIn: ['src/shared/config/locales.ts', 'src/app/production-runtime.ts'],
  },
  // Waits and fixed values
  {
    id: '9.magic-link.success-wait-800ms',
    title: 'Magic link success wait 800 ms',
    implementedIn: ['src/features/auth/magic-link/magic-link-state.ts'],
  },
  {
    id: '9.wishlist.removal-delay-1500ms',
    title: 'Wishlist removal delay 1500 ms',
    implementedIn: ['src/features/wishlist/components/use-wishlist-actions.ts'],
  },
  {
    id: '9.basket.add-quantity-1',
    title: 'Add-to-basket quantity 1',
    implementedIn: ['src/features/wishlist/api/wishlist-api.ts'],
  },
  {
    id: '9.newsletter.frequency-weekly',
    title: 'Newsletter frequency WEEKLY',
    implementedIn: [
      'src/features/mail-preferences/api/newsletter-subscription-api.ts',
      'src/features/mail-preferences/components/cancel-subscription-page.tsx',
    ],
  },
  {
    id: '9.customer.new-if-no-order-in-2-years',
    title: 'Customer is new if no order in the last 2 years',
    implementedIn: ['src/shared/session/new-customer.ts', 'src/app/pages/account-home-page.tsx'],
  },
  // Recommendations and tracking
  {
    id: '9.recommendations.session-id-180-days',
    title: 'Recommendation session id kept in local storage about 180 days (15552000000 ms)',
    implementedIn: ['src/shared/session/local-preferences.ts'],
  },
  {
    id: '9.recommendations.need-tracking-consent',
    title: 'Recommendations need tracking consent',
    implementedIn: [
      'src/features/product-history/components/use-recommendation-request.ts',
      'src/features/product-history/api/product-history-api.ts',
    ],
  },
  {
    id: '9.tracking.age-from-birth-date',
    title: 'Tracking: age from birth date',
    implementedIn: ['src/shared/tracking/user-data.ts'],
  },
  {
    id: '9.tracking.return-rate',
    title: 'Tracking: return rate is returned orders divided by total orders',
    implementedIn: ['src/shared/tracking/user-data.ts'],
  },
  {
    id: '9.tracking.add-to-cart-shipping-5-days',
    title: 'Tracking: default add-to-cart shipping assumed 5 days standard',
    implementedIn: ['src/features/wishlist/components/use-wishlist-actions.ts'],
  },
  // Not shown
  {
    id: '9.customer-number.sample-prefix-code',
    title: "A sample customer number prefix '{code}' exists (purpose not shown)",
    notBuilt:
      'The spec does not say what the prefix is for; no screen, call or rule of the app uses a customer-number prefix (customer numbers are digits only, spec section 5).',
  },
  {
    id: '9.customer-number.vis-prefix',
    title: "A prefix 'VIS_' exists (purpose not shown)",
    notBuilt: 'The spec does not say what the prefix is for, and no screen, call or rule of the app needs it.',
  },
  {
    id: '9.experiments.eu-zone',
    title: 'Experiment service runs in the EU zone',
    notBuilt:
      'The app calls no experiment service (spec section 7 names none); the social-login experiment is a flag per environment (flags/definitions.ts).',
  },
]
