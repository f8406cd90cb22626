import { useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'
import { hasStatus } from '@/shared/api/api-errors'
import { logger } from '@/shared/logging/logger'
import { paths } from '@/shared/config/paths'
import { refreshSession, sessionKeys, type SessionState } from '@/shared/session/session-api'
import { signOutEverywhere } from '@/shared/session/sign-out'

/**
 * A call answered 401 while signed in means the token ran out: refresh it once and retry;
 * if the refresh fails, the customer is logged out and sent to login (spec section 4), which says why
 * when the service refused the session (it ran out: REJECTED), or to post-logout when it was their logout.
 */
export function SessionExpiryWatcher() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const refreshing = useRef(false)
  const currentPath = `${location.pathname}${location.search}`

  useEffect(() => {
    const onUnauthorized = async () => {
      const session = queryClient.getQueryData<SessionState>(sessionKeys.loginState)
      // Signed out, refreshing already, or leaving on purpose (leave-account.ts: the server's session is
      // gone for good). The logout key is read here, not through leave-account, which stays out of the entry.
      const loggingOut = queryClient.isMutating({ mutationKey: sessionKeys.logout }) > 0
      if (!session?.loggedIn || refreshing.current || loggingOut) return
      refreshing.current = true
      try {
        await refreshSession()
        // Every call that failed, also one no page shows yet (the account's loader asks before its page mounts).
        await queryClient.invalidateQueries({
          predicate: (query) => query.state.status === 'error',
          refetchType: 'all',
        })
      } catch (error) {
        logger.warn('session.refresh-failed')
        const ended = hasStatus(error, 401)
        // Refused after a logout whose answer was lost (side-navigation.tsx): that logout went through.
        const loggedOut =
          ended &&
          queryClient.getMutationCache().findAll({ mutationKey: sessionKeys.logout, status: 'error' }).length > 0
        // Otherwise the session ran out. The account's pages send to login with the reason too.
        await signOutEverywhere(queryClient, ended && !loggedOut)
        await navigate(
          loggedOut ? paths.postLogout.getHref() : paths.login.getHref(currentPath, ended ? 'REJECTED' : undefined),
          { replace: true },
        )
      } finally {
        refreshing.current = false
      }
    }
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && hasStatus(event.action.error, 401))
        void onUnauthorized()
    })
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && hasStatus(event.action.error, 401))
        void onUnauthorized()
    })
    // A call the route's loader made before this watcher was there (the account's first screen) counts too.
    if (queryClient.getQueryCache().findAll({ predicate: (query) => hasStatus(query.state.error, 401) }).length > 0)
      void onUnauthorized()
    return () => {
      unsubscribeQueries()
      unsubscribeMutations()
    }
  }, [queryClient, navigate, currentPath])

  return null
}
