/**
 * The mock backend's clock, read by the mock and (through the runtime's `now`) by the app in
 * dev and prototype builds. Scenarios seed relative to a fixed instant so their data is identical
 * on every run; the offset keeps that instant ticking in real time afterwards. The harness panel,
 * the URL (`clock=`), stories (`parameters.clock`) and tests move it with the same `moveMockClock`.
 */
let offsetMs = 0
const listeners = new Set<() => void>()

function changed(): void {
  for (const listener of listeners) listener()
}

export function setMockNow(instant: Date | string, realNow = Date.now()): void {
  offsetMs = new Date(instant).getTime() - realNow
  changed()
}

export function getMockClockOffset(): number {
  return offsetMs
}

export function setMockClockOffset(offset: number): void {
  offsetMs = offset
  changed()
}

export function mockNow(): Date {
  return new Date(Date.now() + offsetMs)
}

export function mockNowIso(): string {
  return mockNow().toISOString()
}

/** Called whenever the clock is set (not on every tick). */
export function onMockClockChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const units: Record<string, number> = {
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
}

/**
 * Where a clock request moves the clock from `now`, or undefined when it says nothing we know:
 * - a local date and time `2026-11-20T23:50` (seconds optional) or any ISO instant with zone,
 * - a step forward or back: `+10min`, `+24h`, `-1d`, `+2y`,
 * - `next-day`: the next day at 0:00 (local time).
 */
export function resolveClockRequest(request: string, now: Date): Date | undefined {
  const value = request.trim().replace(/\s+/g, '')
  if (value === 'next-day') {
    const next = new Date(now)
    next.setHours(24, 0, 0, 0)
    return next
  }
  const step = /^([+-])(\d+)(min|h|d|y)$/.exec(value)
  if (step) {
    const [, sign, amount, unit] = step
    const count = Number(amount) * (sign === '-' ? -1 : 1)
    if (unit === 'y') {
      const moved = new Date(now)
      moved.setFullYear(moved.getFullYear() + count)
      return moved
    }
    return new Date(now.getTime() + count * (units[unit as string] as number))
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined
  const instant = new Date(value)
  return Number.isNaN(instant.getTime()) ? undefined : instant
}

/** Moves the clock as the request says; returns whether it understood the request. */
export function moveMockClock(request: string): boolean {
  const target = resolveClockRequest(request, mockNow())
  if (!target) return false
  setMockNow(target)
  return true
}
