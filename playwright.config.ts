import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 4321)

/**
 * End-to-end suites run in Chromium against the prototype build: the static app with the
 * in-browser mock backend, exactly what a product manager opens from a static file server.
 * The browser is the pinned one (scripts/chromium.mjs); `--headed`, `--debug` and `--ui` need a
 * browser with a window: `CHROMIUM=/path/to/chrome`.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // The production build has its own config: playwright.production.config.ts.
  testIgnore: 'production-build.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a defect to fix, not to retry.
  retries: 0,
  workers: 2,
  // Playwright's default: a test that needs longer is a defect in the test or the app.
  timeout: 30_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: process.env.E2E_REPORT_DIR ?? 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // Recording every test's trace to keep the failed ones took a third of the suite's time: a failure
    // leaves its screenshot and page snapshot; `npm run test:e2e -- --trace retain-on-failure` records traces.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: await chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // E2E_SERVER=dev runs the suites against the dev server instead (no build; quicker while writing tests);
    // E2E_SKIP_BUILD serves the prototype build there is (`npm test` builds it in its builds stage).
    command:
      process.env.E2E_SERVER === 'dev'
        ? `npx vite --port ${port} --strictPort`
        : `${process.env.E2E_SKIP_BUILD ? '' : 'npm run build:prototype && '}npx vite preview --mode prototype --port ${port} --strictPort`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
