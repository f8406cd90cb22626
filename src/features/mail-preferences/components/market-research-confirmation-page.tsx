import { useIntl } from 'react-intl'
import { hasStatus } from '@/shared/api/api-errors'
import { commonMessages } from '@/shared/intl/common-messages'
import { MailLinkConfirmation } from '@/shared/mail-link/mail-link-confirmation'
import { Alert } from '@/shared/ui/alert'
import { confirmMarketResearchConsent, marketResearchTokenParameter } from '../api/mail-consents-api'
import { marketResearchMessages } from '../messages'
import { ToShopLink } from './to-shop-link'

/** Spec section 8: 400 means confirmed already, an answer rather than a failure. */
async function confirmConsent(token: string) {
  try {
    await confirmMarketResearchConsent(token)
    return marketResearchMessages.confirmed
  } catch (error) {
    if (hasStatus(error, 400)) return marketResearchMessages.alreadyConfirmed
    throw error
  }
}

/**
 * `research/confirmation?market-research-doi-token=…`: confirms the market-research consent as the
 * page opens. Spec section 8: 400 means already confirmed; a missing token is the generic error.
 */
export function MarketResearchConfirmationPage() {
  const intl = useIntl()
  return (
    <MailLinkConfirmation
      title={intl.formatMessage(marketResearchMessages.title)}
      confirm={confirmConsent}
      tokenParameter={marketResearchTokenParameter}
      confirming={intl.formatMessage(marketResearchMessages.confirming)}
      missingToken={{ text: intl.formatMessage(commonMessages.genericError) }}
      done={(message) => (
        <>
          <Alert tone="success">{intl.formatMessage(message)}</Alert>
          <ToShopLink />
        </>
      )}
    />
  )
}

export { MarketResearchConfirmationPage as Component }
