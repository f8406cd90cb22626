import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { useFlag } from '@/shared/flags/use-flag'
import { useRuntime } from '@/shared/config/runtime'
import { serviceContact } from '@/shared/intl/service-contact'
import { commonMessages } from '@/shared/intl/common-messages'
import { track } from '@/shared/tracking/tracking'
import { useIsNewCustomer } from '@/shared/session/new-customer'
import { useEffect } from 'react'
import { shellMessages } from '../shell/shell-messages'
import { useVisibleNavigation } from '../shell/use-navigation'
import './account-home-page.css'

/** Account home: the account overview, which on mobile is also the navigation. */
export function AccountHomePage() {
  const intl = useIntl()
  const { locale } = useRuntime()
  const redesign = useFlag('myAccountHomeRedesign')
  const groups = useVisibleNavigation()
  useDocumentTitle(intl.formatMessage(commonMessages.accountTitle))
  const contact = serviceContact(locale)
  const isNewCustomer = useIsNewCustomer()
  useEffect(() => {
    if (isNewCustomer !== undefined) track({ event: 'customer_type', new_customer: isNewCustomer })
  }, [isNewCustomer])
  return (
    <div className="stack">
      <h1>{intl.formatMessage(commonMessages.accountTitle)}</h1>
      <p>{intl.formatMessage(shellMessages.homeIntro)}</p>
      {isNewCustomer ? <p className="welcome">{intl.formatMessage(shellMessages.homeWelcomeNewCustomer)}</p> : null}
      <div className={redesign ? 'overview-grid' : 'stack'}>
        {groups.map((group) => (
          <section className="card" key={group.id} aria-labelledby={`overview-${group.id}`}>
            <h2 id={`overview-${group.id}`}>{intl.formatMessage(group.label)}</h2>
            <ul>
              {group.entries.map((entry) => (
                <li key={entry.id}>
                  {entry.external ? (
                    <a href={entry.to}>{intl.formatMessage(entry.label)}</a>
                  ) : (
                    <Link to={entry.to}>{intl.formatMessage(entry.label)}</Link>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="card" aria-labelledby="overview-service-contact">
          <h2 id="overview-service-contact">{intl.formatMessage(shellMessages.homeServiceTitle)}</h2>
          <p>{intl.formatMessage(commonMessages.serviceHotline, contact)}</p>
        </section>
      </div>
    </div>
  )
}
