import { useIntl } from 'react-intl'
import { Link, useSearchParams } from 'react-router'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { paths } from '@/shared/config/paths'
import { passwordMessages } from './messages'

/** After a password link was sent; the reason query parameter chooses the text. */
export function SendPasswordLinkSuccessPage() {
  const intl = useIntl()
  const [searchParams] = useSearchParams()
  useDocumentTitle(intl.formatMessage(passwordMessages.linkSentTitle))
  const reason = searchParams.get('reason')
  const text =
    reason === 'password-forgotten'
      ? passwordMessages.linkSentPasswordForgotten
      : reason === 'set-password' || reason === 'set-password-for-social-login'
        ? passwordMessages.linkSentSetPassword
        : passwordMessages.linkSentGeneric
  return (
    <div className="narrow-page">
      <div className="card stack">
        <h1>{intl.formatMessage(passwordMessages.linkSentTitle)}</h1>
        <p>{intl.formatMessage(text)}</p>
        <p>
          <Link to={paths.login.getHref()}>{intl.formatMessage(passwordMessages.backToLogin)}</Link>
        </p>
      </div>
    </div>
  )
}

export { SendPasswordLinkSuccessPage as Component }
