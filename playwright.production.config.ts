import { defineConfig } from '@playwright/test'
// @ts-expect-error -- plain ESM helper shared with the Storybook test runner
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs'
// @ts-expect-error -- plain ESM helper shared with the Lighthouse bench
import { standaloneServiceEnv } from './scripts/standalone-services.mjs'

/**
 * The production build (no mock code, base /dpl/av) against the standalone mock server over HTTP,
 * as it would run against the real services.
 */
const appPort = 4400
const servicesPort = 9091
const services = `http://localhost:${servicesPort}`
const serviceUrls = standaloneServiceEnv(services)

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
