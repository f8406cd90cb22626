import { lazy, Suspense, useEffect } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { useFlag } from '@/shared/flags/use-flag'
import { commonMessages } from '@/shared/intl/common-messages'
import { isNewCustomer, useIsNewCustomer } from '@/shared/session/new-customer'
import { useRuntime } from '@/shared/config/runtime'
import { serviceContact } from '@/shared/intl/service-contact'
import { track } from '@/shared/tracking/tracking'
import { shellMessages } from '../shell/shell-messages'
import { useVisibleNavigation } from '../shell/use-navigation'
import './account-home-page.css'

// Its own chunk: without the flag nothing of it is downloaded, and with it the page paints first.
const AccountHomeCards = lazy(async () => ({ default: (await import('./account-home-cards')).AccountHomeCards }))

/** The welcome of a new customer (no order in two years), and the customer type for tracking once known. */
function NewCustomerWelcome({ newCustomer }: { newCustomer: boolean | undefined }) {
  const intl = useIntl()
  useEffect(() => {
    if (newCustomer !== undefined) track({ event: 'customer_type', new_customer: newCustomer })
  }, [newCustomer])
  return newCustomer ? <p className="welcome">{intl.formatMessage(shellMessages.homeWelcomeNewCustomer)}</p> : null
}

/** The service line and mailbox of the shop. */
function ServiceContactCard() {
  const intl = useIntl()
  const { locale } = useRuntime()
  return (
    <section className="card" aria-labelledby="overview-service-contact">
      <h2 id="overview-service-contact">{intl.formatMessage(shellMessages.homeServiceTitle)}</h2>
      <p>{intl.formatMessage(commonMessages.serviceHotline, serviceContact(locale))}</p>
    </section>
  )
}

/** The account's sections as lists of links: account home without myAccountHomeRedesign. */
function OverviewLinks() {
  const intl = useIntl()
  const groups = useVisibleNavigation()
  const newCustomer = useIsNewCustomer()
  return (
    <>
      <NewCustomerWelcome newCustomer={newCustomer} />
      <div className="stack">
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
        <ServiceContactCard />
      </div>
    </>
  )
}

/** While the cards' code loads: quiet, as each card is while its data loads. */
function CardsLoading() {
  const intl = useIntl()
  return (
    <div className="home-cards home-cards--loading" aria-busy="true">
      <span className="visually-hidden">{intl.formatMessage(commonMessages.loading)}</span>
    </div>
  )
}

/** Account home: the account overview, which on mobile is also the navigation. */
export function AccountHomePage() {
  const intl = useIntl()
  const redesign = useFlag('myAccountHomeRedesign')
  const { now } = useRuntime()
  useDocumentTitle(intl.formatMessage(commonMessages.accountTitle))
  return (
    <div className="stack">
      <h1>{intl.formatMessage(commonMessages.accountTitle)}</h1>
      <p>{intl.formatMessage(shellMessages.homeIntro)}</p>
      {redesign ? (
        <Suspense fallback={<CardsLoading />}>
          <AccountHomeCards
            welcome={(latestOrder) => (
              <NewCustomerWelcome
                newCustomer={latestOrder === undefined ? undefined : isNewCustomer(latestOrder?.placedAt, now())}
              />
            )}
            serviceContact={<ServiceContactCard />}
          />
        </Suspense>
      ) : (
        <OverviewLinks />
      )}
    </div>
  )
}

export { AccountHomePage as Component }
