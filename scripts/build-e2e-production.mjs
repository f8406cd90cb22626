/**
 * `npm run build:e2e-production`: the production build the production-build suite tests, talking to
 * the standalone mock server on its port (playwright.production.config.ts serves it).
 */
import { spawnSync } from 'node:child_process'
import { productionSuiteOutDir, productionSuiteServiceEnv } from './standalone-services.mjs'

const build = spawnSync(
  `npx vite build --mode production --outDir ${productionSuiteOutDir} --emptyOutDir --logLevel warn`,
  {
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, ...productionSuiteServiceEnv() },
  },
)
process.exit(build.status ?? 1)
