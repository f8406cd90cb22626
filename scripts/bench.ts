/**
 * `npm run bench` (a benchmark, not a test): every speed and size figure of the app in one table, each
 * against its bound (docs/performance.md, docs/staying-fast.md):
 *   - the production bundle: initial JS per route (budget 150 kB gzip), no mock code;
 *   - Lighthouse on every page a customer can land on, beside the minimal page, and the first download of
 *     login and account home against the framework floor (scripts/bench-lighthouse.ts);
 *   - interaction latency, INP with the CPU slowed down 4 × (scripts/bench-interactions.ts);
 *   - the big customer: 100, 1,000 and 10,000 orders (scripts/bench-big-customer.ts);
 * and, printed on the way, the seeding time of every scenario.
 *
 *   npm run bench                                   everything (about half an hour on 2 cores)
 *   npm run bench -- --baseline ../other-checkout   with the other checkout's figures beside these, in the
 *                                                   same run: before and after of a change
 *   npm run bench -- --only lighthouse,big-customer parts: bundle, lighthouse, interactions, big-customer
 *   npm run bench -- --runs 3                       repetitions per measurement (each part has its default)
 */
import { execSync } from 'node:child_process'
import { resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { scenarios } from '../scenarios/registry'
import { applyScenario } from '../scenarios/scenario-runner'
import { renderBenchTable, withinBound, type BenchRow } from './bench-table'
// @ts-expect-error -- plain ESM script shared with npm test
import { findMockCode } from './check-production-bundle.mjs'
// Plain ESM module shared with npm test (the budget stage); types in bundle-budget.d.mts.
import { formatBudgetRow, gzipKb as bundleGzipKb, readManifest, routeBudgets } from './bundle-budget.mjs'
// @ts-expect-error -- plain ESM helper
import { exampleProductionEnv } from './example-env.mjs'

const parts = ['bundle', 'lighthouse', 'interactions', 'big-customer'] as const
type Part = (typeof parts)[number]

const { values: options } = parseArgs({
  options: { baseline: { type: 'string' }, only: { type: 'string' }, runs: { type: 'string' } },
})
const only = (options.only?.split(',').filter(Boolean) ?? [...parts]) as Part[]
for (const part of only) if (!parts.includes(part)) throw new Error(`--only: ${part} is none of ${parts.join(', ')}`)
const baseline = options.baseline ? resolve(options.baseline) : undefined
const runs = options.runs ? Math.max(1, Number(options.runs)) : undefined

/** The bundle's figures: its budget rows and whether mock code got in (this checkout's build only). */
function bundleRows(): BenchRow[] {
  const outDir = 'dist-bench'
  console.log('Building the production bundle …')
  execSync(`npx vite build --mode production --outDir ${outDir} --emptyOutDir --logLevel warn`, {
    stdio: 'inherit',
    env: { ...process.env, ...exampleProductionEnv() },
  })
  console.log("\nInitial JS per route (gzip: entry and the route's lazy chunks, with their static imports):")
  const budgetRows = routeBudgets(outDir)
  for (const row of budgetRows) console.log(formatBudgetRow(row))
  const manifest = readManifest(outDir)
  console.log('\nLazily loaded chunks (gzip):')
  for (const chunk of Object.values(manifest).filter((candidate) => candidate.isDynamicEntry))
    console.log(
      `  ${(chunk.src ?? chunk.file).padEnd(80)} ${bundleGzipKb(outDir, chunk.file).toFixed(1).padStart(7)} kB`,
    )
  const mockHits: string[] = findMockCode(outDir)
  console.log('\nSeeding time per scenario (Node, median of 5):')
  return [
    ...budgetRows.map((row): BenchRow => ({
      group: 'Bundle',
      figure: `${row.name}: initial JS, gzip`,
      unit: 'kB',
      after: row.kb,
      bound: row.budget,
      note: `${row.files} files`,
    })),
    {
      group: 'Bundle',
      figure: 'files with mock code (msw, faker, scenarios)',
      unit: 'files',
      after: mockHits.length,
      bound: 0,
      ...(mockHits.length ? { note: mockHits.join(', ') } : {}),
    },
  ]
}

async function printSeedingTimes() {
  for (const scenario of scenarios) {
    const times: number[] = []
    for (let run = 0; run < 5; run += 1) {
      const start = performance.now()
      await applyScenario(scenario)
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    console.log(`  ${scenario.id.padEnd(28)} ${(times[2] ?? 0).toFixed(1).padStart(8)} ms`)
  }
}

const rows: BenchRow[] = []
if (only.includes('bundle')) {
  rows.push(...bundleRows())
  await printSeedingTimes()
}
// One after the other: each measures time, and two at once on 2 cores would measure each other.
if (only.includes('lighthouse')) {
  const { run } = await import('./bench-lighthouse')
  rows.push(...(await run({ baseline, ...(runs ? { runs } : {}) })))
}
if (only.includes('interactions')) {
  const { run } = await import('./bench-interactions')
  rows.push(...(await run({ baseline, ...(runs ? { runs } : {}) })))
}
if (only.includes('big-customer')) {
  const { run } = await import('./bench-big-customer')
  // The interactions have just built both checkouts' prototypes: measure those.
  rows.push(...(await run({ baseline, ...(runs ? { runs } : {}), build: !only.includes('interactions') })))
}

console.log(`\n${renderBenchTable(rows)}`)
const over = rows.filter((row) => !withinBound(row))
console.log(
  over.length === 0
    ? '\nEvery bounded figure is within its bound.'
    : `\n${over.length} figure(s) over their bound: ${over.map((row) => `${row.group} · ${row.figure}`).join('; ')}`,
)
if (over.length > 0) process.exitCode = 1
