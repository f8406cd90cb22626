import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { useIntl } from 'react-intl'
import { useSearchParams } from 'react-router'
import { hasStatus } from '@/shared/api/api-errors'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { cancelNewsletterSubscription, reduceNewsletterFrequency } from '../api/newsletter-subscription-api'
import { mailPreferencesMessages, newsletterMessages } from '../messages'
import { MailLinkFrame } from '@/shared/mail-link/mail-link-frame'
import { ToShopLink } from './to-shop-link'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'

/**
 * `newsletter/cancelSubscription?subscriptionId=…` from a newsletter: unsubscribe, or reduce the
 * frequency to weekly (spec sections 4 and 7). Nothing changes until the customer chooses.
 */
export function CancelSubscriptionPage() {
  const intl = useIntl()
  const [searchParams] = useSearchParams()
  const subscriptionId = searchParams.get('subscriptionId') ?? ''
  const reduceFrequency = useSingleFlightMutation({ mutationFn: reduceNewsletterFrequency })
  const unsubscribe = useSingleFlightMutation({ mutationFn: cancelNewsletterSubscription })
  const title = intl.formatMessage(newsletterMessages.cancelTitle)

  if (!subscriptionId)
    return (
      <MailLinkFrame title={title}>
        <Alert>{intl.formatMessage(mailPreferencesMessages.linkIncomplete)}</Alert>
      </MailLinkFrame>
    )

  // Reducing a cancelled subscription: the newsletter service answers 409, which is an outcome, not a failure.
  const alreadyUnsubscribed = reduceFrequency.isError && hasStatus(reduceFrequency.error, 409)
  const outcome = reduceFrequency.isSuccess
    ? newsletterMessages.frequencyReduced
    : unsubscribe.isSuccess
      ? newsletterMessages.unsubscribed
      : alreadyUnsubscribed
        ? newsletterMessages.alreadyUnsubscribed
        : null
  if (outcome)
    return (
      <MailLinkFrame title={title}>
        <Alert tone="success">{intl.formatMessage(outcome)}</Alert>
        <ToShopLink />
      </MailLinkFrame>
    )

  const busy = reduceFrequency.isPending || unsubscribe.isPending
  const failure = reduceFrequency.error ?? unsubscribe.error
  return (
    <MailLinkFrame title={title}>
      <p>{intl.formatMessage(newsletterMessages.cancelIntro)}</p>
      {failure ? <RequestErrorAlert error={failure} /> : null}
      <div className="form-actions">
        <Button
          busy={reduceFrequency.isPending}
          disabled={busy}
          onClick={() => {
            // Only the latest choice's failure is shown.
            unsubscribe.reset()
            reduceFrequency.mutate(subscriptionId)
          }}
        >
          {intl.formatMessage(newsletterMessages.reduceFrequency)}
        </Button>
        <Button
          variant="secondary"
          busy={unsubscribe.isPending}
          disabled={busy}
          onClick={() => {
            reduceFrequency.reset()
            unsubscribe.mutate(subscriptionId)
          }}
        >
          {intl.formatMessage(newsletterMessages.cancelTitle)}
        </Button>
      </div>
    </MailLinkFrame>
  )
}

export { CancelSubscriptionPage as Component }
