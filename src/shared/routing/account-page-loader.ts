import type { LoaderFunction, Params } from 'react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { AppRuntime } from '../config/runtime'
import { loginStateQueryOptions } from '../session/session-api'
import type { LoggedInUser } from '../session/session-schemas'
import { appContext } from './app-context'

/** What a signed-in page's calls may depend on: the route's parameters, the customer, locale and clock. */
export type AccountPageCalls = (page: {
  queryClient: QueryClient
  params: Params
  user: LoggedInUser
  runtime: Pick<AppRuntime, 'locale' | 'now'>
}) => Promise<void>[]

/**
 * A signed-in page's loader: it starts the page's calls through the query client and returns at once, so the
 * page's code and data load side by side and the page shows its own loading state and errors (a loader that
 * awaited them would put a failed call in the route's error page instead of the page's catalogued message).
 * Signed out, nothing is asked: the account's layout sends to login.
 */
export function accountPageLoader(calls: AccountPageCalls): LoaderFunction {
  return async ({ params, context }) => {
    const { queryClient, runtime } = context.get(appContext)
    const session = await queryClient.ensureQueryData(loginStateQueryOptions()).catch(() => null)
    // Started, not awaited: the page shows its own progress and outcome.
    if (session?.loggedIn)
      void Promise.allSettled(calls({ queryClient, params, user: session.user, runtime: await runtime }))
    return null
  }
}
