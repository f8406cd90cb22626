import { describe, expect, it } from 'vitest'
import { describeFaultMatrix } from '@testing/fault-matrix'
import { callEndpoint, matrixFaults } from '@testing/fault-cases/call-registry'
import { sessionCalls } from '@testing/fault-cases/session'
// @ts-expect-error -- plain ESM helper shared with scripts/report-faults.ts
import { samePath, scanApiCalls } from '../../scripts/scan-api-calls.mjs'
import { apiCalls } from '@testing/fault-cases/all-calls'

type ScannedCall = { service: string; method: string; path: string; file: string }

describe('the call registry', () => {
  it('has a row for every call the app makes', () => {
    const missing = (scanApiCalls('src') as ScannedCall[]).filter(
      (scanned) =>
        !apiCalls.some(
          (call) =>
            call.service === scanned.service && call.method === scanned.method && samePath(scanned.path, call.path),
        ),
    )
    expect(missing.map((call) => `${call.service} ${call.method} ${call.path} (${call.file})`)).toEqual([])
  })

  it('gives every call a case for each of the four matrix faults (npm run report:faults shows the cells)', () => {
    const uncovered = apiCalls.flatMap((call) =>
      matrixFaults.filter((fault) => !call.screen?.expected[fault]).map((fault) => `${callEndpoint(call)} × ${fault}`),
    )
    expect(uncovered).toEqual([])
  })
})

// Each feature runs its own calls' matrix beside its fetchers (api/fault-matrix.test.tsx), so the
// cells spread over the test workers; the session's calls are the app's own.
describeFaultMatrix('session', sessionCalls)
