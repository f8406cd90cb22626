import { useOneTimeParameters } from '@/shared/config/use-one-time-parameters'
import { useEffect, useRef } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { Link, useNavigate } from 'react-router'
import { Alert } from '@/shared/ui/alert'
import { commonMessages } from '@/shared/intl/common-messages'
import { Button } from '@/shared/ui/button'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { Spinner } from '@/shared/ui/spinner'
import { hasErrorCode, hasStatus } from '@/shared/api/api-errors'
import { requestErrorMessage } from '@/shared/forms/request-error-alert'
import { paths } from '@/shared/config/paths'
import { rememberLoginMethod } from '@/shared/session/local-preferences'
import { sessionKeys } from '@/shared/session/session-api'
import { track } from '@/shared/tracking/tracking'
import { verifyMagicLink } from '../api/magic-link-api'
import { magicLinkMessages } from './messages'

function isExpiredLink(error: unknown): boolean {
  return hasStatus(error, 410) || hasErrorCode(error, 'magic_link_expired')
}

/**
 * The page a mailed sign-in link opens (`magic-link?token=…`): redeems the token once and goes
 * home signed in. Registration confirmations (account-activation tokens) land here too.
 */
export function MagicLinkPage() {
  const intl = useIntl()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const token = useOneTimeParameters(['token']).token ?? ''
  useDocumentTitle(intl.formatMessage(magicLinkMessages.pageTitle))
  const verify = useMutation({
    mutationFn: verifyMagicLink,
    onSuccess: async () => {
      rememberLoginMethod('magicLink')
      track({ type: 'login', loginMethod: 'magicLink' })
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all })
      await navigate(paths.home.getHref(), { replace: true })
    },
  })
  const { mutate } = verify
  const verifiedToken = useRef<string | null>(null)
  useEffect(() => {
    // Once per token: StrictMode runs effects twice, and a token signs in only once.
    if (!token || verifiedToken.current === token) return
    verifiedToken.current = token
    mutate(token)
  }, [token, mutate])

  const requestNewLink = <Link to={paths.login.getHref()}>{intl.formatMessage(magicLinkMessages.requestNewLink)}</Link>
  let content
  if (!token) {
    content = <Alert action={requestNewLink}>{intl.formatMessage(magicLinkMessages.tokenMissing)}</Alert>
  } else if (verify.isError && isExpiredLink(verify.error)) {
    content = <Alert action={requestNewLink}>{intl.formatMessage(magicLinkMessages.expired)}</Alert>
  } else if (verify.isError) {
    content = (
      <Alert
        action={
          <Button variant="secondary" onClick={() => verify.mutate(token)}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        }
      >
        {intl.formatMessage(requestErrorMessage(verify.error))}
      </Alert>
    )
  } else {
    content = <Spinner label={intl.formatMessage(magicLinkMessages.verifying)} labelVisible />
  }
  return (
    <div className="login-page">
      <div className="card stack">
        <h1>{intl.formatMessage(magicLinkMessages.pageTitle)}</h1>
        {content}
      </div>
    </div>
  )
}
