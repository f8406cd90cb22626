import type { QueryClient } from '@tanstack/react-query'
import type { AppRuntime } from '@/shared/config/runtime'
import { isStayLoggedInBannerDismissed } from '@/shared/session/local-preferences'
import {
  loginStateQueryOptions,
  personalDetailsQueryOptions,
  stayLoggedInQueryOptions,
} from '@/shared/session/session-api'

/**
 * Signed in, every account page waits for the stay-logged-in setting and the personal details before it
 * shows (the banner and the complete-profile hint above it must not push it down later:
 * `useStayLoggedInBannerSettled`, `useCompleteProfileHintSettled`). So both are asked for as soon as the
 * login state says signed in, with the app's start, not once the shell has rendered and asks for them:
 * one round trip less before the page's own calls. Nothing is asked for a signed-out visitor, with a flag
 * off, or the setting once the banner was dismissed (the shell would not ask either). Never throws: the
 * shell asks again where this failed.
 */
export async function askForAccountStartCalls(
  queryClient: QueryClient,
  runtime: AppRuntime | Promise<AppRuntime>,
): Promise<void> {
  try {
    const [session, { flags }] = await Promise.all([queryClient.fetchQuery(loginStateQueryOptions()), runtime])
    if (!session.loggedIn) return
    await Promise.all([
      flags.stayLoggedIn && !isStayLoggedInBannerDismissed()
        ? queryClient.prefetchQuery(stayLoggedInQueryOptions())
        : undefined,
      flags.completeProfile ? queryClient.prefetchQuery(personalDetailsQueryOptions()) : undefined,
    ])
  } catch {
    // No login state (no answer): the app decides as it renders.
  }
}
