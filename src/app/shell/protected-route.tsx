import type { ReactNode } from 'react'
import { useIsMutating, useQueryClient } from '@tanstack/react-query'
import { Navigate, useLocation } from 'react-router'
import { paths } from '@/shared/config/paths'
import { sessionKeys, useSession, type SessionState } from '@/shared/session/session-api'
import { useRuntime } from '@/shared/config/runtime'

/**
 * Empty while the login state is unknown; to login (and back afterwards) when signed out, saying
 * why when the session the browser presented was refused (it ran out).
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status } = useSession()
  const location = useLocation()
  const queryClient = useQueryClient()
  const { flagsPending } = useRuntime()
  const leaving = useIsMutating({ mutationKey: sessionKeys.logout }) > 0
  if (status === 'unknown') return null
  // Leaving on purpose: the post-logout page is on its way, not the login page.
  if (status === 'loggedOut' && leaving) return null
  if (status === 'loggedOut') {
    const ended = queryClient.getQueryData<SessionState>(sessionKeys.loginState)?.ended
    const target = paths.login.getHref(`${location.pathname}${location.search}`, ended ? 'REJECTED' : undefined)
    return <Navigate to={target} replace />
  }
  // The account's pages show flag-dependent parts (home layout, hints): they wait for the flags too.
  return flagsPending ? null : children
}
