import { scenarioCatalogue } from '../scenarios/registry'

/** Empties the mock db and seeds a named scenario (tests of the mock reach the scenarios through here). */
export function seedScenario(scenarioId: string): Promise<void> {
  return scenarioCatalogue.apply(scenarioId)
}
