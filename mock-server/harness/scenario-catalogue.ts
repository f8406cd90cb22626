import type { Environment, FlagOverrides } from '../../flags/definitions'
import type { ShopLocale } from '../../src/shared/config/locales'

export type ScenarioUser = {
  username: string
  customerNumber: string
  password: string | null
  firstName: string
  lastName: string
  /** What kind of sign-in this user is for, in words. */
  kind: 'full' | 'light' | 'social' | 'no-credentials'
}

/** What the harness needs to know of a scenario to offer, start and describe it. */
export type HarnessScenario = {
  id: string
  title: string
  description: string
  locale: ShopLocale
  env: Environment
  flags: FlagOverrides
  /** The fixed instant the data is seeded around (and the mock clock starts at, unless `clock` says otherwise). */
  now: string
  /** Where the mock clock starts, if not at `now`: a scenario saved from a tab whose clock had moved on. */
  clock?: string
  startPath: string
  users: ScenarioUser[]
}

/**
 * The scenarios the harness offers, handed to its entries by their caller (scenarios/registry.ts):
 * the mock never imports the scenarios that are built on it.
 */
export type ScenarioCatalogue = {
  scenarios: readonly HarnessScenario[]
  defaultScenarioId: string
  /** Empties the db and seeds it with the scenario, signing its customer in where it says so. */
  apply(scenarioId: string): Promise<void>
}

export function findScenarioIn(catalogue: ScenarioCatalogue, id: string | null | undefined) {
  return catalogue.scenarios.find((scenario) => scenario.id === id)
}

export function getScenarioIn(catalogue: ScenarioCatalogue, id: string): HarnessScenario {
  const scenario = findScenarioIn(catalogue, id)
  if (!scenario)
    throw new Error(`Unknown scenario "${id}". Known: ${catalogue.scenarios.map((known) => known.id).join(', ')}`)
  return scenario
}
