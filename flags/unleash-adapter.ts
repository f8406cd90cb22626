import type { IToggle } from 'unleash-proxy-client'
import { defaultFlags, flagNames, type Environment, type FlagOverrides, type FlagValues } from './definitions'

export type UnleashFlagOptions = {
  /** The Unleash frontend API; absent means "use the environment's defaults". */
  url?: string
  clientKey?: string
  environment: Environment
  /** Starting values, e.g. the harness panel's overrides on top of the defaults. */
  bootstrapOverrides?: FlagOverrides
  /** How long the first screen waits for Unleash before it renders with the bootstrap. */
  waitMs?: number
  fetch?: typeof fetch
  /**
   * Asks Unleash again every so many seconds and reports changed flags to `onUpdate`, so a flag switched
   * in Unleash reaches an open page (0 or absent: read once at start-up).
   */
  refreshSeconds?: number
  onUpdate?: (values: FlagValues) => void
}

/** The app's name towards Unleash: in the client's context and in the first read alike. */
export const unleashAppName = 'account-view'

/**
 * The frontend API request the Unleash client would send: its URL with app name and environment, the
 * client key as header. No session id: the client makes up a random one per page load anyway.
 */
export function frontendApiRequest(options: { url: string; clientKey: string; environment: Environment }): {
  url: string
  headers: Record<string, string>
} {
  const query = new URLSearchParams({ appName: unleashAppName, environment: options.environment })
  return {
    url: `${options.url}${options.url.includes('?') ? '&' : '?'}${query}`,
    headers: { accept: 'application/json', authorization: options.clientKey },
  }
}

function toToggles(values: FlagValues): IToggle[] {
  return flagNames.map((name) => ({
    name,
    enabled: values[name],
    variant: { name: 'disabled', enabled: false },
    impressionData: false,
  }))
}

/**
 * Reads the flags once at start-up from Unleash, bootstrapped with the environment's defaults:
 * an unreachable or slow flag service leaves every flag at its default, never a blank page.
 */
export async function createUnleashFlags(options: UnleashFlagOptions): Promise<FlagValues> {
  const bootstrap: FlagValues = { ...defaultFlags(options.environment), ...options.bootstrapOverrides }
  const { url, clientKey } = options
  if (!url || !clientKey) return bootstrap
  const configured = { ...options, url, clientKey }
  // The first read is one request, not the client: the client loads for the first refresh.
  return readFirstAnswer(configured, askFrontendApi(configured), bootstrap)
}

function askFrontendApi(options: ConfiguredOptions): Promise<Response> {
  const request = frontendApiRequest(options)
  const fetchAnswer = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  return fetchAnswer(request.url, { headers: request.headers })
}

/** The options where a flag service is configured. */
type ConfiguredOptions = UnleashFlagOptions & { url: string; clientKey: string }

/** The flags of a frontend API answer (it lists only enabled toggles: an absent flag is off), else undefined. */
async function flagsOfAnswer(response: Response): Promise<FlagValues | undefined> {
  if (!response.ok) return undefined
  const body = (await response.json()) as { toggles?: unknown }
  if (!Array.isArray(body.toggles)) return undefined
  const enabled = new Set(
    (body.toggles as Partial<IToggle>[]).filter((toggle) => toggle.enabled === true).map((toggle) => toggle.name),
  )
  return Object.fromEntries(flagNames.map((name) => [name, enabled.has(name)])) as FlagValues
}

/**
 * The first read: the frontend API's answer is read as it is, so the first download carries no flag client
 * (7.6 KiB gzip) and the flags are not a chunk's download later. The client loads for the first refresh,
 * `refreshSeconds` later, starting from the flags read. Where that answer failed, the client asks at once,
 * as it would have.
 */
async function readFirstAnswer(
  options: ConfiguredOptions,
  answer: Promise<Response>,
  bootstrap: FlagValues,
): Promise<FlagValues> {
  const read = answer.then(flagsOfAnswer).catch(() => undefined)
  const outcome = await Promise.race([
    read.then((flags) => flags ?? ('failed' as const)),
    new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), options.waitMs ?? 1500)),
  ])
  if (outcome === 'failed') return startUnleashClient(options, bootstrap)
  const refreshSeconds = options.refreshSeconds ?? 0
  if (refreshSeconds > 0 && options.onUpdate) {
    // An answer later than the wait still counts: its flags go to the page, as the client's would.
    if (outcome === 'timeout') void read.then((flags) => flags && options.onUpdate?.(flags))
    setTimeout(() => {
      void read
        .then(async (flags) => {
          const start = flags ?? bootstrap
          // The client's own first answer is this refresh: reported where it changed a flag (its later
          // answers reach `onUpdate` through the client).
          const refreshed = await startUnleashClient(options, start)
          if (flagNames.some((name) => refreshed[name] !== start[name])) options.onUpdate?.(refreshed)
        })
        .catch(() => undefined)
    }, refreshSeconds * 1000)
  }
  return outcome === 'timeout' ? bootstrap : outcome
}

/** The Unleash client, bootstrapped with `bootstrap`: its first answer, then (with `onUpdate`) a refresh every `refreshSeconds`. */
async function startUnleashClient(options: ConfiguredOptions, bootstrap: FlagValues): Promise<FlagValues> {
  // Loaded only where a flag service is configured.
  const { InMemoryStorageProvider, UnleashClient } = await import('unleash-proxy-client')
  const refreshSeconds = options.refreshSeconds ?? 0
  const refreshing = refreshSeconds > 0 && Boolean(options.onUpdate)
  const client = new UnleashClient({
    // Needs an absolute URL; a relative one throws.
    url: new URL(options.url, globalThis.location?.origin ?? 'http://localhost').toString(),
    clientKey: options.clientKey,
    appName: unleashAppName,
    environment: options.environment,
    bootstrap: toToggles(bootstrap),
    bootstrapOverride: true,
    disableMetrics: true,
    refreshInterval: refreshing ? refreshSeconds : 0,
    disableRefresh: !refreshing,
    // Toggles and the session id stay in memory: nothing in web storage.
    storageProvider: new InMemoryStorageProvider(),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })

  // start() resolves once the first fetch has succeeded or failed; a hanging service is cut off.
  const outcome = await Promise.race([
    client.start().then(() => (client.getError() ? 'failed' : 'fetched')),
    new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), options.waitMs ?? 1500)),
  ]).catch(() => 'failed' as const)
  // The frontend API lists only enabled toggles, so after a fetch an absent flag is off.
  const current = () => Object.fromEntries(flagNames.map((name) => [name, client.isEnabled(name)])) as FlagValues
  const values = outcome === 'fetched' ? current() : bootstrap
  if (refreshing) {
    // Each later answer that changes a flag (also the first answer, where it came after the wait).
    client.on('update', () => options.onUpdate?.(current()))
  } else client.stop()
  return values
}
