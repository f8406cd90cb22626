import { useState } from 'react'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { paths } from '@/shared/config/paths'
import { useRuntime } from '@/shared/config/runtime'
import { commonMessages } from '@/shared/intl/common-messages'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import { requestSetPasswordLinkForSocialLogin } from '../api/passwords-api'
import { useStartGoogleSignIn, type SocialLoginProvider } from '../api/social-login-api'
import { SignedInAs } from '../common/username-line'
import { socialLoginMessages } from './messages'

type Notice = 'beingTested' | 'unavailable'

/**
 * Instead of the password step, for an account without a password that signs in with a social
 * login provider: sign in with it, or have a link mailed to set a password (token type
 * set-password-for-social-login).
 */
export function SocialAccountStep({
  username,
  provider,
  onChangeUsername,
}: {
  username: string
  provider: SocialLoginProvider
  onChangeUsername: () => void
}) {
  const intl = useIntl()
  const navigate = useNavigate()
  const { locale } = useRuntime()
  const startGoogleSignIn = useStartGoogleSignIn()
  const [notice, setNotice] = useState<Notice | null>(null)
  useTrackPageView('account_login_password')
  const providerName = intl.formatMessage(socialLoginMessages[`provider_${provider}`])
  const requestLink = useSingleFlightMutation({
    mutationFn: () => requestSetPasswordLinkForSocialLogin(username),
    onSuccess: () => navigate(paths.sendPasswordLinkSuccess.getHref('set-password')),
  })

  function signInWithProvider() {
    if (provider !== 'GOOGLE') return setNotice('beingTested')
    setNotice(null)
    if (!startGoogleSignIn()) setNotice('unavailable')
  }

  return (
    <div className="stack">
      <h2>{intl.formatMessage(socialLoginMessages.accountHeading, { provider: providerName })}</h2>
      <SignedInAs username={username} onChangeUsername={onChangeUsername} />
      {requestLink.isError ? <RequestErrorAlert error={requestLink.error} /> : null}
      {notice === 'unavailable' ? <Alert>{intl.formatMessage(commonMessages.genericError)}</Alert> : null}
      <p>{intl.formatMessage(socialLoginMessages.accountIntro, { provider: providerName })}</p>
      <Button className="button--full" onClick={signInWithProvider}>
        {intl.formatMessage(socialLoginMessages.signInWith, { provider: providerName })}
      </Button>
      {notice === 'beingTested' ? (
        <Alert tone="info">
          {intl.formatMessage(
            locale === 'ch'
              ? socialLoginMessages.providerBeingTestedEmailOnly
              : socialLoginMessages.providerBeingTested,
            { provider: providerName },
          )}
        </Alert>
      ) : null}
      <p>{intl.formatMessage(socialLoginMessages.setPasswordIntro)}</p>
      <Button
        variant="secondary"
        className="button--full"
        busy={requestLink.isPending}
        onClick={() => requestLink.mutate()}
      >
        {intl.formatMessage(commonMessages.setPassword)}
      </Button>
    </div>
  )
}
