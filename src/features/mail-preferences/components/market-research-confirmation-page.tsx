import { useOneTimeParameters } from '@/shared/config/use-one-time-parameters'
import { useMutation } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { hasStatus } from '@/shared/api/api-errors'
import { commonMessages } from '@/shared/intl/common-messages'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { confirmMarketResearchConsent, marketResearchTokenParameter } from '../api/mail-consents-api'
import { marketResearchMessages } from '../messages'
import { Spinner } from '@/shared/ui/spinner'
import { MailLinkFrame, ToShopLink } from './mail-link-frame'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { useConfirmOnLoad } from './use-confirm-on-load'

/**
 * `research/confirmation?market-research-doi-token=…`: confirms the market-research consent as the
 * page opens. Spec section 8: 400 means already confirmed; a missing token is the generic error.
 */
export function MarketResearchConfirmationPage() {
  const intl = useIntl()
  const token = useOneTimeParameters([marketResearchTokenParameter])[marketResearchTokenParameter] ?? ''
  const confirm = useMutation({ mutationFn: confirmMarketResearchConsent })
  useConfirmOnLoad(token, confirm.mutate)

  let content
  if (!token) {
    content = <Alert>{intl.formatMessage(commonMessages.genericError)}</Alert>
  } else if (confirm.isSuccess || (confirm.isError && hasStatus(confirm.error, 400))) {
    content = (
      <>
        <Alert tone="success">
          {intl.formatMessage(
            confirm.isSuccess ? marketResearchMessages.confirmed : marketResearchMessages.alreadyConfirmed,
          )}
        </Alert>
        <ToShopLink />
      </>
    )
  } else if (confirm.isError) {
    content = (
      <RequestErrorAlert
        error={confirm.error}
        action={
          <Button variant="secondary" onClick={() => confirm.mutate(token)}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        }
      />
    )
  } else {
    content = <Spinner label={intl.formatMessage(marketResearchMessages.confirming)} labelVisible />
  }
  return <MailLinkFrame title={intl.formatMessage(marketResearchMessages.title)}>{content}</MailLinkFrame>
}
