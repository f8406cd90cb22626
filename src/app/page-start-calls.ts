import type { QueryClient } from '@tanstack/react-query'
import type { PageStartContext } from '@/shared/api/page-start-calls'
import { loginStateQueryOptions } from '@/shared/session/session-api'
import type { LoadedRoute } from './prerendered-routes'

/**
 * How long the app's first render waits for a page's start calls at most: on a slow or hung service the
 * page shows its spinner (and then its answer or its error) as it did without them, rather than the early
 * frame without a sign of progress for a whole timeout.
 */
export const pageStartCallsWaitMs = 1500

/**
 * Asks for the calls of the routes the first address shows (each module's `startCalls`, see routes.tsx), as
 * `preloadRouteModules` loads them for the first render, as soon as their code is there, for a signed-in
 * customer only: signed out, an account page sends to the login page and
 * its calls would only be refused. Settles once every answer is in, failed ones too (the page shows its
 * error then and offers to try again), or after `pageStartCallsWaitMs`, whichever comes first; never throws.
 */
export function askForPageStartCalls({
  waitedLongEnough = new Promise((resolve) => setTimeout(resolve, pageStartCallsWaitMs)),
  ...options
}: {
  queryClient: QueryClient
  /** The first address's routes as `preloadRouteModules` loads them. */
  routeModules: Promise<LoadedRoute[]>
  runtime: PageStartContext['runtime']
  /** Settles when the first render should wait no longer (`pageStartCallsWaitMs`; a test's own promise). */
  waitedLongEnough?: Promise<unknown>
}): Promise<void> {
  return Promise.race([askAndWait(options), waitedLongEnough.then(() => undefined)])
}

async function askAndWait({
  queryClient,
  routeModules,
  runtime,
}: Omit<Parameters<typeof askForPageStartCalls>[0], 'waitedLongEnough'>): Promise<void> {
  try {
    const [session, loadedRoutes] = await Promise.all([queryClient.fetchQuery(loginStateQueryOptions()), routeModules])
    if (!session.loggedIn) return
    await Promise.all(makeStartCalls(loadedRoutes, { queryClient, user: session.user, runtime }))
  } catch {
    // No login state: the page asks for itself as it renders.
  }
}

/**
 * Makes the start calls of the routes an address shows, layouts' and page's (each module's `startCalls`, with
 * its route's parameters): the app's start, and the build's recording of them (src/app/early-page-calls.ts).
 */
export function makeStartCalls(
  loadedRoutes: LoadedRoute[],
  context: Omit<PageStartContext, 'params'>,
): Promise<void>[] {
  return loadedRoutes.flatMap(({ module, params }) => module?.startCalls?.({ ...context, params }) ?? [])
}
