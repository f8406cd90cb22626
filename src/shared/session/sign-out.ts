import type { QueryClient } from '@tanstack/react-query'
import { logout, sessionKeys, type SessionState } from './session-api'

/**
 * Ends the session everywhere (spec section 4, token refresh failure): the server is told (best
 * effort: the token may already be gone), every cached answer with personal data is dropped, and the
 * app knows it is signed out (`ended`: because the service refused the session). The caller then
 * navigates to login.
 */
export async function signOutEverywhere(queryClient: QueryClient, ended?: boolean): Promise<void> {
  await queryClient.cancelQueries()
  await logout().catch(() => undefined)
  queryClient.removeQueries({ predicate: (query) => query.queryKey.join('/') !== sessionKeys.loginState.join('/') })
  queryClient.setQueryData<SessionState>(sessionKeys.loginState, { loggedIn: false, user: null, ended })
}
