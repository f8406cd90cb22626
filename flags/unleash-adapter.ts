import type { IToggle } from 'unleash-proxy-client'
import { defaultFlags, flagNames, type Environment, type FlagOverrides, type FlagValues } from './definitions'
import { fetchAnsweringFirstWith, unleashAppName } from './early-flags'

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
  /** The frontend API's answer, asked for before the app's script ran (early-flags.ts): read first. */
  sent?: Promise<Response>
  /**
   * Asks Unleash again every so many seconds and reports changed flags to `onUpdate`, so a flag switched
   * in Unleash reaches an open page (0 or absent: read once at start-up).
   */
  refreshSeconds?: number
  onUpdate?: (values: FlagValues) => void
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
  if (!options.url || !options.clientKey) return bootstrap

  // Loaded only where a flag service is configured (index.html preloads it there).
  const { InMemoryStorageProvider, UnleashClient } = await import('unleash-proxy-client')
  const refreshSeconds = options.refreshSeconds ?? 0
  const refreshing = refreshSeconds > 0 && Boolean(options.onUpdate)
  const fetchOption = options.sent
    ? // Called as the client's method: the browser's own fetch needs its global as `this`.
      fetchAnsweringFirstWith(options.sent, options.fetch ?? ((input, init) => globalThis.fetch(input, init)))
    : options.fetch
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
    ...(fetchOption ? { fetch: fetchOption } : {}),
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
