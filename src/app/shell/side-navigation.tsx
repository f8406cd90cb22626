import { useState } from 'react'
import { useIntl } from 'react-intl'
import { NavLink, useNavigate } from 'react-router'
import { Alert } from '@/shared/ui/alert'
import { paths } from '@/shared/config/paths'
import { commonMessages } from '@/shared/intl/common-messages'
import { logout } from '@/shared/session/session-api'
import type { NavigationGroup } from './navigation'
import { shellMessages } from './shell-messages'
import './side-navigation.css'

function useLogout() {
  const navigate = useNavigate()
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    setFailed(false)
    try {
      await logout()
      // The post-logout page clears the client state once the protected area is gone.
      await navigate(paths.postLogout.getHref(), { replace: true })
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  return { run, failed, busy }
}

export function SideNavigation({ groups }: { groups: NavigationGroup[] }) {
  const intl = useIntl()
  const { run: runLogout, failed, busy } = useLogout()
  return (
    <nav className="side-nav" aria-label={intl.formatMessage(commonMessages.accountTitle)}>
      <div className="side-nav__group">
        <ul>
          <li>
            <NavLink to={paths.home.getHref()} end>
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
                  <NavLink to={entry.to}>{intl.formatMessage(entry.label)}</NavLink>
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
        {failed ? <Alert>{intl.formatMessage(shellMessages.logoutFailed)}</Alert> : null}
      </div>
    </nav>
  )
}
