import { useQuery } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { LoadFailed } from '@/shared/ui/load-failed'
import { Spinner } from '@/shared/ui/spinner'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { addressListQueryOptions, saveBillingAddress } from '../api/addresses-api'
import type { BillingAddressRequest } from '../api/address-schemas'
import { addressMessages } from '../messages'
import { AddressForm } from './address-form'
import { addressFormOf, billingRequestOf } from './address-form-values'
import { useNewAddressForm } from './use-person-prefill'
import { useReturnToAddressBook } from './use-return-to-address-book'

/** my-addresses/billing-address: creates the billing address (complete-profile flow) or changes it. */
export function BillingAddressPage() {
  const intl = useIntl()
  const newAddress = useNewAddressForm()
  const list = useQuery(addressListQueryOptions())
  const returnToAddressBook = useReturnToAddressBook()
  const existing = list.data?.billingAddress
  const title = existing ? addressMessages.billingEdit : addressMessages.billingCreateTitle
  useDocumentTitle(intl.formatMessage(title))

  if (list.isPending) return <Spinner />
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} retrying={list.isRefetching} />
  const mode = existing ? 'edit' : 'create'
  return (
    <div className="card stack">
      <h2>{intl.formatMessage(title)}</h2>
      <p>{intl.formatMessage(addressMessages.billingIntro)}</p>
      <AddressForm
        kind="billing"
        defaultValues={existing ? addressFormOf(existing) : newAddress}
        toRequest={billingRequestOf}
        send={(request: BillingAddressRequest) => saveBillingAddress(request, mode)}
        onSaved={() =>
          returnToAddressBook(mode === 'create' ? { billingAddressCreated: true } : { addressSaved: true })
        }
      />
    </div>
  )
}
