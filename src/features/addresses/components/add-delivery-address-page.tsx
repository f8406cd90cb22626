import { useQuery } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { paths } from '@/shared/config/paths'
import { Alert } from '@/shared/ui/alert'
import { LoadFailed } from '@/shared/ui/load-failed'
import { Spinner } from '@/shared/ui/spinner'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { addDeliveryAddress, addressListQueryOptions } from '../api/addresses-api'
import { addressMessages } from '../messages'
import { AddressForm } from './address-form'
import { deliveryRequestOf } from './address-form-values'
import { useNewAddressForm } from './use-person-prefill'
import { useReturnToAddressBook } from './use-return-to-address-book'
import { accountPageLoader } from '@/shared/routing/account-page-loader'

/** The route's loader: the calls this page makes as it opens start with its code (account-page-loader.ts). */
export const loader = accountPageLoader(({ queryClient }) => [queryClient.prefetchQuery(addressListQueryOptions())])

/** my-addresses/add: a new delivery address, unless the address book is full. */
export function AddDeliveryAddressPage() {
  const intl = useIntl()
  const newAddress = useNewAddressForm()
  const list = useQuery(addressListQueryOptions())
  const returnToAddressBook = useReturnToAddressBook()
  useDocumentTitle(intl.formatMessage(addressMessages.addTitle))

  if (list.isPending) return <Spinner />
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} retrying={list.isRefetching} />
  return (
    <div className="card stack">
      <h2>{intl.formatMessage(addressMessages.addTitle)}</h2>
      {list.data.isCreateAllowed ? (
        <AddressForm
          kind="delivery"
          defaultValues={newAddress}
          toRequest={deliveryRequestOf}
          send={addDeliveryAddress}
          onSaved={() => returnToAddressBook({ addressSaved: true })}
        />
      ) : (
        <Alert
          tone="info"
          action={<Link to={paths.myAddresses.getHref()}>{intl.formatMessage(addressMessages.backToAddresses)}</Link>}
        >
          <p>{intl.formatMessage(addressMessages.limitReached)}</p>
        </Alert>
      )}
    </div>
  )
}

export { AddDeliveryAddressPage as Component }
