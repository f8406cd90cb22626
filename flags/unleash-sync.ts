import { environments, flagDefaults, flagNames, type Environment, type FlagName } from './definitions'
import { flagDescriptions } from './flag-descriptions'

/**
 * Creates the app's flags (definitions.ts) in an Unleash through its Admin API, each switched on or off
 * per environment as its defaults say: what a team runs once against its own Unleash, and what the
 * production-build suite runs against the Unleash it starts. A flag that already exists is left as it
 * is (its switches are the team's now); `reset` sets its switches to the defaults again.
 */
export type UnleashSyncOptions = {
  /** Unleash's base URL (https://unleash.example.com, without /api). */
  url: string
  /** An admin API token or personal access token. */
  token: string
  project?: string
  reset?: boolean
  fetch?: typeof fetch
}

export type UnleashSyncReport = {
  created: FlagName[]
  existing: FlagName[]
  /** Our environments this Unleash has (the open-source edition has development and production only). */
  environments: Environment[]
  missingEnvironments: Environment[]
}

export async function syncFlagsToUnleash(options: UnleashSyncOptions): Promise<UnleashSyncReport> {
  const send = options.fetch ?? fetch
  const project = encodeURIComponent(options.project ?? 'default')
  const base = options.url.replace(/\/+$/, '')

  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await send(`${base}/api/admin${path}`, {
      method,
      headers: { authorization: options.token, 'content-type': 'application/json', accept: 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!response.ok && response.status !== 404)
      throw new Error(`Unleash ${method} ${path}: ${response.status} ${await response.text()}`)
    return response
  }

  const known = (await (await call('GET', '/environments')).json()) as { environments: Array<{ name: string }> }
  const present = new Set(known.environments.map((environment) => environment.name))
  const report: UnleashSyncReport = {
    created: [],
    existing: [],
    environments: environments.filter((name) => present.has(name)),
    missingEnvironments: environments.filter((name) => !present.has(name)),
  }

  for (const name of flagNames) {
    const featurePath = `/projects/${project}/features/${encodeURIComponent(name)}`
    const found = await call('GET', featurePath)
    const exists = found.ok
    if (!exists)
      await call('POST', `/projects/${project}/features`, {
        name,
        type: 'release',
        description: flagDescriptions[name].description,
        impressionData: false,
      })
    ;(exists ? report.existing : report.created).push(name)
    if (exists && !options.reset) continue

    const feature = exists
      ? ((await found.json()) as { environments?: Array<{ name: string; strategies?: unknown[] }> })
      : { environments: [] }
    for (const environment of report.environments) {
      const environmentPath = `${featurePath}/environments/${environment}`
      const strategies = feature.environments?.find((entry) => entry.name === environment)?.strategies ?? []
      // Switched on, a flag with no strategy is on for everyone: the standard strategy says so explicitly.
      if (strategies.length === 0)
        await call('POST', `${environmentPath}/strategies`, { name: 'default', constraints: [], parameters: {} })
      await call('POST', `${environmentPath}/${flagDefaults[name][environment] ? 'on' : 'off'}`)
    }
  }
  return report
}
