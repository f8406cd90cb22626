import { redirect, type LoaderFunction } from 'react-router'
import type { QueryClient } from '@tanstack/react-query'
import { appPath, paths } from '@/shared/config/paths'
import { appContext } from '@/shared/routing/app-context'
import { isStayLoggedInBannerDismissed } from '@/shared/session/local-preferences'
import {
  loginStateQueryOptions,
  personalDetailsQueryOptions,
  stayLoggedInQueryOptions,
  type SessionState,
} from '@/shared/session/session-api'

/** Never known (no answer even after retries): signed out, rather than an empty page for good. */
function loginState(queryClient: QueryClient): Promise<SessionState> {
  return queryClient.fetchQuery(loginStateQueryOptions()).catch(() => ({ loggedIn: false, user: null }))
}

/**
 * The one place the signed-in area's protection is decided: signed out, to login (and back afterwards), saying
 * why when the service refused the session (it ran out). Signed in, the pages show once the flags have settled;
 * the navigation's profile check and the banner's setting are asked for with it.
 */
export const accountLoader: LoaderFunction = async ({ request, context }) => {
  const { queryClient, runtime, basename } = context.get(appContext)
  const [session, { flags }] = await Promise.all([loginState(queryClient), runtime])
  if (!session.loggedIn) {
    const { pathname, search } = new URL(request.url)
    throw redirect(
      paths.login.getHref(`${appPath(pathname, basename)}${search}`, session.ended ? 'REJECTED' : undefined),
    )
  }
  void queryClient.prefetchQuery(personalDetailsQueryOptions())
  if (flags.stayLoggedIn && !isStayLoggedInBannerDismissed()) void queryClient.prefetchQuery(stayLoggedInQueryOptions())
  return null
}
