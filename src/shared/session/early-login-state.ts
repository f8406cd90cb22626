import { describeRequest } from '../api/api-client'
import { getApiClientConfig } from '../api/api-client-config'

/**
 * Every page waits for the login state. In the production build, index.html's route script
 * (scripts/prerender-plugin.mjs) asks for it while the app's script is still loading, with the URL and
 * headers `earlyCustomerRequest` gives at build time, and leaves the pending answer (a `Response`
 * promise, in memory only) on the window under this name. The app's first login-state call takes it,
 * once; every later call asks the service itself.
 */
export const earlyLoginStateKey = '__meinKontoLoginState'

export const loginStatePath = '/user/login-state'

/**
 * The stay-logged-in setting, which every account page waits for (the banner above it): on an account
 * page the route script asks for it with the login state, so that the early frame shows the banner
 * where the app will (scripts/prerender-plugin.mjs). The app's first setting call takes the answer.
 */
export const earlyStayLoggedInKey = '__meinKontoStayLoggedIn'

export const stayLoggedInPath = '/user/auth/stay-logged-in'

/**
 * The request the route script sends for the customer service's `path`: the one the app's call would send
 * (same URL, same headers), and the API client's timeout, after which the route script gives up on its own.
 */
export function earlyCustomerRequest(path: string): {
  url: string
  headers: Record<string, string>
  timeoutMs: number
} {
  return {
    ...describeRequest({ service: 'customer', path }),
    timeoutMs: getApiClientConfig().timeoutMs,
  }
}
