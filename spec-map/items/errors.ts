import type { SpecItem } from '../spec-item'

// Each entry names where its German text is defined (a messages.ts) and the code that picks it.

/** Section 8: every entry of the error catalogue. */
export const errorItems: SpecItem[] = [
  {
    id: '8.generic.message',
    title: 'Generic: "Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal."',
    implementedIn: ['src/shared/intl/common-messages.ts', 'src/shared/forms/request-error-alert.tsx'],
  },
  {
    id: '8.generic.page-unavailable',
    title: 'Generic: page-unavailable fallback with phone service',
    implementedIn: ['src/app/pages/error-fallback-page.tsx'],
  },
  {
    id: '8.generic.page-not-found',
    title: 'Generic: page-not-found with link home',
    implementedIn: ['src/app/pages/not-found-page.tsx'],
  },
  {
    id: '8.login.country-rejected',
    title:
      'Login: 403 with code LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE gives login.failedNotAllowedForCountryCode, REJECTED, with the customer country code (use the country-specific site)',
    implementedIn: ['src/features/auth/login/login-result.ts', 'src/features/auth/login/login-error-message.tsx'],
  },
  {
    id: '8.login.not-authorized',
    title: 'Login: other 403 gives login.NotAuthorizedException, REJECTED',
    implementedIn: ['src/features/auth/login/login-result.ts', 'src/features/auth/login/messages.ts'],
  },
  {
    id: '8.login.generic-error',
    title: 'Login: other HTTP errors give login.genericError, UNKNOWN',
    implementedIn: ['src/features/auth/login/login-result.ts', 'src/features/auth/login/login-error-message.tsx'],
  },
  {
    id: '8.login.connection',
    title: 'Login: no response gives CONNECTION',
    implementedIn: ['src/features/auth/login/login-result.ts', 'src/shared/intl/common-messages.ts'],
  },
  {
    id: '8.login.invalid-credentials',
    title: 'Login: unknown email/customer-number and password combination',
    implementedIn: ['src/features/auth/login/login-result.ts', 'src/features/auth/login/messages.ts'],
  },
  {
    id: '8.login.invalid-username',
    title: 'Login: invalid username',
    implementedIn: ['src/features/auth/login/username-step.tsx', 'src/features/auth/login/messages.ts'],
  },
  {
    id: '8.login.wrong-customer',
    title: 'Login: login.wrongCustomer',
    implementedIn: ['src/features/auth/login/use-login-flow.ts', 'src/features/auth/login/messages.ts'],
  },
  {
    id: '8.login.wrong-account-number',
    title: 'Login: unknown customer number (login.wrongAccountNumber)',
    implementedIn: ['src/features/auth/login/login-result.ts', 'src/features/auth/login/messages.ts'],
  },
  {
    id: '8.login.password-unknown',
    title: 'Login: account may exist but password unknown (call service)',
    implementedIn: ['src/features/auth/passwords/password-unknown-step.tsx', 'src/features/auth/passwords/messages.ts'],
  },
  {
    id: '8.login.email-unknown',
    title: 'Login: email unknown (offer guest order)',
    implementedIn: [
      'src/features/auth/create-account/email-unknown-step.tsx',
      'src/features/auth/create-account/messages.ts',
    ],
  },
  {
    id: '8.username-check.email-not-exist',
    title: 'Username check key email_not_exist',
    implementedIn: ['src/features/auth/login/login-result.ts'],
  },
  {
    id: '8.username-check.customer-number-not-exist',
    title: 'Username check key customer_number_not_exist',
    implementedIn: ['src/features/auth/login/login-result.ts'],
  },
  {
    id: '8.username-check.no-credentials',
    title: 'Username check key no_credentials',
    implementedIn: ['src/features/auth/login/login-result.ts', 'src/features/auth/verification/messages.ts'],
  },
  {
    id: '8.username-check.light-user-no-credentials',
    title: 'Username check key light_user_no_credentials',
    implementedIn: ['src/features/auth/login/login-result.ts', 'src/features/auth/light-account/messages.ts'],
  },
  {
    id: '8.username-check.other-keys',
    title: 'Username check: other keys give login.genericError',
    implementedIn: ['src/features/auth/login/login-result.ts'],
  },
  {
    id: '8.create-account.invalid-email',
    title: 'Account creation key login.createAccount.invalidEmailError',
    implementedIn: ['src/features/auth/api/create-account-api.ts', 'src/shared/forms/field-messages.ts'],
  },
  {
    id: '8.create-account.email-exists',
    title: 'Account creation key login.createAccount.emailExistsError',
    implementedIn: ['src/features/auth/api/create-account-api.ts', 'src/features/auth/create-account/messages.ts'],
  },
  {
    id: '8.create-account.duplicate-account',
    title: 'Account creation key duplicate_account',
    implementedIn: [
      'src/features/auth/api/create-account-api.ts',
      'src/features/auth/create-account/create-account-step.tsx',
    ],
  },
  {
    id: '8.create-account.generic',
    title: 'Account creation: other keys generic',
    implementedIn: ['src/features/auth/api/create-account-api.ts', 'src/shared/forms/request-error-alert.tsx'],
  },
  {
    id: '8.create-account.no-account',
    title: 'Account creation: account does not exist',
    implementedIn: [
      'src/features/auth/create-account/create-account-step.tsx',
      'src/features/auth/create-account/messages.ts',
    ],
  },
  {
    id: '8.set-password.could-not-save',
    title: 'Set password: could not save',
    implementedIn: [
      'src/features/auth/passwords/set-password-from-link.tsx',
      'src/features/auth/passwords/messages.ts',
    ],
  },
  {
    id: '8.social-login.not-found',
    title: 'Social login not found leads to create account with prefilled data',
    implementedIn: [
      'src/features/auth/social-login/use-social-login-callback.ts',
      'src/features/auth/api/social-login-api.ts',
    ],
  },
  {
    id: '8.change-email.wrong-password',
    title: 'Change email: 403 wrong password (field password)',
    implementedIn: [
      'src/features/account-settings/api/change-email-api.ts',
      'src/features/account-settings/messages.ts',
    ],
  },
  {
    id: '8.change-email.email-exists',
    title: 'Change email: 400 with email-already-exists key (an email_already_exists path) gives email exists',
    implementedIn: [
      'src/features/account-settings/api/change-email-api.ts',
      'src/features/account-settings/messages.ts',
    ],
  },
  {
    id: '8.change-email.invalid-email',
    title: 'Change email: other 400 gives invalid email',
    implementedIn: [
      'src/features/account-settings/api/change-email-api.ts',
      'src/features/account-settings/components/change-email-page.tsx',
    ],
  },
  {
    id: '8.change-email.generic',
    title: 'Change email: others generic',
    implementedIn: [
      'src/features/account-settings/api/change-email-api.ts',
      'src/features/account-settings/components/change-email-page.tsx',
    ],
  },
  {
    id: '8.change-email.link-expired',
    title: 'Change email: confirmation link expired',
    implementedIn: [
      'src/features/account-settings/components/confirm-email-change-page.tsx',
      'src/features/account-settings/messages.ts',
    ],
  },
  {
    id: '8.change-password.wrong-password',
    title: 'Change password: 403 wrong password',
    implementedIn: [
      'src/features/account-settings/api/change-password-api.ts',
      'src/features/account-settings/messages.ts',
    ],
  },
  {
    id: '8.change-password.generic',
    title: 'Change password: else generic',
    implementedIn: [
      'src/features/account-settings/api/change-password-api.ts',
      'src/features/account-settings/components/change-password-page.tsx',
    ],
  },
  {
    id: '8.change-password.same-as-old',
    title: 'Change password: same as old',
    implementedIn: [
      'src/features/account-settings/components/change-password-page.tsx',
      'src/features/account-settings/messages.ts',
    ],
  },
  {
    id: '8.delete-account.detail-or-generic',
    title: 'Delete account: server detail or app.genericError',
    implementedIn: ['src/features/account-settings/components/delete-account-modal.tsx'],
  },
  {
    id: '8.contact-support.generic',
    title: 'Contact support: customerSupport.form.genericError',
    implementedIn: [
      'src/features/customer-service/components/contact-form-page.tsx',
      'src/features/customer-service/messages.ts',
    ],
  },
  {
    id: '8.market-research.already-confirmed',
    title: 'Market research: 400 means ALREADY_CONFIRMED',
    implementedIn: [
      'src/features/mail-preferences/components/market-research-confirmation-page.tsx',
      'src/features/mail-preferences/messages.ts',
    ],
  },
  {
    id: '8.market-research.failure',
    title: 'Market research: else generic registration failure',
    implementedIn: [
      'src/features/mail-preferences/components/market-research-confirmation-page.tsx',
      'src/shared/mail-link/mail-link-confirmation.tsx',
    ],
  },
  {
    id: '8.magic-link.expired',
    title: 'Magic link expired',
    implementedIn: ['src/features/auth/magic-link/magic-link-page.tsx', 'src/features/auth/magic-link/messages.ts'],
  },
  {
    id: '8.address.validate-error',
    title: "Address: check failure sets validate error ('Error at validate address')",
    implementedIn: ['src/features/addresses/address-save-flow.ts', 'src/features/addresses/messages.ts'],
  },
  {
    id: '8.address.save-error',
    title:
      "Address: save failures ('Error at saving request') emit a tracked error event with status code and category",
    implementedIn: ['src/features/addresses/address-save-flow.ts', 'src/features/addresses/messages.ts'],
  },
  {
    id: '8.address.delete-silent',
    title: 'Address: delete failure shows nothing',
    implementedIn: ['src/features/addresses/components/address-book-page.tsx'],
  },
  {
    id: '8.address.packstation',
    title: 'Address: Packstation errors',
    implementedIn: ['src/features/addresses/components/address-form.tsx', 'src/shared/forms/field-messages.ts'],
  },
  {
    id: '8.payment.iban-invalid',
    title: 'Payment: IBAN invalid',
    implementedIn: [
      'src/features/payment-methods/components/edit-bank-details-page.tsx',
      'src/features/payment-methods/messages.ts',
    ],
  },
  {
    id: '8.payment.delete-failed',
    title: 'Payment: delete bank account failed',
    implementedIn: [
      'src/features/payment-methods/components/bank-details-card.tsx',
      'src/features/payment-methods/messages.ts',
    ],
  },
  {
    id: '8.payment.load-failed',
    title: 'Payment: bank details could not load',
    implementedIn: [
      'src/features/payment-methods/components/bank-details-card.tsx',
      'src/features/payment-methods/messages.ts',
    ],
  },
  {
    id: '8.orders.load-failed',
    title: 'Orders: history or details failed ("wrong on our side, reload")',
    implementedIn: ['src/shared/intl/common-messages.ts', 'src/features/orders/components/order-details-page.tsx'],
  },
  {
    id: '8.orders.return-failed',
    title: 'Orders: return failed (button "Übertragungsfehler", try later)',
    implementedIn: ['src/features/orders/components/order-return-page.tsx', 'src/features/orders/messages.ts'],
  },
  {
    id: '8.orders.cancel-failed',
    title: 'Orders: cancellation generic error',
    implementedIn: ['src/features/orders/components/cancel-order-dialog.tsx'],
  },
  {
    id: '8.orders.reason-required',
    title: 'Orders: reason required',
    implementedIn: ['src/features/orders/components/cancel-order-dialog.tsx', 'src/features/orders/messages.ts'],
  },
  {
    id: '8.analytics.groups',
    title: 'Error analytics grouped as 4xx client side and 5xx server side (500 to 599 is server)',
    implementedIn: ['src/shared/api/api-errors.ts'],
  },
  {
    id: '8.analytics.error-events',
    title:
      'Error events with code, category and message fire on many failures; other failures silently set a failed state',
    implementedIn: ['src/shared/api/api-client.ts', 'src/shared/tracking/tracking.ts'],
  },
  {
    id: '8.logging.levels',
    title: 'Logging level: network errors, timeouts and HTTP status 401 up to below 500 are warnings; others errors',
    implementedIn: ['src/shared/api/api-errors.ts', 'src/shared/logging/logger.ts'],
  },
]
