import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { paths } from '@/shared/config/paths'
import { useSession } from '@/shared/session/session-api'

/** Empty while the login state is unknown; to login (and back afterwards) when signed out. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status } = useSession()
  const location = useLocation()
  if (status === 'unknown') return null
  if (status === 'loggedOut') {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />
  }
  return children
}
