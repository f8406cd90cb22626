import { useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { NavLink } from 'react-router'
import { paths } from '@/shared/config/paths'
import { commonMessages } from '@/shared/intl/common-messages'
import { hasStatus } from '@/shared/api/api-errors'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { logger } from '@/shared/logging/logger'
import { Button } from '@/shared/ui/button'
import { logout } from '@/shared/session/session-api'
import { useLeaveAccount } from '@/shared/session/leave-account'
import type { NavigationGroup } from './navigation'
import { usePendingNavigationPath } from './pending-navigation'
import { shellMessages } from './shell-messages'
import './side-navigation.css'

/**
 * Spec section 4: logout calls the server, then goes to post-logout. Only the server can end the
 * session (its cookie is HttpOnly), so the post-logout page shows only once it confirmed: a failed
 * logout keeps the customer where they are, with the error and "Nochmal versuchen". A 401 says there
 * is no session to end (a logout whose answer was lost went through): that is logged out, too.
 */
function useLogout() {
  const queryClient = useQueryClient()
  const { leave, leaving, failed } = useLeaveAccount()
  const endSession = async () => {
    // Calls still on their way are cancelled first: they would come back 401 once the session is gone.
    await queryClient.cancelQueries()
    await logout().catch((error: unknown) => {
      if (hasStatus(error, 401)) return
      logger.warn('session.logout-failed')
      // Still signed in: what the cancelling left without an answer is asked for again.
      void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'pending' })
      throw error
    })
  }
  return { run: () => leave({ endSession }), busy: leaving, failed }
}

export function SideNavigation({ groups }: { groups: NavigationGroup[] }) {
  const intl = useIntl()
  const { run: runLogout, busy, failed } = useLogout()
  // The link just clicked, while its page loads.
  const pendingPath = usePendingNavigationPath()
  const busyIf = (to: string) => (pendingPath === to ? true : undefined)
  return (
    <nav className="side-nav" aria-label={intl.formatMessage(commonMessages.accountTitle)}>
      <div className="side-nav__group">
        <ul>
          <li>
            <NavLink to={paths.home.getHref()} end aria-busy={busyIf(paths.home.getHref())}>
              {intl.formatMessage(shellMessages.overview)}
            </NavLink>
          </li>
        </ul>
      </div>
      {groups.map((group) => (
        <div className="side-nav__group" key={group.id}>
          <h2 className="side-nav__heading" id={`nav-group-${group.id}`}>
            {intl.formatMessage(group.label)}
          </h2>
          <ul aria-labelledby={`nav-group-${group.id}`}>
            {group.entries.map((entry) => (
              <li key={entry.id}>
                {entry.external ? (
                  <a href={entry.to}>{intl.formatMessage(entry.label)}</a>
                ) : (
                  <NavLink to={entry.to} aria-busy={busyIf(entry.to)}>
                    {intl.formatMessage(entry.label)}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="side-nav__group">
        <button
          type="button"
          className="side-nav__action"
          onClick={runLogout}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {intl.formatMessage(shellMessages.logout)}
        </button>
        {failed && !busy ? (
          <RequestErrorAlert
            error={failed}
            action={
              <Button variant="secondary" onClick={runLogout}>
                {intl.formatMessage(commonMessages.retry)}
              </Button>
            }
          />
        ) : null}
      </div>
    </nav>
  )
}
