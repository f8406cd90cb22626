import { defineConfig } from '@playwright/test'
// @ts-expect-error -- plain ESM helper shared with the Storybook test runner
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs'

/**
 * The production build (no mock code, base /dpl/av) against the standalone mock server over HTTP,
 * as it would run against the real services.
 */
const appPort = 4400
const servicesPort = 9091
const services = `http://localhost:${servicesPort}`
const serviceUrls = {
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

export default defineConfig({
  testDir: './e2e',
  testMatch: 'production-build.spec.ts',
  outputDir: './test-results/production',
  retries: 0,
  workers: 1,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${appPort}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  webServer: [
    {
      command: `npx tsx mock-server/standalone-server.ts --scenario anonymous --port ${servicesPort} --origin http://localhost:${appPort}`,
      url: `${services}/api/customer/user/login-state`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite build --mode production --outDir dist-e2e --emptyOutDir --logLevel warn && npx vite preview --mode production --outDir dist-e2e --port ${appPort} --strictPort`,
      url: `http://localhost:${appPort}/dpl/av/`,
      env: serviceUrls,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
})
