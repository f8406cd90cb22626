import type { QueryClient } from '@tanstack/react-query'
import type { AppRuntime } from '@/shared/config/runtime'
import { isStayLoggedInBannerDismissed } from '@/shared/session/local-preferences'
import { loginStateQueryOptions, stayLoggedInQueryOptions } from '@/shared/session/session-api'

/**
 * Signed in, every account page waits for the stay-logged-in setting before it shows (the banner above it
 * must not push it down later: `useStayLoggedInBannerSettled`). So the setting is asked for as soon as the
 * login state says signed in, with the app's start, not once the shell has rendered and asks for it: one
 * round trip less before the page's own calls. Nothing is asked for a signed-out visitor, with the flag
 * off, or once the banner was dismissed (the shell would not ask either). Never throws: the shell asks
 * again where this failed.
 */
export async function askForAccountStartCalls(
  queryClient: QueryClient,
  runtime: AppRuntime | Promise<AppRuntime>,
): Promise<void> {
  try {
    const [session, { flags }] = await Promise.all([queryClient.fetchQuery(loginStateQueryOptions()), runtime])
    if (!session.loggedIn || !flags.stayLoggedIn || isStayLoggedInBannerDismissed()) return
    await queryClient.prefetchQuery(stayLoggedInQueryOptions())
  } catch {
    // No login state (no answer): the app decides as it renders.
  }
}
