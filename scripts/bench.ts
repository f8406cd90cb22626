/**
 * `npm run bench` (not a test): sizes of the production build and seeding times of the scenarios.
 * Budgets (docs/performance.md): initial JS of the login route and of account home at most 150 kB gzip,
 * every other route loaded lazily, and no mock code in the production bundle.
 */
import { execSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { scenarios } from '../scenarios/registry'
import { applyScenario } from '../scenarios/scenario-runner'
// @ts-expect-error -- plain ESM script shared with npm test
import { findMockCode } from './check-production-bundle.mjs'
// Plain ESM module shared with npm test (the budget stage); types in bundle-budget.d.mts.
import {
  formatBudgetRow,
  gzipKb as bundleGzipKb,
  lazyChunkInitials,
  readManifest,
  routeBudgets,
} from './bundle-budget.mjs'
// @ts-expect-error -- plain ESM helper
import { exampleProductionEnv } from './example-env.mjs'

const outDir = 'dist-bench'
const format = (kb: number) => `${kb.toFixed(1)} kB`

console.log('Building the production bundle …')
execSync(`npx vite build --mode production --outDir ${outDir} --emptyOutDir --logLevel warn`, {
  stdio: 'inherit',
  env: { ...process.env, ...exampleProductionEnv() },
})
const manifest = readManifest(outDir)
const gzipKb = (file: string): number => bundleGzipKb(outDir, file)

console.log("\nInitial JS per route (gzip: entry and the route's lazy chunks, with their static imports):")
const budgetRows = routeBudgets(outDir)
for (const row of budgetRows) console.log(formatBudgetRow(row))
const overBudget = budgetRows.some((row) => row.over)

console.log('\nLazily loaded chunks (gzip): own size, and first download with the entry and its static imports:')
const firstDownload = new Map(lazyChunkInitials(outDir).map((row) => [row.name, row.kb]))
for (const chunk of Object.values(manifest).filter((candidate) => candidate.isDynamicEntry)) {
  const first = chunk.src ? firstDownload.get(chunk.src) : undefined
  console.log(
    `  ${(chunk.src ?? chunk.file).padEnd(80)} ${format(gzipKb(chunk.file)).padStart(10)} ${first === undefined ? '' : format(first).padStart(10)}`,
  )
}

const mockHits: string[] = findMockCode(outDir)
console.log(
  `\nMock code in the production bundle: ${mockHits.length === 0 ? 'none ✓' : `found in ${mockHits.join(', ')} ✗`}`,
)

console.log('\nSeeding time per scenario (median of 5):')
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

if (overBudget || mockHits.length > 0) process.exitCode = 1
