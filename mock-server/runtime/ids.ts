/**
 * Deterministic ids: the same scenario and the same clicks give the same ids, so stories,
 * screenshots and Playwright runs are stable. Restored from the harness state on reload.
 */
const counters = new Map<string, number>()

export function nextId(prefix: string): string {
  const next = (counters.get(prefix) ?? 0) + 1
  counters.set(prefix, next)
  return `${prefix}-${String(next).padStart(4, '0')}`
}

export function resetIds(): void {
  counters.clear()
}

export function snapshotIds(): Record<string, number> {
  return Object.fromEntries(counters)
}

export function restoreIds(snapshot: Record<string, number>): void {
  counters.clear()
  for (const [prefix, value] of Object.entries(snapshot)) counters.set(prefix, value)
}
