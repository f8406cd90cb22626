import type { Environment, FlagOverrides } from '../flags/definitions'
import type { ShopLocale } from '../src/shared/config/locales'
import type { CustomerFixture } from '../fixtures/customers'
import type { Customer } from '../mock-server/db/schemas'
import type { SeedContext } from '../mock-server/factories/seed-context'

export type ScenarioUser = {
  username: string
  customerNumber: string
  password: string | null
  firstName: string
  lastName: string
  /** What kind of sign-in this user is for, in words. */
  kind: 'full' | 'light' | 'social' | 'no-credentials'
}

export type Scenario = {
  id: string
  title: string
  description: string
  locale: ShopLocale
  env: Environment
  flags: FlagOverrides
  /** The fixed instant the data is seeded around (and the mock clock starts at). */
  now: string
  startPath: string
  users: ScenarioUser[]
  /** Seeds the db; returns the customer who starts signed in, if any. */
  seed(context: SeedContext): Promise<Customer | undefined>
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
