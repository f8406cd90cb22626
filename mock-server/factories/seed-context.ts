import { base, de, de_AT, de_CH, Faker } from '@faker-js/faker'
import { db, type Db } from '../db/db'
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

const localeData = { DE: de, AT: de_AT, CH: de_CH }
/** Marks the second seed of a seeding, the one for ids. */
const unguessableIdStream = 128

/** A faker of its own per seeding, from a fixed seed, so a scenario gives the same data every run. */
export function createSeedContext(options: { seed: number; now: Date; country: 'DE' | 'AT' | 'CH' }): SeedContext {
  // German data only, no English fallback: every method the factories call has it (faker says which one
  // lacks it), and the English locale was 280 KiB of the prototype's mock chunk.
  const faker = new Faker({ locale: [localeData[options.country], de, base], seed: options.seed })
  faker.setDefaultRefDate(options.now)
  const idFaker = new Faker({ locale: [base] })
  idFaker.seed([options.seed, unguessableIdStream])
  const randomBytes: RandomBytes = (count) =>
    Uint8Array.from({ length: count }, () => idFaker.number.int({ min: 0, max: 255 }))
  return { db, faker, now: options.now, currency: options.country === 'CH' ? 'CHF' : 'EUR', randomBytes }
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
