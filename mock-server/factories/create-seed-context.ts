import { base, de, de_AT, de_CH, Faker } from '@faker-js/faker'
import { db } from '../db/db'
import type { RandomBytes } from '../runtime/unguessable-ids'
import type { SeedContext } from './seed-context'

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
