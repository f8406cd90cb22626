import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'

/** The settings of .env.production.example: builds that only check the bundle (npm test, the bench) use them. */
export function exampleProductionEnv() {
  return parseEnv(readFileSync(new URL('../.env.production.example', import.meta.url), 'utf8'))
}
