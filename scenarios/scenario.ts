import type { CustomerFixture } from '../fixtures/customers'
import type { Customer } from '../mock-server/db/schemas'
import type { SeedContext } from '../mock-server/factories/seed-context'
import type { HarnessScenario, ScenarioUser } from '../mock-server/harness/scenario-catalogue'

export type { ScenarioUser }

/** A named scenario: what the harness shows of it, and how it seeds the db. */
export type Scenario = HarnessScenario & {
  /** Seeds the db; returns the customer who starts signed in, if any. */
  seed(context: SeedContext): Promise<Customer | undefined>
  /**
   * A load test (seeding takes about a second): the tests that run every scenario leave it out; it
   * seeds with the code of a smaller scenario that they do run.
   */
  loadTest?: boolean
}

/** The default instant: a Friday morning in November, 10:15 in Germany. */
export const scenarioNow = '2026-11-20T09:15:00.000Z'

export function userOf(fixture: CustomerFixture, kind: ScenarioUser['kind'] = 'full'): ScenarioUser {
  return {
    username: fixture.email,
    customerNumber: fixture.customerNumber,
    password: fixture.password,
    firstName: fixture.firstName,
    lastName: fixture.lastName,
    kind,
  }
}

export function defineScenario(
  scenario: Omit<Scenario, 'env' | 'flags' | 'now'> & Partial<Pick<Scenario, 'env' | 'flags' | 'now'>>,
): Scenario {
  return { env: 'local-dev', flags: {}, now: scenarioNow, ...scenario }
}
