import { useIntl } from 'react-intl'
import { addressMessages } from '../messages'

/** The billing-address page's first line, above the form (and its spinner while the addresses load). */
export function BillingAddressIntro() {
  const intl = useIntl()
  return <p>{intl.formatMessage(addressMessages.billingIntro)}</p>
}

/**
 * The page's top in its box, for the early account frame (src/app/shell/early-page-heads.tsx), which shows
 * it before the page's code has loaded: the same box as the page's, so the intro stays where it is.
 */
export function BillingAddressLead() {
  return (
    <div className="stack">
      <BillingAddressIntro />
    </div>
  )
}
