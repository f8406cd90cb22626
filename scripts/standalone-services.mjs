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

/**
 * Where the production-build suite (playwright.production.config.ts) serves the app, the services the
 * app talks to (Prism's validating proxy), the standalone mock server behind Prism, Prism's mock of the
 * document alone, and a real Unleash.
 */
export const productionSuitePorts = { app: 4400, services: 9091, mock: 9092, prismMock: 9093, unleash: 4242 }
export const productionSuiteOutDir = 'dist-e2e'

/** The tokens of the suite's Unleash (scripts/unleash-for-tests.mjs): admin for flags:sync, frontend for the app. */
export const unleashTestTokens = {
  admin: '*:*.mein-konto-e2e-admin-token',
  frontend: 'default:production.mein-konto-e2e-frontend-token',
}

/**
 * The production suite's build: its calls go through Prism (the services port), reCAPTCHA's script comes
 * from the mock itself (it is no call of the contract), and the flags from the suite's real Unleash.
 */
export function productionSuiteServiceEnv() {
  const { services, mock, unleash } = productionSuitePorts
  return {
    ...standaloneServiceEnv(`http://localhost:${services}`),
    VITE_RECAPTCHA_SCRIPT_URL: `http://localhost:${mock}/recaptcha/api.js`,
    VITE_UNLEASH_URL: `http://localhost:${unleash}/api/frontend`,
    VITE_UNLEASH_CLIENT_KEY: unleashTestTokens.frontend,
  }
}
