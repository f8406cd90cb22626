import { useEffect, useRef } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { hasStatus } from '@/shared/api/api-errors'
import { paths } from '@/shared/config/paths'
import { useOneTimeParameters } from '@/shared/config/use-one-time-parameters'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { commonMessages } from '@/shared/intl/common-messages'
import { sectionMessages } from '@/shared/intl/section-messages'
import { sessionKeys } from '@/shared/session/session-api'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { Spinner } from '@/shared/ui/spinner'
import { confirmEmailChange } from '../api/change-email-api'
import { confirmEmailChangeMessages } from '../messages'
import './account-settings.css'

/** Confirms once per token as the page opens: StrictMode runs effects twice, and the link works once. */
function useConfirmOnce(token: string, confirm: (token: string) => void) {
  const confirmedToken = useRef<string | null>(null)
  useEffect(() => {
    if (!token || confirmedToken.current === token) return
    confirmedToken.current = token
    confirm(token)
  }, [token, confirm])
}

/**
 * `email-change/confirm-doi?token=…`, opened from the mail to the new address: confirms it as the page
 * opens. Without a token it fails at once (spec section 5: "Email DOI without token fails with ERROR").
 */
export function ConfirmEmailChangePage() {
  const intl = useIntl()
  const title = intl.formatMessage(confirmEmailChangeMessages.title)
  useDocumentTitle(title)
  const token = useOneTimeParameters(['token']).token ?? ''
  const queryClient = useQueryClient()
  const confirm = useMutation({
    mutationFn: confirmEmailChange,
    // A customer signed in in this tab sees the new address at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  })
  useConfirmOnce(token, confirm.mutate)

  let content
  if (!token) {
    content = <Alert>{intl.formatMessage(confirmEmailChangeMessages.tokenMissing)}</Alert>
  } else if (confirm.isError && hasStatus(confirm.error, 410)) {
    content = (
      <Alert action={<Link to={paths.changeEmail.getHref()}>{intl.formatMessage(sectionMessages.changeEmail)}</Link>}>
        {intl.formatMessage(confirmEmailChangeMessages.expired)}
      </Alert>
    )
  } else if (confirm.isError) {
    content = (
      <RequestErrorAlert
        error={confirm.error}
        action={
          <Button variant="secondary" onClick={() => confirm.mutate(token)}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        }
      />
    )
  } else if (confirm.isSuccess) {
    content = (
      <>
        <Alert tone="success">
          <FormattedMessage
            {...confirmEmailChangeMessages.confirmed}
            values={{ email: <strong>{confirm.data.email}</strong> }}
          />
        </Alert>
        <p>
          <Link className="button button--primary" to={paths.home.getHref()}>
            {intl.formatMessage(confirmEmailChangeMessages.toMyAccount)}
          </Link>
        </p>
      </>
    )
  } else {
    content = <Spinner label={intl.formatMessage(confirmEmailChangeMessages.confirming)} labelVisible />
  }
  return (
    <div className="login-page">
      <div className="card stack account-settings">
        <h1>{title}</h1>
        {content}
      </div>
    </div>
  )
}
