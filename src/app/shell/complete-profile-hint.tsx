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
import { useOnCompleteProfileStep } from './use-navigation'

/**
 * Shown when a customer number exists but no billing address (spec section 1), on every account page but
 * the one it leads to: there the page itself asks for the address, and the hint appearing above its form
 * once the profile has answered would only push the form down.
 */
export function CompleteProfileHint() {
  const intl = useIntl()
  const enabled = useFlag('completeProfile')
  const { locale } = useRuntime()
  const onItsPage = useOnCompleteProfileStep()
  const { data } = useQuery({ ...personalDetailsQueryOptions(), enabled: enabled && !onItsPage })
  if (!enabled || onItsPage || !data || !data.customerNumber || data.billingAddressId) return null
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
