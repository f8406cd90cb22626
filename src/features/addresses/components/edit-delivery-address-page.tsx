import { useQuery } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { Link, useParams } from 'react-router'
import { hasStatus } from '@/shared/api/api-errors'
import { paths } from '@/shared/config/paths'
import { Alert } from '@/shared/ui/alert'
import { LoadFailed } from '@/shared/ui/load-failed'
import { Spinner } from '@/shared/ui/spinner'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { deliveryAddressQueryOptions, updateDeliveryAddress } from '../api/addresses-api'
import type { DeliveryAddressRequest } from '../api/address-schemas'
import { addressMessages } from '../messages'
import { AddressForm } from './address-form'
import { addressFormOf, deliveryRequestOf } from './address-form-values'
import { useReturnToAddressBook } from './use-return-to-address-book'
import { accountPageLoader } from '@/shared/routing/account-page-loader'

/** The route's loader: the calls this page makes as it opens start with its code (account-page-loader.ts). */
export const loader = accountPageLoader(({ queryClient, params }) => [
  queryClient.prefetchQuery(deliveryAddressQueryOptions(String(params.id))),
])

/** my-addresses/:id: changes a delivery address. */
export function EditDeliveryAddressPage() {
  const intl = useIntl()
  const { id = '' } = useParams()
  const address = useQuery(deliveryAddressQueryOptions(id))
  const returnToAddressBook = useReturnToAddressBook()
  useDocumentTitle(intl.formatMessage(addressMessages.editTitle))

  if (address.isPending) return <Spinner />
  if (address.isError) {
    if (hasStatus(address.error, 404))
      return (
        <Alert
          tone="info"
          action={<Link to={paths.myAddresses.getHref()}>{intl.formatMessage(addressMessages.backToAddresses)}</Link>}
        >
          <p>{intl.formatMessage(addressMessages.notFound)}</p>
        </Alert>
      )
    return <LoadFailed onRetry={() => void address.refetch()} retrying={address.isRefetching} />
  }
  return (
    <div className="card stack">
      <h2>{intl.formatMessage(addressMessages.editTitle)}</h2>
      <AddressForm
        kind="delivery"
        defaultValues={addressFormOf(address.data)}
        toRequest={deliveryRequestOf}
        send={(request: DeliveryAddressRequest) => updateDeliveryAddress(id, request)}
        onSaved={() => returnToAddressBook({ addressSaved: true })}
      />
    </div>
  )
}

export { EditDeliveryAddressPage as Component }
