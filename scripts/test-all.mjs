#!/usr/bin/env node
/**
 * `npm test`: every check, in the order a failure is cheapest to find.
 * Each stage runs as its own npm script; the first failing stage stops the run.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const stages = [
  ['messages', 'npm run intl'],
  ['types', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit and integration', 'npm run test:unit'],
  ['production build', 'npm run build'],
  ['no mock code in the production build', 'node scripts/check-production-bundle.mjs dist'],
  ['Storybook (play functions and accessibility)', 'npm run test:storybook'],
  ['end-to-end (Playwright)', 'npm run test:e2e'],
  ['production build against the standalone mock server', 'npm run test:e2e:production'],
]

// On a fresh clone `npm test` installs first, so it is the only command CI and newcomers need.
// (npm install rather than npm ci: npm 11 leaves other platforms' optional packages out of the lock file, which npm ci rejects.)
if (!existsSync('node_modules/.package-lock.json')) stages.unshift(['install', 'npm install --no-audit --no-fund'])

const started = Date.now()
for (const [name, command] of stages) {
  const stageStart = Date.now()
  console.log(`\n=== ${name}: ${command}`)
  const result = spawnSync(command, { stdio: 'inherit', shell: true, env: { ...process.env, FORCE_COLOR: '0' } })
  const seconds = ((Date.now() - stageStart) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✓ ${name} (${seconds}s)`)
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`)
