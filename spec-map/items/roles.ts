import type { SpecItem } from '../spec-item'

/** Section 6: the roles and what each may do. */
export const roleItems: SpecItem[] = [
  {
    id: '6.roles.anonymous',
    title: 'Anonymous visitor: the public pages of section 2; protected pages redirect to login',
    implementedIn: ['src/app/routes.tsx', 'src/app/shell/account-loader.ts'],
    shownIn: { scenario: 'anonymous', path: '/orders' },
  },
  {
    id: '6.roles.logged-in-customer',
    title: 'Logged-in customer: the account area; the logged-in state comes from the login-state response (LOGGED_IN)',
    implementedIn: ['src/app/shell/account-loader.ts', 'src/shared/session/session-api.ts'],
    shownIn: { scenario: 'default', path: '/' },
  },
  {
    id: '6.roles.full-and-light-user',
    title:
      'Full user and light user (incomplete registration that must set a password); social-login accounts without a password set one via an emailed link',
    implementedIn: [
      'src/features/auth/light-account/light-user-set-password-page.tsx',
      'src/shared/session/needs-password-from-social-login.ts',
    ],
    shownIn: { scenario: 'light-account-checkout', path: '/' },
  },
  {
    id: '6.roles.personal-data-view-only',
    title: 'Personal data cannot be edited online',
    implementedIn: ['src/features/profile/components/personal-data-page.tsx'],
    shownIn: { scenario: 'default', path: '/my-profile' },
  },
  {
    id: '6.roles.menu-conditions',
    title: 'Some menu items depend on the personal-areas flag, on conditions and on the contactForm flag',
    implementedIn: ['src/app/shell/navigation.ts'],
    shownIn: { scenario: 'default', path: '/' },
  },
  {
    id: '6.roles.same-day-cancellation',
    title: 'Online order cancellation only within a limited same-day window',
    implementedIn: ['src/features/orders/domain/cancellation-window.ts'],
    shownIn: { scenario: 'orders-every-status', path: '/orders' },
  },
]
