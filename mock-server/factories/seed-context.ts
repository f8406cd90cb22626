// Only faker's type: the factories get the seeding's faker in the context, so a module that needs just these
// helpers (and the harness restoring a kept db) does not load faker (create-seed-context.ts does).
import type { Faker } from '@faker-js/faker'
import type { Db } from '../db/db'
import type { RandomBytes } from '../runtime/unguessable-ids'

export type SeedContext = {
  db: Db
  faker: Faker
  /** The scenario's fixed instant; all dates are relative to it. */
  now: Date
  currency: 'EUR' | 'CHF'
  /**
   * The random bytes of unguessable ids (runtime/unguessable-ids.ts) while seeding: from the seed, so a
   * scenario's mail links are the same on every run; a stream of its own, so the data faker draws stays as it was.
   */
  randomBytes: RandomBytes
}

/** Like combining traits: later ones win. */
export type Trait<T> = Partial<T>
export function withTraits<T>(base: T, traits: Array<Trait<T>>): T {
  return Object.assign({}, base, ...traits) as T
}

export function daysAgo(context: SeedContext, days: number, hour = 10, minute = 0): string {
  const date = new Date(context.now)
  date.setUTCDate(date.getUTCDate() - days)
  date.setUTCHours(hour, minute, 0, 0)
  return date.toISOString()
}
