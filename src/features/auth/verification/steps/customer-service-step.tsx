import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { Alert } from '@/shared/ui/alert'
import { tooManyAttemptsText } from '@/shared/forms/request-error-alert'
import { useRuntime } from '@/shared/config/runtime'
import { serviceContact } from '@/shared/intl/service-contact'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import { accountVerificationMessages as messages } from '../messages'
import { paths } from '@/shared/config/paths'
import { commonMessages } from '@/shared/intl/common-messages'
import { accountVerificationState, type AccountVerificationStep } from '../account-verification-paths'
import { StepHeading } from './step-heading'

/** Why the customer landed here: the data did not match, the call failed, or the service throttles (429). */
export type VerificationFailure = 'notVerified' | 'error' | { tooManyAttempts: number | null }

type CustomerServiceStepProps = {
  failure: VerificationFailure | undefined
  /** The step the customer came from; going back there keeps what was typed. */
  returnTo: AccountVerificationStep | undefined
  knownUsername: string | undefined
  focusHeading: boolean
}

/** Spec section 4: any status but VERIFIED, or an error, ends here: the service line and mailbox. */
export function CustomerServiceStep({ failure, returnTo, knownUsername, focusHeading }: CustomerServiceStepProps) {
  const intl = useIntl()
  const { locale } = useRuntime()
  const { phone, phoneHref, email } = serviceContact(locale)
  useTrackPageView('account_data_confirmation_call_center')
  return (
    <div className="card stack">
      <StepHeading focus={focusHeading}>{intl.formatMessage(messages.customerServiceHeading)}</StepHeading>
      {failure === 'notVerified' ? <Alert tone="warning">{intl.formatMessage(messages.notVerified)}</Alert> : null}
      {failure === 'error' ? <Alert>{intl.formatMessage(commonMessages.genericError)}</Alert> : null}
      {typeof failure === 'object' ? <Alert>{tooManyAttemptsText(intl, failure.tooManyAttempts)}</Alert> : null}
      <p>{intl.formatMessage(messages.customerServiceText)}</p>
      <ul className="account-verification__service">
        <li>
          <p>
            {intl.formatMessage(messages.servicePhone, {
              phone: (
                <a className="account-verification__phone" href={phoneHref}>
                  {phone}
                </a>
              ),
            })}
          </p>
          <p className="muted">{intl.formatMessage(messages.serviceHours)}</p>
        </li>
        <li>
          <p>{intl.formatMessage(messages.serviceEmail, { email: <a href={`mailto:${email}`}>{email}</a> })}</p>
        </li>
      </ul>
      <p>
        {returnTo ? (
          <Link to={paths.accountVerification.getHref(returnTo)} state={accountVerificationState(knownUsername)}>
            {intl.formatMessage(messages.tryAgain)}
          </Link>
        ) : (
          <Link to={paths.login.getHref()}>{intl.formatMessage(commonMessages.toLogin)}</Link>
        )}
      </p>
    </div>
  )
}
