import type { SpecItem } from '../spec-item'

// How items and tags work, and how to work on them: spec-map/README.md.

const definitions = 'flags/definitions.ts'

/**
 * Section 3 (its end): the feature flags, each with what it switches. Every flag is defined in
 * `flags/definitions.ts` with its default per environment; the prototype runs local-dev, where all but
 * multipleVouchers are on, and `?flags=a,-b` switches them (README: Feature flags).
 */
export const flagItems: SpecItem[] = [
  {
    id: '3.flags.environments',
    title:
      'Feature flags differ per environment (local-dev, development, staging, production): defaults per environment, in production from Unleash',
    implementedIn: [
      definitions,
      'flags/unleash-adapter.ts',
      'flags/unleash-sync.ts',
      'src/app/production-runtime.ts',
      'src/shared/flags/use-flag.ts',
    ],
    shownIn: { scenario: 'default', path: '/?env=production' },
  },
  {
    id: '3.flags.deleteWishlistProduct',
    title: 'deleteWishlistProduct: wishlist items can be deleted',
    implementedIn: [definitions, 'src/features/wishlist/components/wishlist-page.tsx'],
    shownIn: { scenario: 'default', path: '/wishlist' },
  },
  {
    id: '3.flags.fakePages',
    title: 'fakePages: the placeholder route under-construction exists',
    implementedIn: [
      definitions,
      'src/app/routes.tsx',
      'src/app/shell/flag-route.tsx',
      'src/app/pages/under-construction-page.tsx',
    ],
    shownIn: { scenario: 'default', path: '/under-construction' },
  },
  {
    id: '3.flags.magicLinkLogin',
    title: 'magicLinkLogin: the password step offers a one-time emailed magic link',
    implementedIn: [
      definitions,
      'src/features/auth/login/login-page.tsx',
      'src/features/auth/magic-link/magic-link-option.tsx',
    ],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '3.flags.socialLogin',
    title: 'socialLogin: the username step offers Google, Facebook and Apple (the experiment is environment-dependent)',
    implementedIn: [
      definitions,
      'src/features/auth/login/login-page.tsx',
      'src/features/auth/social-login/social-login-buttons.tsx',
    ],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '3.flags.completeProfile',
    title: 'completeProfile: the hint to complete the profile with a billing address',
    implementedIn: [definitions, 'src/app/shell/complete-profile-hint.tsx'],
    shownIn: { scenario: 'incomplete-profile', path: '/' },
  },
  {
    id: '3.flags.lightAccount',
    title: 'lightAccount: a light account (name and email only) can be created',
    implementedIn: [
      definitions,
      'src/features/auth/login/use-login-flow.ts',
      'src/features/auth/create-account/create-account-step.tsx',
      'src/features/auth/create-account/email-unknown-step.tsx',
      'src/features/auth/light-account/create-light-account-step.tsx',
    ],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '3.flags.contactForm',
    title: 'contactForm: "Kontakt" in the navigation and the routes contacts and contacts/form',
    implementedIn: [definitions, 'src/app/shell/navigation.ts', 'src/app/routes.tsx', 'src/app/shell/flag-route.tsx'],
    shownIn: { scenario: 'default', path: '/contacts' },
  },
  {
    id: '3.flags.myAccountHomeRedesign',
    title: 'myAccountHomeRedesign: the redesigned account home (latest order, balance, wishlist, figures)',
    implementedIn: [definitions, 'src/app/pages/account-home-page.tsx', 'src/app/pages/account-home-cards.tsx'],
    shownIn: { scenario: 'default', path: '/' },
  },
  {
    id: '3.flags.loginBenefits',
    title: 'loginBenefits: the login page lists the benefits of an account',
    implementedIn: [definitions, 'src/features/auth/login/login-page.tsx'],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '3.flags.stayLoggedIn',
    title: 'stayLoggedIn: the login’s "Angemeldet bleiben" checkbox and the stay-logged-in banner',
    implementedIn: [
      definitions,
      'src/features/auth/login/password-step.tsx',
      'src/features/auth/login/use-login-flow.ts',
      'src/app/shell/stay-logged-in-banner.tsx',
    ],
    shownIn: { scenario: 'default', path: '/' },
  },
  {
    id: '3.flags.multipleVouchers',
    title: 'multipleVouchers: order details show every voucher of an order (off: the first only)',
    implementedIn: [definitions, 'src/features/orders/components/order-details-page.tsx'],
    // Off in every environment: switched on here.
    shownIn: { scenario: 'orders-every-status', path: '/orders/order-0011?flags=multipleVouchers' },
  },
  {
    id: '3.flags.personalAreas',
    title:
      'personalAreas (spec section 6: some menu items depend on a personal-areas flag): followed creators, recently viewed and recommend the shop in navigation and home',
    implementedIn: [definitions, 'src/app/shell/navigation.ts'],
    shownIn: { scenario: 'default', path: '/' },
  },
  {
    id: '3.flags.orderCancellation',
    title: 'orderCancellation: same-day online cancellation on the order details',
    implementedIn: [definitions, 'src/features/orders/components/order-details-page.tsx'],
    shownIn: { scenario: 'orders-every-status', path: '/orders/order-0001' },
  },
  {
    id: '3.flags.withdrawalButton',
    title:
      'withdrawalButton (ours, not in the spec’s list: EU Directive 2023/2673): "Vertrag widerrufen" in footer, navigation and order details, never on the Swiss shop',
    implementedIn: [
      definitions,
      'src/features/orders/domain/withdrawal-offered.ts',
      'src/app/shell/navigation.ts',
      'src/app/shell/layouts.tsx',
      'src/features/orders/components/order-withdrawal-offer.tsx',
      'src/features/withdrawal/components/withdrawal-page.tsx',
    ],
    shownIn: { scenario: 'orders-every-status', path: '/orders/order-0011' },
  },
]
