import { useQuery } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { LoadFailed } from '@/shared/ui/load-failed'
import { Spinner } from '@/shared/ui/spinner'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { PageIntro } from '@/shared/ui/page-intro'
import { useSession } from '@/shared/session/session-api'
import { isAddressCountry } from '@/shared/validation/address'
import {
  addressListQueryOptions,
  knownAddressOfLightAccountQueryOptions,
  withSuggestion,
  saveBillingAddress,
} from '../api/addresses-api'
import type { BillingAddressRequest } from '../api/address-schemas'
import { addressMessages } from '../messages'
import { AddressForm } from './address-form'
import { addressFormOf, billingRequestOf, type AddressFormValues } from './address-form-values'
import { useNewAddressForm } from './use-person-prefill'
import { useReturnToAddressBook } from './use-return-to-address-book'
import { accountPageLoader } from '@/shared/routing/account-page-loader'

/**
 * A light account's new billing address starts from the address the address check knows for it (its
 * checkout address, spec section 7); anyone else's, and a light account's the check does not know or
 * cannot tell (failed call), from the customer's name alone.
 */
function useNewBillingAddress(creating: boolean) {
  const newAddress = useNewAddressForm()
  const { user } = useSession()
  const username = user?.isLightUser ? (user.email ?? user.username ?? user.customerNumber) : null
  const known = useQuery({
    ...knownAddressOfLightAccountQueryOptions(username ?? ''),
    enabled: creating && Boolean(username),
  })
  const waiting = creating && Boolean(username) && known.isPending
  const address = known.data
  // The known address's postal lines, as an accepted suggestion of the address check would set them.
  const prefilled: AddressFormValues = address
    ? {
        ...withSuggestion(newAddress, address),
        countryCode: isAddressCountry(address.countryCode) ? address.countryCode : newAddress.countryCode,
      }
    : newAddress
  return { waiting, newAddress: prefilled, prefilled: Boolean(address) }
}

/** The route's loader: the calls this page makes as it opens start with its code (account-page-loader.ts). */
export const loader = accountPageLoader(({ queryClient }) => [queryClient.prefetchQuery(addressListQueryOptions())])

/** my-addresses/billing-address: creates the billing address (complete-profile flow) or changes it. */
export function BillingAddressPage() {
  const intl = useIntl()
  const list = useQuery(addressListQueryOptions())
  const { waiting, newAddress, prefilled } = useNewBillingAddress(list.isSuccess && !list.data.billingAddress)
  const returnToAddressBook = useReturnToAddressBook()
  const existing = list.data?.billingAddress
  const title = existing ? addressMessages.billingEdit : addressMessages.billingCreateTitle
  useDocumentTitle(intl.formatMessage(title))

  const mode = existing ? 'edit' : 'create'
  // The intro needs no data: it shows while the addresses load.
  return (
    <div className="stack">
      <PageIntro message={addressMessages.billingIntro} />
      {list.isPending || waiting ? (
        <Spinner />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} retrying={list.isRefetching} />
      ) : (
        <div className="card stack">
          <h2>{intl.formatMessage(title)}</h2>
          {prefilled && !existing ? <p>{intl.formatMessage(addressMessages.billingPrefilledFromCheckout)}</p> : null}
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
      )}
    </div>
  )
}

export { BillingAddressPage as Component }
