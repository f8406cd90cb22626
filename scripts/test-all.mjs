#!/usr/bin/env node
/**
 * `npm test`: every check, in the order a failure is cheapest to find. A stage is one command or
 * several that run side by side (each prefixed with its name); the first failing stage stops the run.
 * Quiet stages print a heartbeat, and the run ends with each stage's time.
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

/**
 * Each stage: its name and its commands (`[label, command]`), run side by side where there are several.
 * The builds run before the browser stages so that Storybook and Playwright only serve and test.
 */
const stages = [
  { name: 'messages', commands: [['messages', 'npm run intl']] },
  // One stage: ESLint's typed rules keep one core busy for a minute while the other three checks are
  // done in half that; Vitest takes the core they leave free instead of waiting for them.
  {
    name: 'types, lint, format ‖ unit and integration, with coverage',
    commands: [
      ['types', 'npm run typecheck'],
      ['lint', 'npm run lint'],
      ['format', 'npm run format:check'],
      ['vitest', 'npm run test:coverage'],
    ],
  },
  {
    name: 'builds, contract lint, spec map',
    commands: [
      // Two quick checks beside the builds, which leave a core a third idle while Storybook's build finishes:
      // Redocly's lint of the contract (contract/openapi.json; that it is up to date is a Vitest test), and
      // the spec map (docs/spec-map.md), failing on a spec item without implementation or tagged check, or a
      // tag that names no item.
      ['contract', 'npm run contract:lint'],
      ['spec map', 'npm run report:spec'],
      ['prototype', 'npm run build:prototype'],
      ['storybook', 'npm run build-storybook'],
      // One production build serves the production suite and the bundle checks (no mock code, the size
      // budget): only its services' URLs differ from a deployment's, which neither check looks at.
      [
        'production',
        'npm run build:e2e-production && node scripts/check-production-bundle.mjs dist-e2e && node scripts/bundle-budget.mjs dist-e2e',
      ],
    ],
  },
  {
    name: 'Storybook (play functions, accessibility and screenshots)',
    commands: [['storybook', 'npm run test:storybook -- --no-build']],
  },
  // Side by side: the production suite mostly waits for its servers (Unleash, Prism) to start, and
  // then runs one worker; alone it was 40 s of a half-idle machine.
  {
    name: 'end-to-end: prototype build ‖ production build through Prism, flags from a real Unleash',
    commands: [
      ['e2e', 'npm run test:e2e'],
      ['production e2e', 'npm run test:e2e:production'],
    ],
  },
]

// The browser stages use what the builds stage built.
const env = { ...process.env, FORCE_COLOR: '0', E2E_SKIP_BUILD: '1' }
const heartbeatMs = Number(process.env.TEST_ALL_HEARTBEAT_MS ?? 30_000)

function duration(ms) {
  const seconds = Math.round(ms / 1000)
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`
}

/** Writes a child's output line by line, each line marked with its command's label. */
function prefixLines(stream, label, target) {
  let rest = ''
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) target.write(`[${label}] ${line}\n`)
  })
  stream.on('end', () => {
    if (rest) target.write(`[${label}] ${rest}\n`)
  })
}

function runCommand(label, command, prefixed) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(command, { stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit', shell: true, env })
    if (prefixed) {
      prefixLines(child.stdout, label, process.stdout)
      prefixLines(child.stderr, label, process.stderr)
    }
    child.on('close', (code, signal) => resolve({ label, status: code ?? (signal ? 1 : 0), ms: Date.now() - started }))
  })
}

/** Runs a stage's commands side by side, saying every half minute what is still at work. */
async function runStage({ name, commands }) {
  const started = Date.now()
  const running = new Set(commands.map(([label]) => label))
  const heartbeat = setInterval(
    () => console.log(`  … ${name}: still running ${[...running].join(', ')} (${duration(Date.now() - started)})`),
    heartbeatMs,
  )
  const results = await Promise.all(
    commands.map(([label, command]) =>
      runCommand(label, command, commands.length > 1).then((result) => {
        running.delete(label)
        if (commands.length > 1) console.log(`  ${result.status === 0 ? '✓' : '✗'} ${label} (${duration(result.ms)})`)
        return result
      }),
    ),
  )
  clearInterval(heartbeat)
  const failed = results.filter((result) => result.status !== 0)
  return {
    status: failed[0]?.status ?? 0,
    failed: failed.map((result) => result.label),
    ms: Date.now() - started,
    results,
  }
}

function summary(results, total) {
  console.log('\nSummary')
  for (const [index, stage] of stages.entries()) {
    const result = results[index]
    const mark = !result ? '·' : result.status === 0 ? '✓' : '✗'
    const parts =
      result && stage.commands.length > 1
        ? ` [${result.results.map((part) => `${part.label} ${duration(part.ms)}`).join(', ')}]`
        : ''
    console.log(
      `  ${mark} ${String(index + 1).padStart(2)}. ${stage.name}${result ? ` (${duration(result.ms)})${parts}` : ' (not run)'}`,
    )
  }
  const passed = results.filter((result) => result.status === 0).length
  console.log(`\n${passed} of ${stages.length} stages passed in ${duration(total)}`)
}

const started = Date.now()
const results = []
for (const [index, stage] of stages.entries()) {
  console.log(
    `\n=== [${index + 1}/${stages.length}] ${stage.name}: ${stage.commands.map(([, command]) => command).join(' ‖ ')}`,
  )
  const result = await runStage(stage)
  results.push(result)
  if (result.status !== 0) {
    console.error(`\n✗ ${stage.name} failed after ${duration(result.ms)} (${result.failed.join(', ')})`)
    summary(results, Date.now() - started)
    process.exit(result.status)
  }
  console.log(`✓ [${index + 1}/${stages.length}] ${stage.name} (${duration(result.ms)})`)
}
summary(results, Date.now() - started)
