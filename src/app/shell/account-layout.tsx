import { AccountShell } from './account-shell'
import { ProtectedRoute } from './protected-route'
import type { PageStartCalls } from '@/shared/api/page-start-calls'
import { personalDetailsQueryOptions } from '@/shared/session/session-api'

/**
 * The shell's own call, asked for with the page's (page-start-calls.ts): the navigation asks whether the
 * profile is complete, and its answer would otherwise re-render the whole shell once it comes.
 */
export const accountLayoutStartCalls: PageStartCalls = ({ queryClient }) => [
  queryClient.prefetchQuery(personalDetailsQueryOptions()),
]

/** The signed-in area, loaded lazily so the login page does not download the shell. */
export function AccountLayout() {
  return (
    <ProtectedRoute>
      <AccountShell />
    </ProtectedRoute>
  )
}
