import { useIntl } from 'react-intl'
import { Button } from '@/shared/ui/button'
import { ServiceLine } from '@/shared/forms/service-line'
import { UsernameLine } from '../common/username-line'
import { lightAccountMessages } from '../light-account/messages'
import { GuestOrderLink } from './guest-order-link'
import { createAccountMessages } from './messages'

type EmailUnknownStepProps = {
  email: string
  onCreateLightAccount?: () => void
  onChangeUsername: () => void
}

/** No account for this email (spec section 8): guest order, service line, another email. */
export function EmailUnknownStep({ email, onCreateLightAccount, onChangeUsername }: EmailUnknownStepProps) {
  const intl = useIntl()
  return (
    <div className="stack">
      <h2>{intl.formatMessage(createAccountMessages.emailUnknownHeading)}</h2>
      <UsernameLine label={intl.formatMessage(createAccountMessages.emailUnknownFor)} username={email} />
      <p>{intl.formatMessage(createAccountMessages.emailUnknownText)}</p>
      <GuestOrderLink />
      {onCreateLightAccount ? (
        <Button variant="secondary" className="button--full" onClick={onCreateLightAccount}>
          {intl.formatMessage(lightAccountMessages.createHeading)}
        </Button>
      ) : null}
      <ServiceLine reason={createAccountMessages.serviceEmailUnknown} />
      <div>
        <Button variant="link" onClick={onChangeUsername}>
          {intl.formatMessage(createAccountMessages.otherEmail)}
        </Button>
      </div>
    </div>
  )
}
