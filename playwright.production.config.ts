import { defineConfig } from '@playwright/test'
// @ts-expect-error -- plain ESM helper shared with the Storybook test runner
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs'
// @ts-expect-error -- plain ESM helper shared with the Lighthouse bench
import { productionSuiteOutDir, productionSuitePorts, standaloneServiceEnv } from './scripts/standalone-services.mjs'

/**
 * The production build (no mock code, base /dpl/av) against the standalone mock server over HTTP,
 * as it would run against the real services.
 */
const { app: appPort, services: servicesPort } = productionSuitePorts
const services = `http://localhost:${servicesPort}`
// `npm test` builds it in its builds stage (E2E_SKIP_BUILD); on its own the suite builds it first.
const build = process.env.E2E_SKIP_BUILD ? '' : 'npm run build:e2e-production && '

export default defineConfig({
  testDir: './e2e',
  testMatch: 'production-build.spec.ts',
  // Beside the prototype suite's folder, not in it: npm test runs both suites side by side, and each
  // empties its own folder as it starts.
  outputDir: './test-results-production',
  retries: 0,
  workers: 1,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${appPort}`,
    // Recording every test's trace to keep the failed ones took a third of the suite's time: a failure
    // leaves its screenshot and page snapshot; `npm run test:e2e -- --trace retain-on-failure` records traces.
    trace: 'off',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  webServer: [
    {
      command: `npx tsx scenarios/start-standalone-server.ts --scenario anonymous --port ${servicesPort} --origin http://localhost:${appPort}`,
      url: `${services}/api/customer/user/login-state`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `${build}npx vite preview --mode production --outDir ${productionSuiteOutDir} --port ${appPort} --strictPort`,
      url: `http://localhost:${appPort}/dpl/av/`,
      // The preview's security headers (CSP connect-src) name the services the build talks to.
      env: standaloneServiceEnv(services),
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
})
