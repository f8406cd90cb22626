import type { Scenario } from '../scenarios/scenario'
import { shopLocaleSettings } from '../src/shared/config/locales'
import { setMockNow } from './harness/clock'
import { resetDb } from './db/db'
import { createSeedContext } from './factories/seed-context'
import { resetIds } from './harness/ids'
import { clearFaults, setLatency } from './harness/faults'
import { seedSession } from './session'

/** The most delivery addresses a customer may keep (the spec leaves the number open). */
export const maxDeliveryAddresses = 6

/** Every scenario seeds from this one seed: same scenario, same data. */
export const scenarioSeed = 20261120

/** Empties the db and seeds it with the scenario, signing its customer in where it says so. */
export async function applyScenario(scenario: Scenario): Promise<void> {
  resetDb()
  resetIds()
  clearFaults()
  setLatency({ mode: 'none' })
  const now = new Date(scenario.now)
  setMockNow(now)
  const context = createSeedContext({
    seed: scenarioSeed,
    now,
    country: shopLocaleSettings[scenario.locale].countryCode,
  })
  const signedInCustomer = await scenario.seed(context)
  if (signedInCustomer) await seedSession(signedInCustomer, now.toISOString())
}
