import { execFileSync } from 'node:child_process'
import { productionSuitePorts, unleashTestTokens } from '../scripts/standalone-services.mjs'

/**
 * The suite's Unleash starts empty: the flags come into it as a team would bring them into its own,
 * with `npm run flags:sync` (every flag with its per-environment defaults).
 */
export default function fillUnleash(): void {
  execFileSync(
    'npm',
    [
      'run',
      '--silent',
      'flags:sync',
      '--',
      '--url',
      `http://localhost:${productionSuitePorts.unleash}`,
      '--token',
      unleashTestTokens.admin,
      '--reset',
    ],
    { stdio: 'inherit' },
  )
}
