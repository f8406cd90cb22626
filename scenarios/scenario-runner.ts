import type { Scenario } from './scenario'
import { shopLocaleSettings } from '../src/shared/config/locales'
import { setMockNow } from '../mock-server/runtime/clock'
import { resetDb } from '../mock-server/db/db'
import { createSeedContext } from '../mock-server/factories/create-seed-context'
import { resetIds } from '../mock-server/runtime/ids'
import { clearFaults, setLatency } from '../mock-server/runtime/faults'
import { seedSession } from '../mock-server/runtime/session'

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
  if (scenario.clock) setMockNow(scenario.clock)
}
