import { describe, expect, it } from 'vitest'
import { faultKinds } from '../runtime/faults'
import { parseStoredHarnessState as parseWithKnownScenarios } from './harness-state-schema'

const parseStoredHarnessState = (raw: string | null) => parseWithKnownScenarios(raw, (id) => id === 'default')

const valid = {
  scenarioId: 'default',
  env: 'local-dev',
  locale: 'de',
  flagOverrides: { magicLinkLogin: true },
  clockOffsetMs: 0,
  controls: { faults: [{ service: 'customer', kind: 'http-500', remaining: 1 }], latency: { mode: 'none' } },
  panelCollapsed: true,
}

describe('the stored harness state', () => {
  it('restores a well-formed state, keeping fields it does not know', () => {
    expect(parseStoredHarnessState(JSON.stringify({ ...valid, later: 1 }))).toMatchObject({ ...valid, later: 1 })
  })

  it.each(faultKinds)('keeps an injected %s fault across a reload', (kind) => {
    const controls = {
      faults: [{ service: 'customer', endpoint: 'POST /user/change-password', kind, remaining: 1 }],
      latency: { mode: 'none' },
    }
    expect(parseStoredHarnessState(JSON.stringify({ ...valid, controls }))?.controls).toEqual(controls)
  })

  it.each([
    ['missing', null],
    ['not JSON', '{"scenarioId":'],
    ['null', 'null'],
    ['unknown scenario', JSON.stringify({ ...valid, scenarioId: 'nope' })],
    ['broken controls', JSON.stringify({ ...valid, controls: { faults: null } })],
  ])('is rejected when %s, so the harness re-seeds', (_case, raw) => {
    expect(parseStoredHarnessState(raw)).toBeUndefined()
  })
})
