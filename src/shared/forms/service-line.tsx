import { useId } from 'react'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { useRuntime } from '@/shared/config/runtime'
import { serviceContact } from '@/shared/intl/service-contact'
import { formMessages } from './form-messages'
import './service-line.css'

/** The toll-free service line with its hours (spec section 9), after a sentence saying why to call. */
export function ServiceLine({ reason }: { reason: MessageDescriptor }) {
  const intl = useIntl()
  const { locale } = useRuntime()
  const headingId = useId()
  const { phone, phoneHref } = serviceContact(locale)
  return (
    <section className="service-line" aria-labelledby={headingId}>
      <h3 id={headingId}>{intl.formatMessage(formMessages.serviceLineHeading)}</h3>
      <p>
        {intl.formatMessage(reason)}{' '}
        <a className="service-line__phone" href={phoneHref}>
          {phone}
        </a>{' '}
        {intl.formatMessage(formMessages.serviceLineHours)}
      </p>
    </section>
  )
}
