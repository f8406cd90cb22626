import { screen } from '@testing-library/react'
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { callEndpoint, matrixFaults } from '@/shared/api/call-registry'
// @ts-expect-error -- plain ESM helper shared with scripts/report-faults.ts
import { samePath, scanApiCalls } from '../../scripts/scan-api-calls.mjs'
import { apiCalls } from './api-calls'

const intl = createIntl({ locale: 'de-DE', defaultLocale: 'de-DE', onError: () => undefined })

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
})

// Generated: for each call a screen makes, each fault shows the catalogued message and no crash.
const cells = apiCalls.flatMap((call) =>
  matrixFaults.flatMap((fault) => {
    const screen = call.screen
    const expected = screen?.expected[fault]
    return screen && expected ? [{ call, screen, fault, expected }] : []
  }),
)

describe('fault matrix', () => {
  it.each(cells.map((cell) => [`${cell.call.service} ${callEndpoint(cell.call)}`, cell.fault, cell] as const))(
    '%s on %s shows the catalogued message',
    async (_name, fault, { call, screen: page, expected }) => {
      await renderApp({
        scenario: page.scenario,
        path: page.path,
        faults: [{ service: call.service, endpoint: callEndpoint(call), kind: fault, remaining: 'always' }],
      })
      expect(await screen.findByText(intl.formatMessage(expected), {}, { timeout: 6000 })).toBeInTheDocument()
    },
  )
})
