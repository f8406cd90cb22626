import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { isNoResponse, tooManyAttemptsWait } from '@/shared/api/api-errors'
import { tooManyAttemptsText } from '@/shared/forms/request-error-alert'
import { useRuntime } from '@/shared/config/runtime'
import { commonMessages } from '@/shared/intl/common-messages'
import { usernameKind } from '@/shared/validation/username'
import { requestMagicLink } from '../api/magic-link-api'
import { magicLinkValidityMinutes, useMagicLinkState } from './magic-link-state'
import { magicLinkMessages } from './messages'
import './magic-link.css'

/** Below the password step (flag magicLinkLogin): mail a one-time sign-in link instead of typing the password. */
export function MagicLinkOption({ username }: { username: string }) {
  const intl = useIntl()
  const headingId = useId()
  const { recaptcha } = useRuntime()
  const { state, actionDisabled, sendStarted, sent, failed } = useMagicLinkState()

  async function sendLink() {
    if (actionDisabled) return
    sendStarted()
    // Without the reCAPTCHA executor the request cannot be made (spec section 5).
    if (!recaptcha) return failed('generic')
    try {
      await requestMagicLink(username, await recaptcha('magic_link'))
      sent(username)
    } catch (error) {
      const wait = tooManyAttemptsWait(error)
      failed(wait ? { tooManyAttempts: wait.minutes } : isNoResponse(error) ? 'connection' : 'generic')
    }
  }

  const values = { email: state.sentTo, minutes: magicLinkValidityMinutes }
  return (
    <section aria-labelledby={headingId} className="magic-link-option stack">
      <h3 id={headingId}>{intl.formatMessage(magicLinkMessages.optionHeading)}</h3>
      <p>{intl.formatMessage(magicLinkMessages.optionIntro)}</p>
      <Button
        variant="secondary"
        className="button--full"
        busy={state.status === 'inProgress'}
        disabled={actionDisabled}
        onClick={() => void sendLink()}
      >
        {intl.formatMessage(magicLinkMessages.send)}
      </Button>
      {state.error ? (
        <Alert>
          {typeof state.error === 'object'
            ? tooManyAttemptsText(intl, state.error.tooManyAttempts)
            : intl.formatMessage(
                state.error === 'connection' ? commonMessages.connectionError : commonMessages.genericError,
              )}
        </Alert>
      ) : null}
      {state.sentTo ? (
        <Alert tone="success">
          {intl.formatMessage(
            usernameKind(state.sentTo) === 'email'
              ? magicLinkMessages.sentToEmail
              : magicLinkMessages.sentToCustomerNumber,
            values,
          )}
        </Alert>
      ) : null}
    </section>
  )
}
