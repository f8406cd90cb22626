import { useIntl } from 'react-intl'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Alert } from '@/shared/ui/alert'
import { useFlag } from '@/shared/flags/use-flag'
import { useRuntime } from '@/shared/config/runtime'
import { paths } from '@/shared/config/paths'
import { sectionMessages } from '@/shared/intl/section-messages'
import { serviceContact } from '@/shared/intl/service-contact'
import { personalDetailsQueryOptions } from '@/shared/session/session-api'
import { shellMessages } from './shell-messages'
import { useSettledOnce } from './use-settled-once'

/** Whether the hint knows whether it shows: no flag, or the personal details answered (or failed). */
export function useCompleteProfileHintSettled(): boolean {
  const enabled = useFlag('completeProfile')
  const details = useQuery({ ...personalDetailsQueryOptions(), enabled })
  return useSettledOnce(!enabled || details.status !== 'pending' || details.failureCount > 0)
}

/** Shown when a customer number exists but no billing address (spec section 1). */
export function CompleteProfileHint() {
  const intl = useIntl()
  const enabled = useFlag('completeProfile')
  const { locale } = useRuntime()
  const { data } = useQuery({ ...personalDetailsQueryOptions(), enabled })
  if (!enabled || !data || !data.customerNumber || data.billingAddressId) return null
  return (
    <Alert
      tone="warning"
      title={intl.formatMessage(shellMessages.completeProfileTitle)}
      action={<Link to={paths.billingAddress.getHref()}>{intl.formatMessage(sectionMessages.addBillingAddress)}</Link>}
    >
      <p>{intl.formatMessage(shellMessages.completeProfileBody, { phone: serviceContact(locale).phone })}</p>
    </Alert>
  )
}
