import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { paths } from '@/shared/config/paths'
import { shopHomeUrl } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { sessionKeys, type SessionState } from '@/shared/session/session-api'
import { pageMessages } from './page-messages'
import './post-logout-page.css'

export function PostLogoutPage() {
  const intl = useIntl()
  const { locale } = useRuntime()
  const queryClient = useQueryClient()
  useDocumentTitle(intl.formatMessage(pageMessages.postLogoutTitle))
  // Nothing of the customer's data stays in memory after logout.
  useEffect(() => {
    queryClient.removeQueries()
    queryClient.setQueryData<SessionState>(sessionKeys.loginState, { loggedIn: false, user: null })
  }, [queryClient])
  return (
    <div className="login-page">
      <div className="card stack centered">
        <h1>{intl.formatMessage(pageMessages.postLogoutTitle)}</h1>
        <p>{intl.formatMessage(pageMessages.postLogoutBody)}</p>
        <div className="form-actions form-actions--center">
          <Link className="button button--primary" to={paths.login.getHref()}>
            {intl.formatMessage(pageMessages.postLogoutLogin)}
          </Link>
          <a className="button button--secondary" href={shopHomeUrl(locale)}>
            {intl.formatMessage(pageMessages.postLogoutShop)}
          </a>
        </div>
      </div>
    </div>
  )
}
