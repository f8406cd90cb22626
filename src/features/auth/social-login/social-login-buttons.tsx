import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { useRuntime } from '@/shared/config/runtime'
import { commonMessages } from '@/shared/intl/common-messages'
import { useSocialLoginInProgress, useStartGoogleSignIn, type SocialLoginProvider } from '../api/social-login-api'
import { socialLoginMessages } from './messages'
import './social-login.css'

const providers: SocialLoginProvider[] = ['GOOGLE', 'FACEBOOK', 'APPLE']

/** What pressing a provider's button left to say: Facebook and Apple are still being tested. */
type Notice = { kind: 'beingTested'; provider: SocialLoginProvider } | { kind: 'unavailable' }

/**
 * The social login buttons under the username step (flag socialLogin). Google leaves for the
 * provider; Facebook and Apple answer with the fallback message and stay on the page.
 */
export function SocialLoginButtons({ busy }: { busy: boolean }) {
  const intl = useIntl()
  const { locale } = useRuntime()
  const startGoogleSignIn = useStartGoogleSignIn()
  const googleInProgress = useSocialLoginInProgress()
  const [notice, setNotice] = useState<Notice | null>(null)
  const providerName = (provider: SocialLoginProvider) =>
    intl.formatMessage(socialLoginMessages[`provider_${provider}`])

  function signInWith(provider: SocialLoginProvider) {
    if (provider !== 'GOOGLE') return setNotice({ kind: 'beingTested', provider })
    setNotice(null)
    if (!startGoogleSignIn()) setNotice({ kind: 'unavailable' })
  }

  return (
    <div className="social-login stack">
      <p className="social-login__divider" aria-hidden="true">
        {intl.formatMessage(socialLoginMessages.divider)}
      </p>
      <ul className="social-login__buttons" aria-label={intl.formatMessage(socialLoginMessages.groupLabel)}>
        {providers.map((provider) => (
          <li key={provider}>
            <Button
              variant="secondary"
              className="button--full"
              busy={provider === 'GOOGLE' && googleInProgress}
              disabled={busy}
              onClick={() => signInWith(provider)}
            >
              {intl.formatMessage(socialLoginMessages.signInWith, { provider: providerName(provider) })}
            </Button>
          </li>
        ))}
      </ul>
      {googleInProgress ? (
        <p role="status">{intl.formatMessage(socialLoginMessages.inProgress, { provider: providerName('GOOGLE') })}</p>
      ) : null}
      {notice?.kind === 'beingTested' ? (
        <Alert tone="info">
          {intl.formatMessage(
            locale === 'ch'
              ? socialLoginMessages.providerBeingTestedEmailOnly
              : socialLoginMessages.providerBeingTested,
            { provider: providerName(notice.provider) },
          )}
        </Alert>
      ) : null}
      {notice?.kind === 'unavailable' ? <Alert>{intl.formatMessage(commonMessages.genericError)}</Alert> : null}
    </div>
  )
}
