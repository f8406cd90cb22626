/**
 * The build-time environment of a production build that talks to the standalone mock server
 * (`npm run mock-server`) instead of the real services: the production e2e and the Lighthouse bench.
 */
export function standaloneServiceEnv(services) {
  return {
    VITE_CUSTOMER_SERVICE_URL: `${services}/api/customer`,
    VITE_ORDER_HISTORY_SERVICE_URL: `${services}/api/order-history`,
    VITE_ORDER_SERVICE_URL: `${services}/api/order-service`,
    VITE_PAYMENT_SERVICE_URL: `${services}/api/payment`,
    VITE_BASKET_SERVICE_URL: `${services}/api/basket`,
    VITE_NEWSLETTER_SERVICE_URL: `${services}/api/newsletter`,
    VITE_SOCIAL_LIVE_COMMERCE_SERVICE_URL: `${services}/api/social-live-commerce`,
    VITE_PRODUCT_DISPENSER_SERVICE_URL: `${services}/api/product-dispenser`,
    VITE_RECOMMENDATION_SERVICE_URL: `${services}/api/recommendation`,
    VITE_ADDRESS_CHECK_SERVICE_URL: `${services}/api/address-check`,
    VITE_LOGGING_SERVICE_URL: `${services}/api/logging`,
    VITE_UNLEASH_URL: `${services}/api/unleash/frontend`,
    VITE_UNLEASH_CLIENT_KEY: 'e2e-frontend-key',
    VITE_RECAPTCHA_SITE_KEY: 'e2e-site-key',
    VITE_RECAPTCHA_SCRIPT_URL: `${services}/recaptcha/api.js`,
  }
}

/** Where the production-build suite serves the app and the standalone mock server (playwright.production.config.ts). */
export const productionSuitePorts = { app: 4400, services: 9091 }
export const productionSuiteOutDir = 'dist-e2e'
