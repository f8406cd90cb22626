import { AccountShell } from './account-shell'
import { ProtectedRoute } from './protected-route'

/** The signed-in area, loaded lazily so the login page does not download the shell. */
export function AccountLayout() {
  return (
    <ProtectedRoute>
      <AccountShell />
    </ProtectedRoute>
  )
}
