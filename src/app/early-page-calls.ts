import { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import type { PageStartContext } from '@/shared/api/page-start-calls'
import type { LoggedInUser } from '@/shared/session/session-schemas'
import { getApiClientConfig } from '@/shared/api/api-client-config'
import { makeStartCalls } from './page-start-calls'
import { preloadRouteModules } from './prerendered-routes'

/**
 * A GET an account page makes as it opens, as index.html's route script sends it: the URL with `{0}`, `{1}`, …
 * where the route's parameters go, in the order of the route's path, the headers the app sends and the API
 * client's timeout.
 */
export type EarlyPageCall = { url: string; headers: Record<string, string>; timeoutMs: number }

const parameterMark = (index: number) => `__route_parameter_${index}__`

/**
 * The GETs of a route's start calls (its layouts' and its page's, see PageStartCalls), recorded at build time
 * (scripts/prerender-plugin.mjs) by making them once with a fetch that keeps what it was asked and refuses
 * it: what the route script sends early is what the page asks for itself, written down once. Made for a
 * customer the build knows nothing of, so a call that depends on who is signed in (product history's, with
 * tracking consent) is not among them.
 */
export async function recordEarlyPageCalls(
  routes: RouteObject[],
  path: string,
  runtime: PageStartContext['runtime'],
): Promise<EarlyPageCall[]> {
  const names = path.split('/').flatMap((segment) => (segment.startsWith(':') ? [segment] : []))
  const pathname = names.reduce((marked, name, index) => marked.replace(name, parameterMark(index)), path)
  const loadedRoutes = await preloadRouteModules(routes, pathname, '/')
  const calls: EarlyPageCall[] = []
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const fetchBefore = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const url = String(input)
    if ((init?.method ?? 'GET') === 'GET' && !calls.some((call) => call.url === url))
      calls.push({
        url,
        headers: { ...(init?.headers as Record<string, string>) },
        // The route script gives up when the app would (it has no start call's own timeout).
        timeoutMs: getApiClientConfig().timeoutMs,
      })
    // Refused at once: a start call whose query does not pass its signal on could not be given up on, and
    // would hold the build for the API client's whole timeout.
    return Promise.resolve(new Response(null, { status: 503 }))
  }
  try {
    const asked = makeStartCalls(loadedRoutes, { queryClient, user: {} as LoggedInUser, runtime })
    // A query's function runs a task after the query is asked for; retries (a query's own `retry`) are not waited for.
    await new Promise((resolve) => setTimeout(resolve))
    await queryClient.cancelQueries()
    await Promise.allSettled(asked)
  } finally {
    globalThis.fetch = fetchBefore
    queryClient.clear()
  }
  return calls.map((call) => ({
    ...call,
    url: call.url.replace(/__route_parameter_(\d+)__/g, (_mark, index: string) => `{${index}}`),
  }))
}
