import type { SpecItem } from '../spec-item'

// Each call names its fetcher and the mock handler that answers it (contract/calls/ lists them all).
const customerHandlers = 'mock-server/handlers/customer'

/** Section 7: every call the app makes. */
export const callItems: SpecItem[] = [
  {
    id: '7.common.headers',
    title: 'All calls send client id header x-client-id with value account-view and a locale header',
    implementedIn: ['src/shared/api/api-client.ts'],
  },
  {
    id: '7.common.key-case',
    title: 'Request keys are snake-cased, response keys camel-cased',
    implementedIn: ['src/shared/api/case-conversion.ts', 'src/shared/api/api-client.ts'],
  },
  {
    id: '7.session.login-state',
    title: 'Login state: GET /user/login-state (with credentials, accepts json); failure means logged out',
    implementedIn: ['src/shared/session/session-api.ts', `${customerHandlers}/session.ts`],
  },
  {
    id: '7.profile.personal-details',
    title:
      'Personal details: GET /user/personal-details, merged with customer details (query address_strict_typing, packstation_mapping)',
    implementedIn: [
      'src/shared/session/session-api.ts',
      'src/features/profile/api/personal-data.ts',
      `${customerHandlers}/session.ts`,
    ],
  },
  {
    id: '7.orders.list',
    title: 'Orders: GET /orders (address_strict_typing, limit)',
    implementedIn: ['src/features/orders/api/orders-api.ts', 'mock-server/handlers/order-history.ts'],
  },
  {
    id: '7.orders.details',
    title: 'Orders: GET order {id} with origin SHOP',
    implementedIn: ['src/features/orders/api/orders-api.ts', 'mock-server/handlers/order-history.ts'],
  },
  {
    id: '7.orders.insights',
    title: 'Orders: GET /orders-insights',
    implementedIn: ['src/features/orders/api/orders-api.ts', 'mock-server/handlers/order-history.ts'],
  },
  {
    id: '7.orders.return',
    title: 'Orders: POST /orders/return (includes orderId)',
    implementedIn: ['src/features/orders/api/orders-api.ts', 'mock-server/handlers/order-history.ts'],
  },
  {
    id: '7.orders.cancel',
    title: 'Orders: order service /api/shop-orders; POST order {number}/cancel with externalCustomerId, reasonCode',
    implementedIn: ['src/features/orders/api/orders-api.ts', 'mock-server/handlers/order-service.ts'],
  },
  {
    id: '7.invoices.open',
    title: 'Open invoices: GET /invoices/open (invoices, balance)',
    implementedIn: ['src/features/invoices/api/open-invoices-api.ts', 'mock-server/handlers/payment.ts'],
  },
  {
    id: '7.payment.banking-details-get',
    title: 'Bank: GET /user/banking-details',
    implementedIn: ['src/features/payment-methods/api/banking-details.ts', `${customerHandlers}/payment-methods.ts`],
  },
  {
    id: '7.payment.banking-details-save',
    title: 'Bank: POST /user/banking-details',
    implementedIn: ['src/features/payment-methods/api/banking-details.ts', `${customerHandlers}/payment-methods.ts`],
  },
  {
    id: '7.payment.banking-details-delete',
    title: 'Bank: DELETE /user/banking-details',
    implementedIn: ['src/features/payment-methods/api/banking-details.ts', `${customerHandlers}/payment-methods.ts`],
  },
  {
    id: '7.payment.iban-validation',
    title: 'Bank: POST IBAN validation at payment /iban/validation with iban, returns bankDetails',
    implementedIn: ['src/features/payment-methods/api/iban-validation.ts', 'mock-server/handlers/payment.ts'],
  },
  {
    id: '7.payment.preferred-payment',
    title: 'Bank: PATCH /user/preferred-payment',
    implementedIn: ['src/features/payment-methods/api/preferred-payment.ts', `${customerHandlers}/payment-methods.ts`],
  },
  {
    id: '7.passwords.set',
    title: 'Passwords: POST /user/set-password (token, password)',
    implementedIn: ['src/features/auth/api/passwords-api.ts', `${customerHandlers}/passwords.ts`],
  },
  {
    id: '7.passwords.social-set',
    title: 'Passwords: POST /user/sn/set-password (token, password)',
    implementedIn: ['src/features/auth/api/passwords-api.ts', `${customerHandlers}/passwords.ts`],
  },
  {
    id: '7.passwords.reset',
    title: 'Passwords: POST /user/reset-password (username, reason, redirectUri)',
    implementedIn: ['src/features/auth/api/passwords-api.ts', `${customerHandlers}/passwords.ts`],
  },
  {
    id: '7.passwords.change',
    title: 'Passwords: POST /user/change-password (currentPassword, newPassword)',
    implementedIn: [
      'src/features/account-settings/api/change-password-api.ts',
      `${customerHandlers}/account-settings.ts`,
    ],
  },
  {
    id: '7.email.change',
    title: 'Email: POST /user/change-email (password, newEmail, newsletterOptIn; header x-request-source SHOP)',
    implementedIn: ['src/features/account-settings/api/change-email-api.ts', `${customerHandlers}/account-settings.ts`],
  },
  {
    id: '7.email.confirm',
    title: 'Email: POST /user/change-email/doi/verify (token)',
    implementedIn: ['src/features/account-settings/api/change-email-api.ts', `${customerHandlers}/account-settings.ts`],
  },
  {
    id: '7.basket.add-item',
    title: 'Basket: POST /basket/items (baseProductNo, sku, quantity 1, header X-SessionId)',
    implementedIn: ['src/features/wishlist/api/wishlist-api.ts', 'mock-server/handlers/basket.ts'],
  },
  {
    id: '7.wishlist.list',
    title: 'Wishlist: GET /wishlist',
    implementedIn: ['src/features/wishlist/api/wishlist-api.ts', 'mock-server/handlers/basket.ts'],
  },
  {
    id: '7.wishlist.update-item',
    title: 'Wishlist: PATCH /wishlist-item by sku with state',
    implementedIn: ['src/features/wishlist/api/wishlist-api.ts', 'mock-server/handlers/basket.ts'],
  },
  {
    id: '7.newsletter.reduce-frequency',
    title: 'Newsletter: PUT /subscription/{id} with frequency',
    implementedIn: [
      'src/features/mail-preferences/api/newsletter-subscription-api.ts',
      'mock-server/handlers/newsletter.ts',
    ],
  },
  {
    id: '7.newsletter.cancel',
    title: 'Newsletter: DELETE /subscription/{id}',
    implementedIn: [
      'src/features/mail-preferences/api/newsletter-subscription-api.ts',
      'mock-server/handlers/newsletter.ts',
    ],
  },
  {
    id: '7.newsletter.missing-id',
    title: 'Newsletter: missing subscription id is an error',
    implementedIn: ['src/features/mail-preferences/components/cancel-subscription-page.tsx'],
  },
  {
    id: '7.addresses.get',
    title: 'Delivery addresses: GET /user/delivery-address/{id}',
    implementedIn: ['src/features/addresses/api/addresses-api.ts', `${customerHandlers}/addresses.ts`],
  },
  {
    id: '7.addresses.list',
    title: 'Delivery addresses: GET /user/delivery-address (address_strict_typing, packstation_mapping true)',
    implementedIn: ['src/features/addresses/api/addresses-api.ts', `${customerHandlers}/addresses.ts`],
  },
  {
    id: '7.addresses.update',
    title: 'Delivery addresses: POST /user/delivery-address',
    implementedIn: ['src/features/addresses/api/addresses-api.ts', `${customerHandlers}/addresses.ts`],
  },
  {
    id: '7.addresses.add',
    title: 'Delivery addresses: POST /user/delivery-address/add',
    implementedIn: ['src/features/addresses/api/addresses-api.ts', `${customerHandlers}/addresses.ts`],
  },
  {
    id: '7.addresses.delete',
    title: 'Delivery addresses: DELETE /user/delivery-address/{id}',
    implementedIn: ['src/features/addresses/api/addresses-api.ts', `${customerHandlers}/addresses.ts`],
  },
  {
    id: '7.addresses.restore',
    title: 'Delivery addresses: PATCH /user/delivery-address/{id}/restore',
    implementedIn: ['src/features/addresses/api/addresses-api.ts', `${customerHandlers}/addresses.ts`],
  },
  {
    id: '7.addresses.set-preferred',
    title: 'Delivery addresses: PATCH /user/address/{id}/set-preferred',
    implementedIn: ['src/features/addresses/api/addresses-api.ts', `${customerHandlers}/addresses.ts`],
  },
  {
    id: '7.billing.update',
    title: 'Billing: POST /user/invoice-address',
    implementedIn: ['src/features/addresses/api/addresses-api.ts', `${customerHandlers}/addresses.ts`],
  },
  {
    id: '7.billing.create',
    title: 'Billing: POST /user/invoice-addresses (create)',
    implementedIn: ['src/features/addresses/api/addresses-api.ts', `${customerHandlers}/addresses.ts`],
  },
  {
    id: '7.address-check.check',
    title:
      'Address check: POST with firstName, lastName, street, streetNumber, zipCode, city, countryCode; first element of the returned list is the suggestion',
    implementedIn: ['src/features/addresses/api/addresses-api.ts', 'mock-server/handlers/address-check.ts'],
  },
  {
    id: '7.address-check.light-account',
    title: 'Address check: GET by username with origin accountLightAccount',
    implementedIn: ['src/features/addresses/api/addresses-api.ts', 'mock-server/handlers/address-check.ts'],
  },
  {
    id: '7.account.login',
    title: 'Account: POST /user/login (credentials, recaptcha header, correlation id)',
    implementedIn: ['src/features/auth/api/login.ts', `${customerHandlers}/session.ts`],
  },
  {
    id: '7.account.username-check',
    title: 'Account: GET username check /user/account/check (username query, recaptcha header)',
    implementedIn: ['src/features/auth/api/check-username.ts', `${customerHandlers}/session.ts`],
  },
  {
    id: '7.account.create',
    title: 'Account: /user/account (create)',
    implementedIn: ['src/features/auth/api/create-account-api.ts', `${customerHandlers}/accounts.ts`],
  },
  {
    id: '7.account.light-account',
    title: 'Account: /user/light-account',
    implementedIn: ['src/features/auth/api/light-account-api.ts', `${customerHandlers}/light-users.ts`],
  },
  {
    id: '7.account.express-account',
    title: 'Account: /user/express-account (social variant, 201 with data)',
    implementedIn: ['src/features/auth/api/create-account-api.ts', `${customerHandlers}/accounts.ts`],
  },
  {
    id: '7.account.social-login',
    title: 'Account: /user/social-login (POST provider, code; expects 200)',
    implementedIn: ['src/features/auth/api/social-login-api.ts', `${customerHandlers}/social-login.ts`],
  },
  {
    id: '7.account.delete',
    title: 'Account: /user/delete-account (POST password)',
    implementedIn: [
      'src/features/account-settings/api/delete-account-api.ts',
      `${customerHandlers}/account-settings.ts`,
    ],
  },
  {
    id: '7.account.verify',
    title: 'Account: /customers/verify (POST verify account)',
    implementedIn: ['src/features/auth/api/account-verification-api.ts', `${customerHandlers}/verification.ts`],
  },
  {
    id: '7.account.resend-activation',
    title: 'Account: /user/light-users/resend-activation-email',
    implementedIn: ['src/features/auth/api/light-account-api.ts', `${customerHandlers}/light-users.ts`],
  },
  {
    id: '7.magic-link.request',
    title: 'Magic link: POST /user/magic-link/login (username, source MY_ACCOUNT, recaptcha header)',
    implementedIn: ['src/features/auth/api/magic-link-api.ts', `${customerHandlers}/magic-link.ts`],
  },
  {
    id: '7.magic-link.verify',
    title: 'Magic link: POST /user/magic-link/verify (token)',
    implementedIn: ['src/features/auth/api/magic-link-api.ts', `${customerHandlers}/magic-link.ts`],
  },
  {
    id: '7.session.stay-logged-in-get',
    title: 'Session: GET /user/auth/stay-logged-in',
    implementedIn: ['src/shared/session/session-api.ts', `${customerHandlers}/session.ts`],
  },
  {
    id: '7.session.stay-logged-in-set',
    title: 'Session: PATCH /user/auth/stay-logged-in (stay_logged_in)',
    implementedIn: ['src/shared/session/session-api.ts', `${customerHandlers}/session.ts`],
  },
  {
    id: '7.session.refresh',
    title: 'Session: /user/auth/refresh',
    implementedIn: ['src/shared/session/session-api.ts', `${customerHandlers}/session.ts`],
  },
  {
    id: '7.session.logout',
    title: 'Session: GET /user/auth/logout',
    implementedIn: ['src/shared/session/session-api.ts', `${customerHandlers}/session.ts`],
  },
  {
    id: '7.mails.market-research-confirm',
    title: 'Consent and mails: GET /user/market-research-consent/confirm (market-research-doi-token)',
    implementedIn: ['src/features/mail-preferences/api/mail-consents-api.ts', `${customerHandlers}/mail-consents.ts`],
  },
  {
    id: '7.mails.upsell-unsubscribe',
    title:
      'Consent and mails: POST /user/unsubscribe/upsell (query customer_id, email, external_order_id; response email)',
    implementedIn: ['src/features/mail-preferences/api/mail-consents-api.ts', `${customerHandlers}/mail-consents.ts`],
  },
  {
    id: '7.support.request',
    title: 'Support: POST /user/support-requests (form payload, correlation header, with credentials)',
    implementedIn: [
      'src/features/customer-service/api/support-request-api.ts',
      `${customerHandlers}/support-requests.ts`,
    ],
  },
  {
    id: '7.creators.followed',
    title: 'Creators: GET /users/followed_streamers (customer_id, source-apps WEB_SHOP,SHOP_APP)',
    implementedIn: [
      'src/features/followed-creators/api/followed-creators-api.ts',
      'mock-server/handlers/social-live-commerce.ts',
    ],
  },
  {
    id: '7.products.list',
    title:
      'Products: GET /products from the product dispenser (base_product_no from first 6 characters of each SKU, return_short_response false, campaigns false, salesChannel CLASSIC_SHOP)',
    implementedIn: [
      'src/features/product-history/api/product-history-api.ts',
      'mock-server/handlers/product-dispenser.ts',
    ],
  },
  {
    id: '7.recommendations.list',
    title:
      'Recommendations: GET with session id, tracking consent, user id; region hseDE, hseAT or hseCH; optional maxItems trims the list',
    implementedIn: [
      'src/features/product-history/api/product-history-api.ts',
      'mock-server/handlers/recommendation.ts',
    ],
  },
  {
    id: '7.logging.post',
    title: 'Logging: POST with projectId account-view and payload',
    implementedIn: ['src/shared/logging/logger.ts', 'mock-server/handlers/logging.ts'],
  },
]
