import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { PageIntro } from '@/shared/ui/page-intro'
import { shopFaqUrl } from '@/shared/config/locales'
import { paths } from '@/shared/config/paths'
import { useRuntime } from '@/shared/config/runtime'
import { commonMessages } from '@/shared/intl/common-messages'
import { sectionMessages } from '@/shared/intl/section-messages'
import { serviceContact } from '@/shared/intl/service-contact'
import { formMessages } from '@/shared/forms/form-messages'
import { customerServiceMessages } from '../messages'
import './customer-service.css'

/** Contact: the service line, the support mailbox, the shop's FAQ and the contact form (spec sections 2, 9). */
export function ContactsPage() {
  const intl = useIntl()
  const { locale } = useRuntime()
  const { phone, phoneHref, email } = serviceContact(locale)
  useDocumentTitle(intl.formatMessage(sectionMessages.contact))
  return (
    <div className="stack">
      <PageIntro message={customerServiceMessages.contactsIntro} />
      <ul className="contact-options">
        <li className="card stack">
          <h2>{intl.formatMessage(customerServiceMessages.phoneTitle)}</h2>
          <p>
            <a className="contact-options__primary" href={phoneHref}>
              {phone}
            </a>
          </p>
          <p className="muted">{intl.formatMessage(formMessages.serviceLineHours)}</p>
        </li>
        <li className="card stack">
          <h2>{intl.formatMessage(customerServiceMessages.emailTitle)}</h2>
          <p>
            <Link className="contact-options__primary" to={paths.contactForm.getHref()}>
              {intl.formatMessage(customerServiceMessages.formLink)}
            </Link>
          </p>
          <p className="muted">{intl.formatMessage(customerServiceMessages.formHint)}</p>
          <p>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
          <p className="muted">{intl.formatMessage(customerServiceMessages.emailHint)}</p>
        </li>
        <li className="card stack">
          <h2>{intl.formatMessage(customerServiceMessages.faqTitle)}</h2>
          <p>
            <a className="contact-options__primary" href={shopFaqUrl(locale)}>
              {intl.formatMessage(commonMessages.faq)}
            </a>
          </p>
          <p className="muted">{intl.formatMessage(customerServiceMessages.faqHint)}</p>
        </li>
      </ul>
    </div>
  )
}

export { ContactsPage as Component }
