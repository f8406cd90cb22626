/**
 * `npm run flags:sync -- --url https://unleash.example.com --token <admin token> [--project default] [--reset]`:
 * creates every flag of flags/definitions.ts in that Unleash with its per-environment defaults
 * (flags/unleash-sync.ts). The token may also come from UNLEASH_ADMIN_TOKEN, so it stays out of the
 * shell's history.
 */
import { parseArgs } from 'node:util'
import { syncFlagsToUnleash } from '../flags/unleash-sync'

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    token: { type: 'string' },
    project: { type: 'string', default: 'default' },
    reset: { type: 'boolean', default: false },
  },
})
const token = values.token ?? process.env.UNLEASH_ADMIN_TOKEN
if (!values.url || !token) {
  console.error('usage: npm run flags:sync -- --url <unleash url> --token <admin token> [--project default] [--reset]')
  process.exit(2)
}

const report = await syncFlagsToUnleash({ url: values.url, token, project: values.project, reset: values.reset })
console.log(`Unleash ${values.url}, project ${values.project}:`)
console.log(`  created with the defaults: ${report.created.join(', ') || '–'}`)
console.log(
  `  already there, ${values.reset ? 'switches set to the defaults again' : 'left as they are'}: ${report.existing.join(', ') || '–'}`,
)
console.log(`  environments switched: ${report.environments.join(', ') || '–'}`)
if (report.missingEnvironments.length > 0)
  console.log(
    `  environments this Unleash does not have (create them, then run again with --reset): ${report.missingEnvironments.join(', ')}`,
  )
