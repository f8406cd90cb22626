import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { useNavigate } from 'react-router'
import { paths } from '@/shared/config/paths'
import { sessionKeys } from './session-api'

type PostLogoutReason = Parameters<typeof paths.postLogout.getHref>[0]

// Per query client (one per app, story or test), so that nothing outlives the app that waits.
const waitersByClient = new WeakMap<QueryClient, Set<() => void>>()

/** Resolves once the post-logout page has taken over from the account's pages (announcePostLogoutShown). */
function whenPostLogoutShown(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const waiters = waitersByClient.get(queryClient) ?? new Set()
    waitersByClient.set(queryClient, waiters.add(resolve))
  })
}

/** Called by the post-logout page once it is shown: whoever left the account is done leaving. */
export function announcePostLogoutShown(queryClient: QueryClient): void {
  const waiters = waitersByClient.get(queryClient)
  waitersByClient.delete(queryClient)
  waiters?.forEach((resolve) => resolve())
}

/**
 * Leaves the signed-in area for the post-logout page once the server's session is gone (or is
 * being ended by `endSession`). Until that page shows, the account's page stays mounted and its
 * calls come back 401, and a login-state answer may already say "logged out": the session-expiry
 * watcher and the protected route would take either for an expired session and send the customer
 * to login instead. So leaving is a mutation with the logout key that settles only when the
 * post-logout page is there; both of them leave it alone meanwhile.
 */
export function useLeaveAccount() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { mutate, mutateAsync, isPending, error } = useSingleFlightMutation({
    mutationKey: sessionKeys.logout,
    // Kept past the identity change only while it runs; gone once the post-logout page has replaced its button.
    gcTime: 0,
    mutationFn: async ({ endSession, reason }: { endSession?: () => Promise<unknown>; reason?: PostLogoutReason }) => {
      const shown = whenPostLogoutShown(queryClient)
      await endSession?.()
      await navigate(paths.postLogout.getHref(reason), { replace: true })
      await shown
    },
  })
  return { leave: mutate, leaveAsync: mutateAsync, leaving: isPending, failed: error }
}
