import { useId } from 'react'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { Button } from '@/shared/ui/button'
import { useRuntime } from '@/shared/config/runtime'
import { shopHost } from '@/shared/config/locales'
import { serviceContact } from '@/shared/intl/service-contact'
import { createAccountMessages } from '../create-account-messages'
import './create-account-step.css'

/** The toll-free service line with its hours (spec section 9), after a sentence saying why to call. */
export function ServiceLine({ reason }: { reason: MessageDescriptor }) {
  const intl = useIntl()
  const { locale } = useRuntime()
  const headingId = useId()
  const { phone } = serviceContact(locale)
  return (
    <section className="service-line" aria-labelledby={headingId}>
      <h3 id={headingId}>{intl.formatMessage(createAccountMessages.serviceHeading)}</h3>
      <p>
        {intl.formatMessage(reason)}{' '}
        <a className="service-line__phone" href={`tel:${phone.replace(/\s/g, '')}`}>
          {phone}
        </a>{' '}
        {intl.formatMessage(createAccountMessages.serviceHours)}
      </p>
    </section>
  )
}

/** The way to the shop without an account. */
export function GuestOrderLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const intl = useIntl()
  const { locale } = useRuntime()
  return (
    <a className={`button button--${variant} button--full guest-order-link`} href={`https://${shopHost(locale)}/`}>
      {intl.formatMessage(createAccountMessages.guestOrder)}
    </a>
  )
}

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
      <div className="login-step__username">
        <span>
          {intl.formatMessage(createAccountMessages.emailUnknownFor)} <strong>{email}</strong>
        </span>
      </div>
      <p>{intl.formatMessage(createAccountMessages.emailUnknownText)}</p>
      <GuestOrderLink />
      {onCreateLightAccount ? (
        <Button variant="secondary" className="button--full" onClick={onCreateLightAccount}>
          {intl.formatMessage(createAccountMessages.lightAccount)}
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
