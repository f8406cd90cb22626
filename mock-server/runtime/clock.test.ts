import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  freezeMockClock,
  getMockClockOffset,
  mockNow,
  moveMockClock,
  onMockClockChange,
  resolveClockRequest,
  setMockNow,
  unfreezeMockClock,
} from './clock'

// Dates and times are the shop's (Berlin: UTC+1 in winter, UTC+2 in summer), whatever the machine's zone.
const scenarioTime = new Date('2026-11-20T09:15:00Z') // 10:15 in Berlin

describe('clock requests (panel buttons, clock= in the URL, stories, renderApp)', () => {
  it('a date and time on the shop’s clock, with or without seconds, in winter and summer', () => {
    expect(resolveClockRequest('2026-11-20T23:50', scenarioTime)).toEqual(new Date('2026-11-20T22:50:00Z'))
    expect(resolveClockRequest('2026-11-20T23:50:30', scenarioTime)).toEqual(new Date('2026-11-20T22:50:30Z'))
    expect(resolveClockRequest('2026-07-01T12:00', scenarioTime)).toEqual(new Date('2026-07-01T10:00:00Z'))
  })

  it('an instant with its own zone as it says', () => {
    expect(resolveClockRequest('2026-11-20T23:50Z', scenarioTime)).toEqual(new Date('2026-11-20T23:50:00Z'))
    expect(resolveClockRequest('2026-11-20T23:50+01:00', scenarioTime)).toEqual(new Date('2026-11-20T22:50:00Z'))
  })

  it('steps forward and back in minutes, hours, days and years', () => {
    expect(resolveClockRequest('+10min', scenarioTime)).toEqual(new Date('2026-11-20T09:25:00Z'))
    expect(resolveClockRequest('+24h', scenarioTime)).toEqual(new Date('2026-11-21T09:15:00Z'))
    expect(resolveClockRequest('-1d', scenarioTime)).toEqual(new Date('2026-11-19T09:15:00Z'))
    expect(resolveClockRequest('+2y', scenarioTime)).toEqual(new Date('2028-11-20T09:15:00Z'))
  })

  it('next day is the coming midnight in Berlin', () => {
    // 23:50 in Berlin is still the 20th there (22:50 UTC).
    expect(resolveClockRequest('next-day', new Date('2026-11-20T22:50:00Z'))).toEqual(new Date('2026-11-20T23:00:00Z'))
    // 00:30 in Berlin on the 21st is 23:30 UTC on the 20th: the next midnight is the 22nd's.
    expect(resolveClockRequest('next-day', new Date('2026-11-20T23:30:00Z'))).toEqual(new Date('2026-11-21T23:00:00Z'))
  })

  it('rejects what it does not understand or what no clock shows', () => {
    for (const request of ['', 'tomorrow', '+10', '10min', '2026-11-20', '2026-13-45T10:00', '2026-02-31T10:00'])
      expect(resolveClockRequest(request, scenarioTime), request).toBeUndefined()
  })
})

describe('the mock clock', () => {
  afterEach(() => {
    vi.useRealTimers()
    unfreezeMockClock()
    setMockNow(new Date())
  })

  it('moves, keeps ticking from there and tells its listeners', () => {
    setMockNow(scenarioTime)
    let changes = 0
    const stop = onMockClockChange(() => (changes += 1))
    expect(moveMockClock('+10min')).toBe(true)
    expect(mockNow().getTime() - new Date('2026-11-20T09:25:00Z').getTime()).toBeLessThan(1_000)
    expect(moveMockClock('soon')).toBe(false)
    expect(changes).toBe(1)
    stop()
  })

  it('stands still while frozen, also when set or moved, and ticks on from there once unfrozen', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z'), toFake: ['Date'] })
    setMockNow(scenarioTime)
    vi.advanceTimersByTime(5_000)
    expect(mockNow()).toEqual(new Date('2026-11-20T09:15:05Z'))
    freezeMockClock()
    vi.advanceTimersByTime(90_000)
    expect(mockNow()).toEqual(new Date('2026-11-20T09:15:05Z'))
    expect(moveMockClock('+10min')).toBe(true)
    setMockNow(new Date(mockNow().getTime() + 1_000))
    vi.advanceTimersByTime(90_000)
    expect(mockNow()).toEqual(new Date('2026-11-20T09:25:06Z'))
    expect(getMockClockOffset()).toBe(new Date('2026-11-20T09:25:06Z').getTime() - Date.now())
    freezeMockClock(scenarioTime)
    expect(mockNow()).toEqual(scenarioTime)
    unfreezeMockClock()
    vi.advanceTimersByTime(2_000)
    expect(mockNow()).toEqual(new Date('2026-11-20T09:15:02Z'))
  })
})
