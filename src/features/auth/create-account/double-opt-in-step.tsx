import { useIntl } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { formatWelcomeVoucher } from '@/shared/intl/welcome-voucher'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import { activationLinkValidityHours, createAccountMessages } from './messages'

type DoubleOptInStepProps = { email: string; newsletterConsent: boolean }

/** After account creation: confirm the mailed link within 24 hours (spec section 9). */
export function DoubleOptInStep({ email, newsletterConsent }: DoubleOptInStepProps) {
  const intl = useIntl()
  // The new customer's first page: tracked as the welcome page.
  useTrackPageView('welcome')
  const voucher = formatWelcomeVoucher(intl)
  return (
    <div className="stack">
      <h2>{intl.formatMessage(createAccountMessages.doubleOptInHeading)}</h2>
      <Alert tone="success">
        <p>
          {intl.formatMessage(createAccountMessages.doubleOptInSent, {
            email: <strong key="email">{email}</strong>,
          })}
        </p>
      </Alert>
      <p>{intl.formatMessage(createAccountMessages.doubleOptInConfirm, { hours: activationLinkValidityHours })}</p>
      {newsletterConsent ? <p>{intl.formatMessage(createAccountMessages.doubleOptInVoucher, { voucher })}</p> : null}
      <p className="muted">{intl.formatMessage(createAccountMessages.doubleOptInSpam)}</p>
    </div>
  )
}
