import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { unsubscribeUpsell } from '../api/mail-consents-api'
import { mailPreferencesMessages, upsellMessages } from '../messages'
import { MailLinkFrame } from '@/shared/mail-link/mail-link-frame'
import { ToShopLink } from './to-shop-link'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'

/**
 * `unsubscribe/upsell?customer_id=…&email=…&external_order_id=…` from an upsell mail: all three go
 * to the customer service, which answers with the address that gets no more of these mails.
 */
export function UpsellUnsubscribePage() {
  const intl = useIntl()
  const [searchParams] = useSearchParams()
  const customerId = searchParams.get('customer_id') ?? ''
  const email = searchParams.get('email') ?? ''
  const externalOrderId = searchParams.get('external_order_id') ?? ''
  const unsubscribe = useSingleFlightMutation({ mutationFn: unsubscribeUpsell })

  let content
  if (!customerId || !email || !externalOrderId) {
    content = <Alert>{intl.formatMessage(mailPreferencesMessages.linkIncomplete)}</Alert>
  } else if (unsubscribe.isSuccess) {
    content = (
      <>
        <Alert tone="success">
          {intl.formatMessage(upsellMessages.unsubscribed, { email: unsubscribe.data.email })}
        </Alert>
        <ToShopLink />
      </>
    )
  } else {
    content = (
      <>
        <p>{intl.formatMessage(upsellMessages.intro)}</p>
        {unsubscribe.isError ? <RequestErrorAlert error={unsubscribe.error} /> : null}
        <div className="form-actions">
          <Button
            busy={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate({ customerId, email, externalOrderId })}
          >
            {intl.formatMessage(upsellMessages.unsubscribe)}
          </Button>
        </div>
      </>
    )
  }
  return <MailLinkFrame title={intl.formatMessage(upsellMessages.title)}>{content}</MailLinkFrame>
}

export { UpsellUnsubscribePage as Component }
