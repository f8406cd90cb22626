import type { SpecItem } from '../spec-item'

const login = 'src/features/auth/login/login-reducer.ts'
const loginFlow = 'src/features/auth/login/use-login-flow.ts'
const loginResult = 'src/features/auth/login/login-result.ts'
const createAccountStep = 'src/features/auth/create-account/create-account-step.tsx'
const verificationPage = 'src/features/auth/verification/account-verification-page.tsx'
const magicLinkState = 'src/features/auth/magic-link/magic-link-state.ts'
const sessionApi = 'src/shared/session/session-api.ts'
const addressSaveFlow = 'src/features/addresses/address-save-flow.ts'
const addressBook = 'src/features/addresses/components/address-book-page.tsx'
const orderDetails = 'src/features/orders/components/order-details-page.tsx'
const bankDetails = 'src/features/payment-methods/components/edit-bank-details-page.tsx'

/** Section 4: the flows, their states and transitions. */
export const flowItems: SpecItem[] = [
  // Most flows go request, in progress, success or failed: one item per flow the spec names.
  {
    id: '4.general.progress.login',
    title: 'Login: request, in progress, success or failed',
    implementedIn: ['src/features/auth/api/login.ts', 'src/features/auth/login/password-step.tsx'],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.general.progress.username-confirmation',
    title: 'Username confirmation: request, in progress, success or failed',
    implementedIn: ['src/features/auth/api/check-username.ts', 'src/features/auth/login/login-page.tsx'],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.general.progress.account-creation',
    title: 'Account creation: request, in progress, success or failed',
    implementedIn: [
      'src/features/auth/api/create-account-api.ts',
      'src/features/auth/create-account/create-account-step.tsx',
    ],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.general.progress.social-login',
    title: 'Social login: request, in progress, success or failed',
    implementedIn: [
      'src/features/auth/api/social-login-api.ts',
      'src/features/auth/social-login/use-social-login-callback.ts',
    ],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.general.progress.magic-link-send',
    title: 'Magic link send: request, in progress, success or failed',
    implementedIn: ['src/features/auth/api/magic-link-api.ts', 'src/features/auth/magic-link/magic-link-option.tsx'],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.general.progress.magic-link-verify',
    title: 'Magic link verify: request, in progress, success or failed',
    implementedIn: ['src/features/auth/api/magic-link-api.ts', 'src/features/auth/magic-link/magic-link-page.tsx'],
    shownIn: { scenario: 'mail-links' },
  },
  {
    id: '4.general.progress.newsletter-unsubscribe',
    title: 'Newsletter unsubscribe: request, in progress, success or failed',
    implementedIn: [
      'src/features/mail-preferences/api/newsletter-subscription-api.ts',
      'src/features/mail-preferences/components/cancel-subscription-page.tsx',
    ],
    shownIn: { scenario: 'mail-links' },
  },
  {
    id: '4.general.progress.newsletter-frequency',
    title: 'Newsletter frequency reduction: request, in progress, success or failed',
    implementedIn: [
      'src/features/mail-preferences/api/newsletter-subscription-api.ts',
      'src/features/mail-preferences/components/cancel-subscription-page.tsx',
    ],
    shownIn: { scenario: 'mail-links' },
  },
  {
    id: '4.general.progress.set-password',
    title: 'Set password: request, in progress, success or failed',
    implementedIn: ['src/features/auth/api/passwords-api.ts', 'src/features/auth/passwords/set-password-page.tsx'],
    shownIn: { scenario: 'mail-links' },
  },
  {
    id: '4.general.progress.reset-password',
    title: 'Reset password: request, in progress, success or failed',
    implementedIn: ['src/features/auth/api/passwords-api.ts', 'src/features/auth/passwords/forgot-password-page.tsx'],
    shownIn: { scenario: 'anonymous', path: '/forgot-password' },
  },
  {
    id: '4.general.progress.email-doi-confirmation',
    title: 'Email DOI confirmation: request, in progress, success or failed',
    implementedIn: [
      'src/features/account-settings/api/change-email-api.ts',
      'src/features/account-settings/components/confirm-email-change-page.tsx',
    ],
    shownIn: { scenario: 'account-settings' },
  },
  {
    id: '4.general.progress.market-research-confirmation',
    title: 'Market-research confirmation: request, in progress, success or failed',
    implementedIn: [
      'src/features/mail-preferences/api/mail-consents-api.ts',
      'src/features/mail-preferences/components/market-research-confirmation-page.tsx',
    ],
    shownIn: { scenario: 'mail-links' },
  },
  {
    id: '4.general.progress.followed-creators',
    title: 'Followed creators: request, in progress, success or failed',
    implementedIn: [
      'src/features/followed-creators/api/followed-creators-api.ts',
      'src/features/followed-creators/components/followed-creators-page.tsx',
    ],
    shownIn: { scenario: 'default', path: '/followed-creators' },
  },
  {
    id: '4.general.progress.change-email',
    title: 'Change email: request, in progress, success or failed',
    implementedIn: [
      'src/features/account-settings/api/change-email-api.ts',
      'src/features/account-settings/components/change-email-page.tsx',
    ],
    shownIn: { scenario: 'account-settings', path: '/change-email' },
  },
  {
    id: '4.general.progress.change-password',
    title: 'Change password: request, in progress, success or failed',
    implementedIn: [
      'src/features/account-settings/api/change-password-api.ts',
      'src/features/account-settings/components/change-password-page.tsx',
    ],
    shownIn: { scenario: 'account-settings', path: '/change-password' },
  },
  {
    id: '4.general.progress.contact-support',
    title: 'Contact support: request, in progress, success or failed',
    implementedIn: [
      'src/features/customer-service/api/support-request-api.ts',
      'src/features/customer-service/components/contact-form-page.tsx',
    ],
    shownIn: { scenario: 'default', path: '/contacts/form' },
  },
  {
    id: '4.general.progress.delete-account',
    title: 'Delete account: request, in progress, success or failed',
    implementedIn: [
      'src/features/account-settings/api/delete-account-api.ts',
      'src/features/account-settings/components/change-password-page.tsx',
    ],
    shownIn: { scenario: 'account-settings', path: '/change-password' },
  },
  {
    id: '4.general.progress.open-invoices',
    title: 'Open invoices: request, in progress, success or failed',
    implementedIn: [
      'src/features/invoices/api/open-invoices-api.ts',
      'src/features/invoices/components/open-invoices-page.tsx',
    ],
    shownIn: { scenario: 'overdue-invoices', path: '/open-invoices' },
  },
  {
    id: '4.general.progress.upsell-unsubscribe',
    title: 'Upsell unsubscribe: request, in progress, success or failed',
    implementedIn: [
      'src/features/mail-preferences/api/mail-consents-api.ts',
      'src/features/mail-preferences/components/upsell-unsubscribe-page.tsx',
    ],
    shownIn: { scenario: 'mail-links' },
  },
  {
    id: '4.general.progress.product-history',
    title: 'Product history: request, in progress, success or failed',
    implementedIn: [
      'src/features/product-history/api/product-history-api.ts',
      'src/features/product-history/components/product-history-page.tsx',
    ],
    shownIn: { scenario: 'default', path: '/product-history' },
  },
  {
    id: '4.general.progress.top-deals',
    title: 'Top deals: request, in progress, success or failed',
    implementedIn: [
      'src/features/product-history/api/product-history-api.ts',
      'src/features/product-history/components/product-history-page.tsx',
    ],
    shownIn: { scenario: 'default', path: '/product-history' },
  },
  {
    id: '4.general.progress.address-flows',
    title: 'Address flows: request, in progress, success or failed',
    implementedIn: ['src/features/addresses/api/addresses-api.ts', 'src/features/addresses/address-save-flow.ts'],
    shownIn: { scenario: 'default', path: '/my-addresses/add-delivery-address' },
  },
  {
    id: '4.general.progress.bank-account',
    title: 'Bank account: request, in progress, success or failed',
    implementedIn: [
      'src/features/payment-methods/api/banking-details.ts',
      'src/features/payment-methods/components/edit-bank-details-page.tsx',
    ],
    shownIn: { scenario: 'default', path: '/payment-methods' },
  },
  {
    id: '4.general.progress.payment-preference',
    title: 'Payment preference: request, in progress, success or failed',
    implementedIn: [
      'src/features/payment-methods/api/preferred-payment.ts',
      'src/features/payment-methods/components/preferred-payment-form.tsx',
    ],
    shownIn: { scenario: 'default', path: '/payment-methods' },
  },
  {
    id: '4.general.progress.order-history',
    title: 'Order history: request, in progress, success or failed',
    implementedIn: ['src/features/orders/api/orders-api.ts', 'src/features/orders/components/order-list-page.tsx'],
    shownIn: { scenario: 'orders-every-status', path: '/orders' },
  },
  {
    id: '4.general.progress.order-details',
    title: 'Order details: request, in progress, success or failed',
    implementedIn: ['src/features/orders/api/orders-api.ts', 'src/features/orders/components/order-details-page.tsx'],
    shownIn: { scenario: 'orders-every-status', path: '/orders' },
  },
  {
    id: '4.general.progress.order-cancellation',
    title: 'Order cancellation: request, in progress, success or failed',
    implementedIn: ['src/features/orders/api/orders-api.ts', 'src/features/orders/components/order-details-page.tsx'],
    shownIn: { scenario: 'orders-every-status', path: '/orders' },
  },
  {
    id: '4.general.progress.order-return',
    title: 'Order return: request, in progress, success or failed',
    implementedIn: ['src/features/orders/api/orders-api.ts', 'src/features/orders/components/order-return-page.tsx'],
    shownIn: { scenario: 'orders-every-status', path: '/orders' },
  },
  {
    id: '4.general.progress.wishlist',
    title: 'Wishlist: request, in progress, success or failed',
    implementedIn: ['src/features/wishlist/api/wishlist-api.ts', 'src/features/wishlist/components/wishlist-page.tsx'],
    shownIn: { scenario: 'default', path: '/wishlist' },
  },
  {
    id: '4.general.progress.stay-logged-in',
    title: 'Stay logged in: request, in progress, success or failed',
    implementedIn: ['src/shared/session/session-api.ts', 'src/app/shell/stay-logged-in-banner.tsx'],
    shownIn: { scenario: 'default', path: '/' },
  },

  // Login steps
  {
    id: '4.login.steps',
    title:
      'Login steps: username, password, create account, create account double opt-in, email unknown, password unknown',
    implementedIn: [login, 'src/features/auth/login/login-page.tsx'],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.login.username-confirmed',
    title: 'Username confirmed moves to the password step',
    implementedIn: [login, loginFlow],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.login.change-username',
    title: 'Change username returns to the first step',
    implementedIn: [login],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.login.unknown-email-create-account',
    title: 'Unknown email: show create account',
    implementedIn: [loginResult, createAccountStep],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    // "A different action, not shown": the app offers the email-unknown step (guest order, light account,
    // service line), since Swiss addresses do not fit the account form (login-result.ts).
    id: '4.login.unknown-email-swiss',
    title: 'Unknown email on the Swiss locale: a different action (not shown)',
    implementedIn: [loginResult, 'src/features/auth/create-account/email-unknown-step.tsx'],
    shownIn: { scenario: 'anonymous', path: '/login?locale=ch' },
  },
  {
    id: '4.login.unknown-customer-number',
    title: 'Unknown customer number: error',
    implementedIn: [loginResult],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.login.no-credentials-email',
    title: 'No credentials with an email: account verification',
    implementedIn: [loginFlow, 'src/features/auth/verification/account-verification-paths.ts'],
    shownIn: { scenario: 'unverified-account', path: '/login' },
  },
  {
    id: '4.login.no-credentials-customer-number',
    title: 'No credentials with a customer number: the customer-number verification variant',
    implementedIn: [loginFlow, 'src/features/auth/verification/account-verification-paths.ts'],
    shownIn: { scenario: 'unverified-account', path: '/login' },
  },
  {
    id: '4.login.light-user-modal',
    title:
      'Light user without credentials: light-user set-password modal; closing it or failing closes it, failure sets the error',
    implementedIn: [login, 'src/features/auth/light-account/light-user-set-password-modal.tsx'],
    shownIn: { scenario: 'light-user', path: '/login' },
  },
  {
    id: '4.login.social-registration',
    title: 'Show-create-account records social registration',
    implementedIn: [login, createAccountStep],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.login.account-created-double-opt-in',
    title: 'Successful creation moves to double opt-in and stores newsletter consent',
    implementedIn: [login, 'src/features/auth/create-account/double-opt-in-step.tsx'],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.login.creation-failure-keeps-step',
    title: 'Account creation failures keep the step and set an API error',
    implementedIn: [createAccountStep],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.login.duplicate-account',
    title: 'Duplicate account goes to the password step for the existing user',
    implementedIn: [login, createAccountStep],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.login.success',
    title: 'Login success marks the user logged in, remembers the login method, fires tracking and redirects',
    implementedIn: [loginFlow, 'src/shared/session/local-preferences.ts'],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.login.wrong-customer',
    title: 'Login checks that the returned email or customer number matches the username; otherwise WRONG_CUSTOMER',
    implementedIn: [loginFlow, loginResult],
  },
  {
    id: '4.session.logged-in-details',
    title:
      'Logged-in details set loggedIn only if state is LOGGED_IN, otherwise the user is cleared; failure sets loggedIn false',
    implementedIn: [sessionApi, 'src/app/shell/account-loader.ts'],
    shownIn: { scenario: 'default', path: '/' },
  },
  {
    id: '4.session.customer-number-mismatch',
    title: 'A customerNumber differing from the cookie (case-insensitive) is logged out, and the difference logged',
    implementedIn: [sessionApi, 'src/shared/session/customer-number-cookie.ts'],
  },
  {
    id: '4.session.logout',
    title: 'Logout calls the server then goes to post-logout',
    implementedIn: ['src/app/shell/side-navigation.tsx', 'src/shared/session/leave-account.ts'],
    shownIn: { scenario: 'default', path: '/' },
  },
  {
    // Only REJECTED (the service refused the session: it ran out) reaches the login page, which says so;
    // other failures of the refresh go to login without a reason (paths.ts, SignedOutReason).
    id: '4.session.token-refresh-failure',
    title:
      'Token refresh failure logs the user out and goes to login; reasons UNKNOWN, REJECTED, CONNECTION, WRONG_CUSTOMER',
    implementedIn: ['src/app/shell/session-expiry-watcher.tsx', 'src/shared/session/sign-out.ts'],
    shownIn: { scenario: 'default', path: '/orders?clock=%2B11d' },
  },

  // Magic link and account verification
  {
    id: '4.magic-link.states',
    title: 'Magic link: active, in progress, success, disabled',
    implementedIn: [magicLinkState, 'src/features/auth/magic-link/magic-link-option.tsx'],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.magic-link.send-wait-800ms',
    title: 'On send success wait 800 ms then reactivate',
    implementedIn: [magicLinkState],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.magic-link.send-failure',
    title: 'On send failure reactivate with error',
    implementedIn: [magicLinkState],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.magic-link.verification',
    title: 'Magic link verification: in progress, failed; success goes to home',
    implementedIn: ['src/features/auth/magic-link/magic-link-page.tsx'],
    shownIn: { scenario: 'anonymous', path: '/login' },
  },
  {
    id: '4.account-verification.states',
    title: 'Account verification: init, verify, completed',
    implementedIn: [verificationPage],
    shownIn: { scenario: 'unverified-account', path: '/login' },
  },
  {
    id: '4.account-verification.verified',
    title: 'Status VERIFIED goes to the success route',
    implementedIn: [verificationPage, 'src/features/auth/verification/steps/verification-success-step.tsx'],
    shownIn: { scenario: 'unverified-account', path: '/login' },
  },
  {
    id: '4.account-verification.not-verified',
    title: 'Any other status or error goes to the customer-service verification route',
    implementedIn: [verificationPage, 'src/features/auth/verification/steps/customer-service-step.tsx'],
    shownIn: { scenario: 'unverified-account', path: '/login' },
  },

  // Account settings and customer service
  {
    id: '4.change-email.statuses',
    title:
      'Change email status: default, wrong password, invalid email, change successful, generic error, email already exists',
    implementedIn: [
      'src/features/account-settings/api/change-email-api.ts',
      'src/features/account-settings/components/change-email-page.tsx',
    ],
    shownIn: { scenario: 'account-settings', path: '/change-email' },
  },
  {
    id: '4.change-email.cleanup',
    title: 'Change email: a cleanup action resets to default',
    implementedIn: ['src/features/account-settings/components/change-email-page.tsx'],
    shownIn: { scenario: 'account-settings', path: '/change-email' },
  },
  {
    id: '4.change-password.statuses',
    title: 'Change password status: default, successful, wrong password, wrong token, generic error',
    implementedIn: [
      'src/features/account-settings/api/change-password-api.ts',
      'src/features/account-settings/components/change-password-page.tsx',
    ],
    shownIn: { scenario: 'account-settings', path: '/change-password' },
  },
  {
    id: '4.change-password.success-modal',
    title: 'Change password successful opens a confirmation modal',
    implementedIn: ['src/features/account-settings/components/password-changed-modal.tsx'],
    shownIn: { scenario: 'account-settings', path: '/change-password' },
  },
  {
    id: '4.change-password.cleanup',
    title: 'Change password: cleanup resets',
    implementedIn: ['src/features/account-settings/components/change-password-page.tsx'],
    shownIn: { scenario: 'account-settings', path: '/change-password' },
  },
  {
    id: '4.contact-support.in-progress',
    title: 'Contact support: in progress',
    implementedIn: ['src/features/customer-service/components/contact-form-page.tsx'],
    shownIn: { scenario: 'default', path: '/contacts/form' },
  },
  {
    id: '4.contact-support.success-modal',
    title: 'Contact support: success opens a modal',
    implementedIn: ['src/features/customer-service/components/contact-form-page.tsx'],
    shownIn: { scenario: 'default', path: '/contacts/form' },
  },
  {
    id: '4.contact-support.error-id',
    title: 'Contact support: error with id',
    implementedIn: [
      'src/features/customer-service/components/contact-form-page.tsx',
      'src/features/customer-service/api/support-request-api.ts',
    ],
    shownIn: { scenario: 'default', path: '/contacts/form' },
  },
  {
    id: '4.delete-account.modal',
    title: 'Delete account: modal open/close',
    implementedIn: [
      'src/features/account-settings/components/delete-account-section.tsx',
      'src/features/account-settings/components/delete-account-modal.tsx',
    ],
    shownIn: { scenario: 'account-settings', path: '/change-password' },
  },
  {
    id: '4.delete-account.states',
    title: 'Delete account: in progress, success, failed',
    implementedIn: [
      'src/features/account-settings/components/delete-account-modal.tsx',
      'src/features/account-settings/api/delete-account-api.ts',
    ],
    shownIn: { scenario: 'account-settings', path: '/change-password' },
  },

  // Addresses
  {
    id: '4.addresses.loading-selected',
    title: 'Address state: loading, selected address',
    implementedIn: [addressBook, 'src/features/addresses/components/edit-delivery-address-page.tsx'],
    shownIn: { scenario: 'dhl-addresses', path: '/my-addresses' },
  },
  {
    id: '4.addresses.recommended-address-modal',
    title:
      'Recommended-address modal (delivery and billing) opens when the check proposes a different address, closes on confirm or cancel',
    implementedIn: [addressSaveFlow, 'src/features/addresses/components/address-suggestion-dialog.tsx'],
    shownIn: { scenario: 'default', path: '/my-addresses/add' },
  },
  {
    id: '4.addresses.billing-created-modal',
    title: 'Billing-address-created modal (closable)',
    implementedIn: [
      'src/features/addresses/components/billing-address-page.tsx',
      'src/features/addresses/components/billing-address-created-dialog.tsx',
    ],
    shownIn: { scenario: 'incomplete-profile', path: '/my-addresses/billing-address' },
  },
  {
    id: '4.addresses.two-step-add',
    title: 'Adding a delivery address is two steps: add, then send',
    implementedIn: [addressSaveFlow, 'src/features/addresses/components/add-delivery-address-page.tsx'],
    shownIn: { scenario: 'dhl-addresses', path: '/my-addresses/add' },
  },
  {
    id: '4.addresses.delete-restore',
    title: 'Delete marks an address as deleted; restore undoes it',
    implementedIn: [addressBook, 'src/features/addresses/components/address-card.tsx'],
    shownIn: { scenario: 'dhl-addresses', path: '/my-addresses' },
  },
  {
    id: '4.addresses.set-preferred',
    title: 'Set preferred stores the id',
    implementedIn: [addressBook, 'src/features/addresses/api/addresses-api.ts'],
    shownIn: { scenario: 'dhl-addresses', path: '/my-addresses' },
  },
  {
    id: '4.addresses.dhl-warning-list',
    title: 'An address saved with an invalid DHL post number is added to a warning list',
    implementedIn: [addressBook],
    shownIn: { scenario: 'dhl-addresses', path: '/my-addresses' },
  },
  {
    id: '4.addresses.save-error-categories',
    title: 'Address save errors are categorised validate or save',
    implementedIn: [addressSaveFlow, 'src/features/addresses/components/address-form.tsx'],
    shownIn: { scenario: 'default', path: '/my-addresses/add' },
  },

  // Orders, invoices, wishlist
  {
    id: '4.orders.loading-failed',
    title: 'Order history and details: loading, failed',
    implementedIn: ['src/features/orders/components/order-list-page.tsx', orderDetails],
    shownIn: { scenario: 'orders-every-status', path: '/orders' },
  },
  {
    id: '4.orders.return-states',
    title: 'Return: in progress, failed, success (flag set, cleared later)',
    implementedIn: ['src/features/orders/components/order-return-page.tsx', orderDetails],
    shownIn: { scenario: 'orders-every-status', path: '/orders/order-0006/returns' },
  },
  {
    id: '4.orders.cancellation-modal',
    title: 'Cancellation modal: open/close, in progress, failed, success',
    implementedIn: ['src/features/orders/components/cancel-order-dialog.tsx'],
    shownIn: { scenario: 'orders-every-status', path: '/orders/order-0001' },
  },
  {
    id: '4.orders.cancel-success-navigates',
    title: 'Cancel success marks the order cancelled and navigates to its cancel-success page',
    implementedIn: [
      'src/features/orders/components/cancel-order-dialog.tsx',
      'src/features/orders/components/cancel-success-page.tsx',
    ],
    shownIn: { scenario: 'orders-every-status', path: '/orders/order-0001' },
  },
  {
    id: '4.orders.new-customer-flag',
    title: 'New-customer flag: true if no order within the last two years (order history requested with limit 1)',
    implementedIn: ['src/shared/session/new-customer.ts'],
    shownIn: { scenario: 'new-customer', path: '/' },
  },
  {
    id: '4.invoices.sort-default',
    title: 'Invoices sorted by due date; default after load is descending',
    implementedIn: ['src/features/invoices/components/open-invoices-page.tsx'],
    shownIn: { scenario: 'overdue-invoices', path: '/open-invoices' },
  },
  {
    id: '4.wishlist.add-to-basket-states',
    title: 'Wishlist add-to-basket: in progress, success, failed',
    implementedIn: ['src/features/wishlist/components/use-wishlist-actions.ts'],
    shownIn: { scenario: 'default', path: '/wishlist' },
  },
  {
    id: '4.wishlist.moved-removal-1500ms',
    title: 'On success, after 1500 ms the item is removed from the UI and its wishlist state set to movedToBasket',
    implementedIn: ['src/features/wishlist/components/use-wishlist-actions.ts'],
    shownIn: { scenario: 'default', path: '/wishlist' },
  },
  {
    id: '4.wishlist.delete-removes',
    title: 'Removal from the UI also follows delete',
    implementedIn: ['src/features/wishlist/components/use-wishlist-actions.ts'],
    shownIn: { scenario: 'default', path: '/wishlist' },
  },

  // Bank account and newsletter
  {
    id: '4.bank-account.operations',
    title: 'Bank account: verify, change, get, delete, each with success and failure',
    implementedIn: [
      'src/features/payment-methods/api/banking-details.ts',
      bankDetails,
      'src/features/payment-methods/components/bank-details-card.tsx',
    ],
    shownIn: { scenario: 'default', path: '/payment-methods' },
  },
  {
    id: '4.bank-account.verification-failure',
    title: 'Bank account verification failure sets a validation error',
    implementedIn: [bankDetails, 'src/features/payment-methods/api/iban-validation.ts'],
    shownIn: { scenario: 'default', path: '/payment-methods/edit' },
  },
  {
    id: '4.newsletter.outcomes',
    title: 'Newsletter: unsubscribe or reduce frequency leads to the matching outcome',
    implementedIn: [
      'src/features/mail-preferences/components/cancel-subscription-page.tsx',
      'src/features/mail-preferences/api/newsletter-subscription-api.ts',
    ],
    shownIn: { scenario: 'mail-links' },
  },
]
