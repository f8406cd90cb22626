/**
 * The mock backend's clock. Scenarios seed relative to a fixed instant so their data is
 * identical on every run; the offset keeps that instant ticking in real time afterwards.
 */
let offsetMs = 0

export function setMockNow(instant: Date | string, realNow = Date.now()): void {
  offsetMs = new Date(instant).getTime() - realNow
}

export function getMockClockOffset(): number {
  return offsetMs
}

export function setMockClockOffset(offset: number): void {
  offsetMs = offset
}

export function mockNow(): Date {
  return new Date(Date.now() + offsetMs)
}

export function mockNowIso(): string {
  return mockNow().toISOString()
}
