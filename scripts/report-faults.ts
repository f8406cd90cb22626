/**
 * `npm run report:faults`: the fault matrix, calls × faults, from the call registry
 * (testing/fault-cases/all-calls.ts). A cell is covered when the call's case names the outcome for that fault
 * (each feature's api/fault-matrix.test.tsx then checks it). The 401 and 403 columns count only
 * where the spec gives them a meaning, i.e. where a case names one. Fails when a call the app makes
 * has no row; `--strict` also fails on an uncovered cell of the four matrix faults.
 */
import { apiCalls } from '../testing/fault-cases/all-calls'
import { callEndpoint, matrixFaults, statusFaults } from '../testing/fault-cases/call-registry'
// @ts-expect-error -- plain ESM helper shared with the fault matrix test
import { samePath, scanApiCalls } from './scan-api-calls.mjs'

type ScannedCall = { service: string; method: string; path: string; file: string }

const rows = apiCalls.map((call) => ({
  call: `${call.service} ${callEndpoint(call)}`,
  ...Object.fromEntries(matrixFaults.map((fault) => [fault, call.screen?.expected[fault] ? 'covered' : 'MISSING'])),
  ...Object.fromEntries(statusFaults.map((fault) => [fault, call.screen?.expected[fault] ? 'covered' : '·'])),
}))
console.table(rows)

const cells = apiCalls.length * matrixFaults.length
const covered = apiCalls.reduce(
  (sum, call) => sum + matrixFaults.filter((fault) => call.screen?.expected[fault]).length,
  0,
)
const statusCells = apiCalls.reduce(
  (sum, call) => sum + statusFaults.filter((fault) => call.screen?.expected[fault]).length,
  0,
)
console.log(
  `${apiCalls.length} calls × ${matrixFaults.length} faults = ${cells} cells, ${covered} covered; ` +
    `plus ${statusCells} cells of 401/403/429 where they have a meaning`,
)

const missing = (scanApiCalls('src') as ScannedCall[]).filter(
  (scanned) =>
    !apiCalls.some(
      (call) => call.service === scanned.service && call.method === scanned.method && samePath(scanned.path, call.path),
    ),
)
for (const call of missing) console.error(`No row for ${call.service} ${call.method} ${call.path} (${call.file})`)
if (missing.length > 0 || (process.argv.includes('--strict') && covered < cells)) process.exit(1)
