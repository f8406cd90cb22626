import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { paths } from '@/shared/config/paths'
import { shopHomeUrl } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { sessionKeys, type SessionState } from '@/shared/session/session-api'
import { announcePostLogoutShown } from '@/shared/session/leave-account'
import { commonMessages } from '@/shared/intl/common-messages'
import { pageMessages } from './page-messages'
import './post-logout-page.css'

/** Shown after logout, and after deleting the account (`?reason=account-deleted`), which it then says. */
export function PostLogoutPage() {
  const intl = useIntl()
  const { locale } = useRuntime()
  const queryClient = useQueryClient()
  const accountDeleted = useSearchParams()[0].get('reason') === 'account-deleted'
  const texts = accountDeleted
    ? {
        title: pageMessages.accountDeletedTitle,
        body: pageMessages.accountDeletedBody,
        login: commonMessages.toLogin,
      }
    : { title: pageMessages.postLogoutTitle, body: pageMessages.postLogoutBody, login: pageMessages.postLogoutLogin }
  useDocumentTitle(intl.formatMessage(texts.title))
  // Nothing of the customer's data stays in memory after logout.
  useEffect(() => {
    queryClient.removeQueries()
    queryClient.setQueryData<SessionState>(sessionKeys.loginState, { loggedIn: false, user: null })
    announcePostLogoutShown(queryClient)
  }, [queryClient])
  return (
    <div className="narrow-page">
      <div className="card stack centered">
        <h1>{intl.formatMessage(texts.title)}</h1>
        <p>{intl.formatMessage(texts.body)}</p>
        <div className="form-actions form-actions--center">
          <Link className="button button--primary" to={paths.login.getHref()}>
            {intl.formatMessage(texts.login)}
          </Link>
          <a className="button button--secondary" href={shopHomeUrl(locale)}>
            {intl.formatMessage(pageMessages.postLogoutShop)}
          </a>
        </div>
      </div>
    </div>
  )
}

export { PostLogoutPage as Component }
