import { db } from '../db/db'
import { mockNow } from './clock'
import { nextId } from './ids'

/**
 * Throttling as a real login service does it (ASVS 6.3.1): attempts are counted per account and per client over
 * a window on the mock clock; past the limit the endpoint answers 429 with `Retry-After` until the window is over.
 * The counters live in the db (the panel shows them; a new scenario starts without).
 */
export const throttleWindowMs = 15 * 60 * 1000
/** Per account: ten attempts in the window. */
export const accountAttemptLimit = 10
/** Per client: more, as many customers may share an address (a household, an office). */
export const clientAttemptLimit = 50

export type ThrottleKeys = { group: string; account: string | undefined; client: string }

const keysOf = ({ group, account, client }: ThrottleKeys) => [
  ...(account ? [{ key: `${group} account:${account.trim().toLowerCase()}`, limit: accountAttemptLimit }] : []),
  { key: `${group} client:${client}`, limit: clientAttemptLimit },
]

/** The counter of a key within its window; an expired window counts as none. */
function liveCounter(key: string) {
  const counter = db.attemptCounters.findFirst((q) => q.where({ key }))
  if (!counter) return undefined
  const endsAt = new Date(counter.windowStartedAt).getTime() + throttleWindowMs
  return endsAt > mockNow().getTime() ? { counter, endsAt } : undefined
}

/** Seconds until the caller may try again, where one of its keys is over its limit; undefined otherwise. */
export function retryAfterSeconds(keys: ThrottleKeys): number | undefined {
  const waits = keysOf(keys).flatMap(({ key, limit }) => {
    const live = liveCounter(key)
    return live && live.counter.count >= limit ? [Math.ceil((live.endsAt - mockNow().getTime()) / 1000)] : []
  })
  return waits.length ? Math.max(...waits) : undefined
}

/** Counts one attempt against each key (a new window where the last one is over). */
export async function countAttempt(keys: ThrottleKeys): Promise<void> {
  for (const { key } of keysOf(keys)) {
    const live = liveCounter(key)
    if (live)
      await db.attemptCounters.update((q) => q.where({ id: live.counter.id }), {
        data(counter) {
          counter.count += 1
        },
      })
    else {
      db.attemptCounters.deleteMany((q) => q.where({ key }))
      await db.attemptCounters.create({
        id: nextId('attempts'),
        key,
        count: 1,
        windowStartedAt: mockNow().toISOString(),
      })
    }
  }
}

/** The panel's reset: every counter goes. */
export function resetAttemptCounters(): void {
  db.attemptCounters.deleteMany((q) => q.where({}))
}
