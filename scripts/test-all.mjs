#!/usr/bin/env node
/**
 * `npm test`: every check, in the order a failure is cheapest to find.
 * Each stage runs as its own npm script; the first failing stage stops the run. Quiet stages
 * (builds behind Storybook and Playwright) print a heartbeat, and the run ends with a summary.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { wrongNodeRuntime } from './node-runtime.mjs'

// On a fresh clone `npm test` installs first, so it is the only command CI and newcomers need.
// (npm install rather than npm ci: npm 11 leaves other platforms' optional packages out of the lock file, which npm ci rejects.)
const needsInstall = !existsSync('node_modules/.package-lock.json')
if (needsInstall) {
  console.log('\n=== install: npm install --no-audit --no-fund')
  const install = spawnSync('npm install --no-audit --no-fund', { stdio: 'inherit', shell: true })
  if (install.status !== 0) process.exit(install.status ?? 1)
}

// npm puts the pinned node package (node_modules/.bin/node) first on the path of every script, but
// on a fresh clone it did not exist yet when npm started this one: go on under it from here.
if (wrongNodeRuntime()) {
  if (!existsSync('node_modules/.bin/node')) {
    console.error(wrongNodeRuntime())
    process.exit(1)
  }
  const rerun = spawnSync('node_modules/.bin/node', process.argv.slice(1), { stdio: 'inherit' })
  process.exit(rerun.status ?? 1)
}

const stages = [
  ['messages', 'npm run intl'],
  ['types', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit and integration', 'npm run test:unit'],
  ['production build', 'npm run build'],
  ['no mock code in the production build', 'node scripts/check-production-bundle.mjs dist'],
  ['initial JS of login and account home within 150 kB', 'node scripts/bundle-budget.mjs dist'],
  // Finds Chromium, installing one where it can: an explicit step, not a side effect of a config.
  ['browser for Storybook and Playwright', 'npm run setup:browser'],
  ['Storybook (play functions and accessibility)', 'npm run test:storybook'],
  ['end-to-end (Playwright)', 'npm run test:e2e'],
  ['production build against the standalone mock server', 'npm run test:e2e:production'],
]

const heartbeatMs = Number(process.env.TEST_ALL_HEARTBEAT_MS ?? 30_000)

function duration(ms) {
  const seconds = Math.round(ms / 1000)
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`
}

/** Runs one stage, saying every half minute that it is still at work (builds can be silent for minutes). */
function runStage(name, command) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(command, { stdio: 'inherit', shell: true, env: { ...process.env, FORCE_COLOR: '0' } })
    const heartbeat = setInterval(
      () => console.log(`  … ${name}: still running (${duration(Date.now() - started)})`),
      heartbeatMs,
    )
    child.on('exit', (code, signal) => {
      clearInterval(heartbeat)
      resolve({ status: code ?? (signal ? 1 : 0), ms: Date.now() - started })
    })
  })
}

function summary(results, total) {
  console.log('\nSummary')
  for (const [index, [name]] of stages.entries()) {
    const result = results[index]
    const mark = !result ? '·' : result.status === 0 ? '✓' : '✗'
    console.log(
      `  ${mark} ${String(index + 1).padStart(2)}. ${name}${result ? ` (${duration(result.ms)})` : ' (not run)'}`,
    )
  }
  const passed = results.filter((result) => result.status === 0).length
  console.log(`\n${passed} of ${stages.length} stages passed in ${duration(total)}`)
}

const started = Date.now()
const results = []
for (const [index, [name, command]] of stages.entries()) {
  console.log(`\n=== [${index + 1}/${stages.length}] ${name}: ${command}`)
  const result = await runStage(name, command)
  results.push(result)
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${duration(result.ms)}`)
    summary(results, Date.now() - started)
    process.exit(result.status)
  }
  console.log(`✓ [${index + 1}/${stages.length}] ${name} (${duration(result.ms)})`)
}
summary(results, Date.now() - started)
