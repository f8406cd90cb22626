import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { paths } from '@/shared/config/paths'
import { useIsMutating } from '@tanstack/react-query'
import { sessionKeys, useSession } from '@/shared/session/session-api'
import { useRuntime } from '@/shared/config/runtime'

/** Empty while the login state is unknown; to login (and back afterwards) when signed out. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status } = useSession()
  const location = useLocation()
  const { flagsPending } = useRuntime()
  const leaving = useIsMutating({ mutationKey: sessionKeys.logout }) > 0
  if (status === 'unknown') return null
  // Leaving on purpose: the post-logout page is on its way, not the login page.
  if (status === 'loggedOut' && leaving) return null
  if (status === 'loggedOut') {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />
  }
  // The account's pages show flag-dependent parts (home layout, hints): they wait for the flags too.
  return flagsPending ? null : children
}
