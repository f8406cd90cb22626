/**
 * The production build with the example settings of .env.production.example, for the checks of the bundle
 * (`npm test`: no mock code, the size budget). A real deployment builds with its own (docs/production.md).
 */
import { spawnSync } from 'node:child_process'
import { exampleProductionEnv } from './example-env.mjs'

const build = spawnSync('npx vite build --mode production', {
  stdio: 'inherit',
  shell: true,
  env: { ...process.env, ...exampleProductionEnv() },
})
process.exit(build.status ?? 1)
