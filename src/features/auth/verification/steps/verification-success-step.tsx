import { commonMessages } from '@/shared/intl/common-messages'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { Alert } from '@/shared/ui/alert'
import { paths } from '@/shared/config/paths'
import { accountVerificationMessages as messages } from '../messages'
import { StepHeading } from './step-heading'

type VerificationSuccessStepProps = {
  /** The address the link went to, when the customer verified with it (never looked up by customer number). */
  email: string | undefined
  focusHeading: boolean
}

/** VERIFIED: the backend mailed a link to set the password. */
export function VerificationSuccessStep({ email, focusHeading }: VerificationSuccessStepProps) {
  const intl = useIntl()
  return (
    <div className="card stack">
      <StepHeading focus={focusHeading}>{intl.formatMessage(messages.successHeading)}</StepHeading>
      <Alert tone="success">
        <p>
          {email
            ? intl.formatMessage(messages.successText, { email: <strong>{email}</strong> })
            : intl.formatMessage(messages.successTextWithoutEmail)}
        </p>
      </Alert>
      <p className="muted">{intl.formatMessage(messages.successNoMail)}</p>
      <p>
        <Link className="button button--secondary" to={paths.login.getHref()}>
          {intl.formatMessage(commonMessages.toLogin)}
        </Link>
      </p>
    </div>
  )
}
