import type { Environment } from './definitions'

/** The app's name towards Unleash: in the client's context and in the early request alike. */
export const unleashAppName = 'account-view'

/**
 * Every signed-in page waits for the flags. In the production build, index.html's route script
 * (scripts/prerender-plugin.mjs) asks Unleash for them while the app's script is still loading, with
 * the request `earlyFlagsRequest` gives at build time, and leaves the pending answer (a `Response`
 * promise, in memory only) on the window under this name. createUnleashFlags reads it without the flag
 * client, which loads only for the first refresh (`takeEarlyAnswer` in src/shared/api/early-answers.ts).
 */
export const earlyFlagsKey = '__meinKontoFlags'

/**
 * The frontend API request the Unleash client would send: its URL with app name and environment, the
 * client key as header. No session id: the client makes up a random one per page load
 * anyway, and reads the flags once.
 */
export function earlyFlagsRequest(options: { url: string; clientKey: string; environment: Environment }): {
  url: string
  headers: Record<string, string>
} {
  const query = new URLSearchParams({ appName: unleashAppName, environment: options.environment })
  return {
    url: `${options.url}${options.url.includes('?') ? '&' : '?'}${query}`,
    headers: { accept: 'application/json', authorization: options.clientKey },
  }
}
