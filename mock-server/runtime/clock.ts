/**
 * The mock backend's clock, read by the mock and (through the runtime's `now`) by the app in
 * dev and prototype builds. Scenarios seed relative to a fixed instant so their data is identical
 * on every run; the offset keeps that instant ticking in real time afterwards. The harness panel,
 * the URL (`clock=`), stories (`parameters.clock`) and tests move it with the same `moveMockClock`.
 * Tests and stories that check texts exact to the minute or second freeze it (`freezeMockClock`).
 */
import { wallTime, type WallTime } from '../../src/shared/config/shop-time'

let offsetMs = 0
/** The instant a frozen clock shows (epoch ms), or null while it ticks. */
let frozenAtMs: number | null = null
const listeners = new Set<() => void>()

function changed(): void {
  for (const listener of listeners) listener()
}

/** Sets the clock to `instant`; a frozen clock stays frozen there. */
export function setMockNow(instant: Date | string, realNow = Date.now()): void {
  if (frozenAtMs !== null) frozenAtMs = new Date(instant).getTime()
  else offsetMs = new Date(instant).getTime() - realNow
  changed()
}

/** The offset `getMockClockOffset` gives once the clock shows `instant`, without moving the clock. */
export function mockClockOffsetAt(instant: Date | string): number {
  return new Date(instant).getTime() - Date.now()
}

export function getMockClockOffset(): number {
  return frozenAtMs !== null ? frozenAtMs - Date.now() : offsetMs
}

export function setMockClockOffset(offset: number): void {
  if (frozenAtMs !== null) frozenAtMs = Date.now() + offset
  else offsetMs = offset
  changed()
}

/**
 * Stops the clock at `instant` (where it stands by default) until `unfreezeMockClock`: a text exact to
 * the minute ("noch 825 Minuten", "um 10:15 Uhr") or an expiry checked to the second then does not
 * depend on how fast the machine runs the test. Setting or moving a frozen clock keeps it frozen.
 */
export function freezeMockClock(instant: Date | string = mockNow()): void {
  frozenAtMs = new Date(instant).getTime()
  changed()
}

/** Lets the clock tick on from where it stands. */
export function unfreezeMockClock(): void {
  if (frozenAtMs === null) return
  offsetMs = frozenAtMs - Date.now()
  frozenAtMs = null
  changed()
}

export function mockNow(): Date {
  return new Date(frozenAtMs ?? Date.now() + offsetMs)
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

// Wall times are a clock's in the shop's time zone (Berlin): `wallTime` of src/shared/config/shop-time.ts.

function utcOf(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
}

/** The instant a clock in the shop's time zone shows this date and time (undefined if it never does). */
function instantOfWallTime(wall: WallTime): Date | undefined {
  const guess = utcOf(wall)
  const firstOffset = utcOf(wallTime(new Date(guess))) - guess
  let instant = guess - firstOffset
  instant = guess - (utcOf(wallTime(new Date(instant))) - instant)
  const shown = wallTime(new Date(instant))
  const same = (Object.keys(wall) as Array<keyof WallTime>).every((field) => shown[field] === wall[field])
  return same ? new Date(instant) : undefined
}

const pad = (value: number) => String(value).padStart(2, '0')

/** A clock value for the URL contract: the shop's local date and time to the minute, `2026-11-20T23:50`. */
export function formatClockValue(instant: Date): string {
  const wall = wallTime(instant)
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`
}

/**
 * Where a clock request moves the clock from `now`, or undefined when it says nothing we know.
 * Dates and times are the shop's (Berlin), wherever the browser is, as the cancellation window is:
 * - a date and time `2026-11-20T23:50` (seconds optional), or any ISO instant with its zone,
 * - a step forward or back: `+10min`, `+24h`, `-1d`, `+2y`,
 * - `next-day`: the next day at 0:00.
 */
export function resolveClockRequest(request: string, now: Date): Date | undefined {
  const value = request.trim().replace(/\s+/g, '')
  if (value === 'next-day') {
    const today = wallTime(now)
    const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1))
    return instantOfWallTime({
      year: tomorrow.getUTCFullYear(),
      month: tomorrow.getUTCMonth() + 1,
      day: tomorrow.getUTCDate(),
      hour: 0,
      minute: 0,
      second: 0,
    })
  }
  const step = /^([+-])(\d+)(min|h|d|y)$/.exec(value)
  if (step) {
    const [, sign, amount, unit] = step
    const count = Number(amount) * (sign === '-' ? -1 : 1)
    if (unit === 'y') {
      const moved = new Date(now)
      moved.setUTCFullYear(moved.getUTCFullYear() + count)
      return moved
    }
    return new Date(now.getTime() + count * (units[unit as string] as number))
  }
  const wall = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value)
  if (wall) {
    const [year, month, day, hour, minute, second = 0] = wall.slice(1).map((part) => Number(part ?? 0))
    return instantOfWallTime({
      year: year as number,
      month: month as number,
      day: day as number,
      hour: hour as number,
      minute: minute as number,
      second: second as number,
    })
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined
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
