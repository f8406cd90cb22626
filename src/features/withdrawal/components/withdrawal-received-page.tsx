import { useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { paths } from '@/shared/config/paths'
import { shopHomeUrl } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { commonMessages } from '@/shared/intl/common-messages'
import { sectionMessages } from '@/shared/intl/section-messages'
import { useSession } from '@/shared/session/session-api'
import { Alert } from '@/shared/ui/alert'
import type { WithdrawalReceipt } from '../api/withdrawal-api'
import { withdrawalPageMessages as messages } from '../messages'
import { DeclarationSummary } from './withdrawal-flow'
import { WithdrawalFrame } from './withdrawal-frame'

const dateFormat = { day: '2-digit', month: '2-digit', year: 'numeric' } as const

/** The recorded declaration comes with the navigation (as the cancellation's email does). */
export type WithdrawalReceivedState = { receipt: WithdrawalReceipt }

/**
 * `withdrawal/received`: the receipt without delay, as the confirmation mail says it: the
 * declaration's content and the date and time it was received. After a reload only the general text.
 */
export function WithdrawalReceivedPage() {
  const intl = useIntl()
  const { locale } = useRuntime()
  const { status } = useSession()
  const location = useLocation()
  const state = location.state as WithdrawalReceivedState | null
  const receipt = state?.receipt
  return (
    <WithdrawalFrame title={intl.formatMessage(messages.receivedTitle)}>
      {receipt ? (
        <>
          <Alert tone="success">
            {intl.formatMessage(messages.receivedAt, {
              // In the shop's time zone (the IntlProvider's), as the confirmation mail states it.
              date: intl.formatDate(receipt.declaredAt, dateFormat),
              time: intl.formatTime(receipt.declaredAt, { hour: '2-digit', minute: '2-digit' }),
              email: receipt.email,
            })}
          </Alert>
          <section className="stack" aria-labelledby="withdrawal-content">
            <h2 id="withdrawal-content">{intl.formatMessage(messages.receivedContent)}</h2>
            <DeclarationSummary declaration={receipt} items={receipt.scope === 'items' ? receipt.items : []} />
          </section>
        </>
      ) : (
        <Alert tone="success">{intl.formatMessage(messages.receivedWithoutDetails)}</Alert>
      )}
      <p>{intl.formatMessage(messages.receivedNextSteps)}</p>
      <p>
        {status === 'loggedIn' ? (
          <Link to={paths.orders.getHref()}>{intl.formatMessage(sectionMessages.allOrders)}</Link>
        ) : (
          <a href={shopHomeUrl(locale)}>{intl.formatMessage(commonMessages.backToShop)}</a>
        )}
      </p>
    </WithdrawalFrame>
  )
}

export { WithdrawalReceivedPage as Component }
