import type { SpecItem } from '../spec-item'

// How items and tags work, and how to work on them: spec-map/README.md.

const routeTable = 'src/app/routes.tsx'
const shell = 'src/app/shell/account-shell.tsx'
const navigation = 'src/app/shell/navigation.ts'

/**
 * Section 2: the general route rules, every route of the route table (in its order, page-not-found
 * last), the account shell and the navigation groups. A route's page is opened in a scenario whose data
 * shows it; pages opened from a mail use the link the scenario's outbox holds (mail-links).
 */
export const routeItems: SpecItem[] = [
  // The rules above the table.
  {
    id: '2.routing.root-path',
    title: 'Routes are relative to the root route /dpl/av (or / in the local-mock setup)',
    implementedIn: ['vite.config.ts', 'src/main.tsx', 'src/shared/config/paths.ts'],
    shownIn: { scenario: 'default', path: '/' },
  },
  {
    id: '2.routing.creators-hub',
    title: 'An extra segment creators-hub/ when running as the creators-hub app',
    implementedIn: ['vite.config.ts', 'src/shared/config/account-root.ts'],
  },
  {
    id: '2.routing.protected-empty-while-unknown',
    title: 'Protected routes need a login; while the login state is unknown, a protected route renders empty',
    implementedIn: ['src/app/shell/account-loader.ts', 'src/app/shell/account-frame.tsx'],
  },
  {
    id: '2.routing.protected-redirect-to-login',
    title: 'A protected route redirects to the login page when not logged in',
    implementedIn: ['src/app/shell/account-loader.ts', 'src/shared/config/paths.ts'],
    shownIn: { scenario: 'anonymous', path: '/orders' },
  },
  {
    id: '2.routing.scroll-to-top',
    title: 'Every route change scrolls to the top',
    implementedIn: ['src/app/shell/layouts.tsx'],
    shownIn: { scenario: 'default', path: '/' },
  },
  {
    id: '2.routing.light-account-redirect',
    title: 'After light-account creation the user is sent to the fixed path /dpl/av',
    implementedIn: [
      'src/features/auth/light-account/create-light-account-step.tsx',
      'src/shared/config/account-root.ts',
    ],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '2.routing.redirect-targets',
    title: 'Redirect targets from configuration: checkout view, content view, root route',
    implementedIn: [
      'src/shared/config/shop-return-targets.ts',
      'src/shared/config/safe-redirect.ts',
      'src/features/auth/login/use-login-flow.ts',
    ],
  },

  // The route table.
  {
    id: '2.routes.home',
    title: '(empty) (protected): account home',
    implementedIn: [routeTable, 'src/app/pages/account-home-page.tsx', 'src/app/pages/account-home-cards.tsx'],
    shownIn: { scenario: 'default', path: '/' },
  },
  {
    id: '2.routes.login',
    title:
      'login, exact (public): username step, password step, create account, create account double opt-in, password unknown, email unknown, light-user set-password modal',
    implementedIn: [
      routeTable,
      'src/features/auth/login/login-page.tsx',
      'src/features/auth/login/username-step.tsx',
      'src/features/auth/login/password-step.tsx',
      'src/features/auth/create-account/create-account-step.tsx',
      'src/features/auth/create-account/double-opt-in-step.tsx',
      'src/features/auth/passwords/password-unknown-step.tsx',
      'src/features/auth/create-account/email-unknown-step.tsx',
      'src/features/auth/light-account/light-user-set-password-modal.tsx',
    ],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '2.routes.forgot-password',
    title: 'forgot-password (public): request a password reset',
    implementedIn: [routeTable, 'src/features/auth/passwords/forgot-password-page.tsx'],
    shownIn: { scenario: 'anonymous', path: '/forgot-password' },
  },
  {
    id: '2.routes.set-password',
    title: 'set-password (public): set password (token in the query string)',
    implementedIn: [
      routeTable,
      'src/features/auth/passwords/set-password-page.tsx',
      'src/features/auth/passwords/set-password-from-link.tsx',
    ],
    // The form; a working token comes with the mail "/forgot-password" sends to the outbox.
    shownIn: { scenario: 'anonymous', path: '/set-password?token=beispiel' },
  },
  {
    id: '2.routes.forgotten-password-token',
    title: 'login/forgottenpassword/:token (public): set password from a token (last path segment is the token)',
    implementedIn: [routeTable, 'src/features/auth/passwords/set-password-page.tsx'],
    shownIn: { scenario: 'anonymous', path: '/login/forgottenpassword/beispiel' },
  },
  {
    id: '2.routes.newsletter-cancel-subscription',
    title: 'newsletter/cancelSubscription (public): newsletter cancellation',
    implementedIn: [routeTable, 'src/features/mail-preferences/components/cancel-subscription-page.tsx'],
    shownIn: {
      scenario: 'mail-links',
      path: '/newsletter/cancelSubscription?subscriptionId=subscription-wINEk6IaKnLKRMqDOcDyCA',
    },
  },
  {
    id: '2.routes.newsletter-confirmation',
    title: 'newsletter/confirmation (public): heading with company name, a message, link to top deals',
    implementedIn: [routeTable, 'src/features/mail-preferences/components/newsletter-confirmation-page.tsx'],
    shownIn: { scenario: 'mail-links', path: '/newsletter/confirmation' },
  },
  {
    id: '2.routes.stock-reminder-unsubscribe',
    title: 'stock-reminder/unsubscribe (public): stock-reminder unsubscribe',
    implementedIn: [routeTable, 'src/features/mail-preferences/components/stock-reminder-unsubscribe-page.tsx'],
    shownIn: {
      scenario: 'mail-links',
      path: '/stock-reminder/unsubscribe?reminderId=stock-reminder-M4MBjhWuWewLNSwI9PHPvQ',
    },
  },
  {
    id: '2.routes.stock-reminder-confirm-doi',
    title: 'stock-reminder/confirm-doi (public): stock-reminder confirmation',
    implementedIn: [routeTable, 'src/features/mail-preferences/components/stock-reminder-confirm-page.tsx'],
    shownIn: { scenario: 'mail-links', path: '/stock-reminder/confirm-doi?token=debbd1bcf5579f9cf2db80aa9c41a0d2' },
  },
  {
    id: '2.routes.email-change-confirm-doi',
    title: 'email-change/confirm-doi (public): confirm email change (query parameter token)',
    implementedIn: [routeTable, 'src/features/account-settings/components/confirm-email-change-page.tsx'],
    // Changing the email there mails the link to the outbox, which opens this page.
    shownIn: { scenario: 'account-settings', path: '/change-email' },
  },
  {
    id: '2.routes.orders',
    title: 'orders (protected): order list',
    implementedIn: [routeTable, 'src/features/orders/components/order-list-page.tsx'],
    shownIn: { scenario: 'orders-every-status', path: '/orders' },
  },
  {
    id: '2.routes.order-details',
    title: 'orders/:id (protected): order details',
    implementedIn: [routeTable, 'src/features/orders/components/order-details-page.tsx'],
    shownIn: { scenario: 'orders-every-status', path: '/orders/order-0006' },
  },
  {
    id: '2.routes.order-returns',
    title: 'orders/:id/returns (protected): return an order',
    implementedIn: [routeTable, 'src/features/orders/components/order-return-page.tsx'],
    shownIn: { scenario: 'orders-every-status', path: '/orders/order-0006/returns' },
  },
  {
    id: '2.routes.order-cancel-success',
    title: 'orders/:id/cancel-success (protected): cancellation success (the email is carried in navigation state)',
    implementedIn: [routeTable, 'src/features/orders/components/cancel-success-page.tsx'],
    // Today's order: "Bestellung stornieren" ends on this page, with the email.
    shownIn: { scenario: 'orders-every-status', path: '/orders/order-0001' },
  },
  {
    id: '2.routes.my-referrals',
    title: 'my-referrals (protected): recommend the shop',
    implementedIn: [routeTable, 'src/features/referrals/components/referrals-page.tsx'],
    shownIn: { scenario: 'default', path: '/my-referrals' },
  },
  {
    id: '2.routes.wishlist',
    title: 'wishlist (protected): wishlist',
    implementedIn: [routeTable, 'src/features/wishlist/components/wishlist-page.tsx'],
    shownIn: { scenario: 'default', path: '/wishlist' },
  },
  {
    id: '2.routes.open-invoices',
    title: 'open-invoices (protected): open invoices',
    implementedIn: [routeTable, 'src/features/invoices/components/open-invoices-page.tsx'],
    shownIn: { scenario: 'overdue-invoices', path: '/open-invoices' },
  },
  {
    id: '2.routes.my-profile',
    title: 'my-profile (protected): personal data, view only',
    implementedIn: [routeTable, 'src/features/profile/components/personal-data-page.tsx'],
    shownIn: { scenario: 'default', path: '/my-profile' },
  },
  {
    id: '2.routes.my-addresses',
    title: 'my-addresses (protected): address list / address book',
    implementedIn: [routeTable, 'src/features/addresses/components/address-book-page.tsx'],
    shownIn: { scenario: 'dhl-addresses', path: '/my-addresses' },
  },
  {
    id: '2.routes.add-delivery-address',
    title: 'my-addresses/add (protected): add delivery address',
    implementedIn: [routeTable, 'src/features/addresses/components/add-delivery-address-page.tsx'],
    shownIn: { scenario: 'dhl-addresses', path: '/my-addresses/add' },
  },
  {
    id: '2.routes.billing-address',
    title: 'my-addresses/billing-address (protected): create or edit billing address',
    implementedIn: [routeTable, 'src/features/addresses/components/billing-address-page.tsx'],
    shownIn: { scenario: 'incomplete-profile', path: '/my-addresses/billing-address' },
  },
  {
    id: '2.routes.edit-address',
    title: 'my-addresses/:id (protected): edit an address',
    implementedIn: [routeTable, 'src/features/addresses/components/edit-delivery-address-page.tsx'],
    shownIn: { scenario: 'dhl-addresses', path: '/my-addresses/address-0002' },
  },
  {
    id: '2.routes.change-password',
    title: 'change-password (protected): change password',
    implementedIn: [routeTable, 'src/features/account-settings/components/change-password-page.tsx'],
    shownIn: { scenario: 'default', path: '/change-password' },
  },
  {
    id: '2.routes.change-email',
    title: 'change-email (protected): change email',
    implementedIn: [routeTable, 'src/features/account-settings/components/change-email-page.tsx'],
    shownIn: { scenario: 'account-settings', path: '/change-email' },
  },
  {
    id: '2.routes.payment-methods',
    title: 'payment-methods (protected): payment methods',
    implementedIn: [routeTable, 'src/features/payment-methods/components/payment-methods-page.tsx'],
    shownIn: { scenario: 'default', path: '/payment-methods' },
  },
  {
    id: '2.routes.edit-bank-details',
    title: 'payment-methods/edit (protected): edit bank details',
    implementedIn: [routeTable, 'src/features/payment-methods/components/edit-bank-details-page.tsx'],
    shownIn: { scenario: 'default', path: '/payment-methods/edit' },
  },
  {
    id: '2.routes.research-confirmation',
    title: 'research/confirmation (public): market-research confirmation (query parameter market-research-doi-token)',
    implementedIn: [routeTable, 'src/features/mail-preferences/components/market-research-confirmation-page.tsx'],
    shownIn: {
      scenario: 'mail-links',
      path: '/research/confirmation?market-research-doi-token=14aea2bbd46b64d6fdb4dcffbe6cde16',
    },
  },
  {
    id: '2.routes.under-construction',
    title: 'under-construction (protected): placeholder page (with the fakePages flag)',
    implementedIn: [routeTable, 'src/app/pages/under-construction-page.tsx', 'src/app/shell/flag-route.tsx'],
    shownIn: { scenario: 'default', path: '/under-construction' },
  },
  {
    id: '2.routes.magic-link',
    title: 'magic-link (public): verify a magic-link token',
    implementedIn: [routeTable, 'src/features/auth/magic-link/magic-link-page.tsx'],
    // The password step's "Anmeldelink per E-Mail senden" mails the link to the outbox, which opens this page.
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '2.routes.contacts',
    title: 'contacts (protected): contacts (with the contactForm flag)',
    implementedIn: [
      routeTable,
      'src/features/customer-service/components/contacts-page.tsx',
      'src/app/shell/flag-route.tsx',
    ],
    shownIn: { scenario: 'default', path: '/contacts' },
  },
  {
    id: '2.routes.contact-form',
    title: 'contacts/form (protected): customer-support request (with the contactForm flag)',
    implementedIn: [
      routeTable,
      'src/features/customer-service/components/contact-form-page.tsx',
      'src/app/shell/flag-route.tsx',
    ],
    shownIn: { scenario: 'default', path: '/contacts/form' },
  },
  {
    id: '2.routes.followed-creators',
    title: 'followed-creators (protected): followed creators',
    implementedIn: [routeTable, 'src/features/followed-creators/components/followed-creators-page.tsx'],
    shownIn: { scenario: 'default', path: '/followed-creators' },
  },
  {
    id: '2.routes.product-history',
    title: 'product-history (protected): recently viewed products',
    implementedIn: [routeTable, 'src/features/product-history/components/product-history-page.tsx'],
    shownIn: { scenario: 'default', path: '/product-history' },
  },
  {
    id: '2.routes.post-logout',
    title: 'post-logout (public): shown after logout',
    implementedIn: [routeTable, 'src/app/pages/post-logout-page.tsx'],
    shownIn: { scenario: 'default', path: '/post-logout' },
  },
  {
    id: '2.routes.account-verification',
    title:
      'account-verification (public): verification, with sub-steps order-number-verification, customer-number-verification, address-verification, customer-service-verification, success',
    implementedIn: [
      routeTable,
      'src/features/auth/verification/account-verification-page.tsx',
      'src/features/auth/verification/account-verification-paths.ts',
      'src/features/auth/verification/steps/order-number-step.tsx',
      'src/features/auth/verification/steps/customer-number-step.tsx',
      'src/features/auth/verification/steps/address-step.tsx',
      'src/features/auth/verification/steps/customer-service-step.tsx',
      'src/features/auth/verification/steps/verification-success-step.tsx',
    ],
    shownIn: { scenario: 'unverified-account', path: '/account-verification' },
  },
  {
    id: '2.routes.unsubscribe-upsell',
    title: 'unsubscribe/upsell (public): upsell unsubscribe',
    implementedIn: [routeTable, 'src/features/mail-preferences/components/upsell-unsubscribe-page.tsx'],
    shownIn: {
      scenario: 'mail-links',
      path: '/unsubscribe/upsell?customer_id=customer-3zgAawCuEiJ7xM8dd2KJiQ&email=anna.schmidt%40example.de&external_order_id=183501968',
    },
  },
  {
    id: '2.routes.light-user-set-password',
    title: 'light-user-set-password (public): light user sets a password',
    implementedIn: [routeTable, 'src/features/auth/light-account/light-user-set-password-page.tsx'],
    // The form; a working token comes with the mail the login's set-password modal sends to the outbox.
    shownIn: { scenario: 'light-user', path: '/light-user-set-password?token=beispiel' },
  },
  {
    id: '2.routes.send-password-link-success',
    title:
      'send-password-link-success (public): success page after a password link is sent (takes a reason query parameter)',
    implementedIn: [routeTable, 'src/features/auth/passwords/send-password-link-success-page.tsx'],
    shownIn: { scenario: 'anonymous', path: '/send-password-link-success?reason=password-forgotten' },
  },
  {
    id: '2.routes.page-not-found',
    title: '(any other): page-not-found, with a link to home; last entry',
    implementedIn: [routeTable, 'src/app/pages/not-found-page.tsx'],
    shownIn: { scenario: 'default', path: '/gibt-es-nicht' },
  },

  // Account shell.
  {
    id: '2.shell.greeting',
    title: 'A greeting with the user’s full name (or username if no full name) and the customer number',
    implementedIn: [shell],
    shownIn: { scenario: 'default', path: '/' },
  },
  {
    id: '2.shell.side-navigation',
    title: 'A side navigation beside every account page',
    implementedIn: [shell, 'src/app/shell/side-navigation.tsx', 'src/app/shell/use-navigation.ts'],
    shownIn: { scenario: 'default', path: '/orders' },
  },
  {
    id: '2.shell.section-heading',
    title:
      'A back link (to the parent path) and a section heading per section, matched by path prefix: all orders, order details, wishlist, open invoices, recommend the product, my data, addresses, address book, change password, change email, payment methods, contact, last viewed',
    implementedIn: [shell, navigation, 'src/shared/config/paths.ts', 'src/shared/intl/section-messages.ts'],
    shownIn: { scenario: 'dhl-addresses', path: '/my-addresses/address-0002' },
  },
  {
    id: '2.shell.mobile-overview',
    title: 'On mobile the account overview is shown at the top level and sub-pages hide the header',
    implementedIn: [shell, 'src/app/shell/account-shell.css', 'src/app/pages/account-home-page.tsx'],
    shownIn: { scenario: 'default', path: '/' },
  },
  {
    id: '2.shell.footer',
    title:
      'Login, forgot-password and set-password show the reduced footer; all others the full footer (switched by emitted events)',
    implementedIn: [routeTable, 'src/app/shell/layouts.tsx'],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '2.shell.login-header',
    title:
      'Login, forgot-password and set-password show the login header: the shop’s logo linking to the shop, no account navigation',
    implementedIn: [routeTable, 'src/app/shell/layouts.tsx'],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },

  // Navigation groups.
  {
    id: '2.navigation.my-orders',
    title: 'My orders: all orders; open invoices (hidden under conditions not shown: for a light user)',
    implementedIn: [navigation, 'src/app/shell/side-navigation.tsx'],
    shownIn: { scenario: 'default', path: '/' },
  },
  {
    id: '2.navigation.my-activity',
    title: 'My activity: wishlist, followed creators, product history, recommend the shop',
    implementedIn: [navigation, 'src/app/shell/side-navigation.tsx'],
    shownIn: { scenario: 'default', path: '/' },
  },
  {
    id: '2.navigation.my-profile',
    title:
      'My profile: my data; change email; change password, or "set password" when the user has no password and has a social login provider; my addresses; payment methods',
    implementedIn: [navigation, 'src/shared/session/needs-password-from-social-login.ts'],
    shownIn: { scenario: 'social-login-no-password', path: '/' },
  },
  {
    id: '2.navigation.customer-service',
    title: 'Customer service: FAQ (external link); contact (shown only when the contactForm flag is on)',
    implementedIn: [navigation, 'src/shared/config/locales.ts'],
    shownIn: { scenario: 'default', path: '/' },
  },
  {
    id: '2.navigation.logout',
    title: 'Logout action',
    implementedIn: ['src/app/shell/side-navigation.tsx', 'src/shared/session/leave-account.ts'],
    shownIn: { scenario: 'default', path: '/' },
  },
  {
    id: '2.navigation.incomplete-profile',
    title:
      'Parts of the profile area are hidden while the profile is incomplete (no billing address or no customer number), but not on the complete-profile step',
    implementedIn: [navigation, 'src/app/shell/use-navigation.ts'],
    shownIn: { scenario: 'incomplete-profile', path: '/' },
  },
  {
    id: '2.navigation.tracking-page-types',
    title:
      'Tracking page types: welcome, home, account, account_login, account_light_registration, account_login_password, account_customer_data, account_data_confirmation (order number, customer number, address, call center)',
    implementedIn: [
      'src/shared/tracking/tracking.ts',
      'src/shared/tracking/use-track-page-view.ts',
      shell,
      'src/features/auth/login/username-step.tsx',
      'src/features/auth/login/password-step.tsx',
      'src/features/auth/create-account/create-account-step.tsx',
      'src/features/auth/create-account/double-opt-in-step.tsx',
      'src/features/auth/light-account/create-light-account-step.tsx',
      'src/features/auth/social-login/social-account-step.tsx',
      'src/features/auth/verification/steps/order-number-step.tsx',
      'src/features/auth/verification/steps/customer-number-step.tsx',
      'src/features/auth/verification/steps/address-step.tsx',
      'src/features/auth/verification/steps/customer-service-step.tsx',
    ],
  },
]
