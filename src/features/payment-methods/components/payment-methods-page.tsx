import { useQuery } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { useLocation } from 'react-router'
import { sectionMessages } from '@/shared/intl/section-messages'
import { paymentMethodMessages } from '@/shared/payment/payment-methods'
import { personalDetailsQueryOptions } from '@/shared/session/session-api'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { LoadFailed } from '@/shared/ui/load-failed'
import { Spinner } from '@/shared/ui/spinner'
import { bankingDetailsQueryOptions } from '../api/banking-details'
import { BankDetailsCard } from './bank-details-card'
import { PreferredPaymentForm } from './preferred-payment-form'
import './payment-methods.css'
import { accountPageLoader } from '@/shared/routing/account-page-loader'

/** What the edit page hands over after saving, so the page can say so. */
export type PaymentMethodsLocationState = { bankDetailsSaved?: boolean }

/** The route's loader: the calls this page makes as it opens start with its code (account-page-loader.ts). */
export const loader = accountPageLoader(({ queryClient }) => [queryClient.prefetchQuery(bankingDetailsQueryOptions())])

/** Payment methods (spec section 2): the preferred payment method and the bank details for direct debit. */
export function PaymentMethodsPage() {
  const intl = useIntl()
  const state = (useLocation().state ?? {}) as PaymentMethodsLocationState
  const personalDetails = useQuery(personalDetailsQueryOptions())
  const bankingDetails = useQuery(bankingDetailsQueryOptions())
  useDocumentTitle(intl.formatMessage(sectionMessages.paymentMethods))

  // Both cards show once both first answers are in (or failed): the preferred method's form is taller than a
  // spinner, and appearing above bank details already shown it would push them down.
  if (!personalDetails.isFetched || !bankingDetails.isFetched) return <Spinner />
  return (
    <div className="stack payment-methods">
      <section className="card" aria-labelledby="preferred-payment-title">
        <h2 id="preferred-payment-title">{intl.formatMessage(paymentMethodMessages.preferred)}</h2>
        {personalDetails.isError ? (
          <LoadFailed onRetry={() => void personalDetails.refetch()} retrying={personalDetails.isRefetching} />
        ) : personalDetails.isSuccess ? (
          <PreferredPaymentForm
            current={personalDetails.data.preferredPaymentMethod}
            // Unknown while loading or after a failed load: then the service decides.
            hasBankDetails={bankingDetails.data !== null}
          />
        ) : (
          // Asked again after a failed answer (the retry's spinner).
          <Spinner />
        )}
      </section>
      <BankDetailsCard justSaved={Boolean(state.bankDetailsSaved)} />
    </div>
  )
}

export { PaymentMethodsPage as Component }
