import { useState } from 'react'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { addressMessages as sharedAddressMessages } from '@/shared/intl/address-messages'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { paths } from '@/shared/config/paths'
import { sectionMessages } from '@/shared/intl/section-messages'
import { sessionKeys } from '@/shared/session/session-api'
import { Alert } from '@/shared/ui/alert'
import { LoadFailed } from '@/shared/ui/load-failed'
import { Spinner } from '@/shared/ui/spinner'
import { useDocumentTitle } from '@/shared/ui/document-title'
import {
  addressKeys,
  addressListQueryOptions,
  deleteDeliveryAddress,
  restoreDeliveryAddress,
  setPreferredAddress,
} from '../api/addresses-api'
import { addressMessages } from '../messages'
import { AddressCard } from './address-card'
import { AddressLines, useAddressLabel } from './address-lines'
import { BillingAddressCreatedDialog } from './billing-address-created-dialog'
import './addresses.css'
import { accountPageLoader } from '@/shared/routing/account-page-loader'

/** What a saving screen tells the address book when it returns there. */
export type AddressBookLocationState = { billingAddressCreated?: boolean; addressSaved?: boolean }

/** The route's loader: the calls this page makes as it opens start with its code (account-page-loader.ts). */
export const loader = accountPageLoader(({ queryClient }) => [queryClient.prefetchQuery(addressListQueryOptions())])

/** The address book (my-addresses): billing address, delivery addresses with the preferred one, the limit. */
export function AddressBookPage() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const location = useLocation()
  const arrivedWith = (location.state ?? {}) as AddressBookLocationState
  const [createdDialogOpen, setCreatedDialogOpen] = useState(Boolean(arrivedWith.billingAddressCreated))
  const list = useQuery(addressListQueryOptions())
  const addressLabel = useAddressLabel()
  useDocumentTitle(intl.formatMessage(sectionMessages.addresses))

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: addressKeys.all }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.personalDetails }),
    ])
  const setPreferred = useSingleFlightMutation({ mutationFn: setPreferredAddress, onSuccess: refresh })
  // Spec section 8: a failed delete shows nothing; the address simply stays.
  const remove = useSingleFlightMutation({ mutationFn: deleteDeliveryAddress, onSettled: refresh })
  const restore = useSingleFlightMutation({ mutationFn: restoreDeliveryAddress, onSuccess: refresh })
  const busy = setPreferred.isPending || remove.isPending || restore.isPending || list.isFetching

  if (list.isPending) return <Spinner />
  if (list.isError) return <LoadFailed onRetry={() => void list.refetch()} retrying={list.isRefetching} />

  const { billingAddress, deliveryAddresses, isCreateAllowed } = list.data
  const warnings = deliveryAddresses.filter(
    (address) => !address.isDeleted && address.type === 'DHL_ADDRESS' && !address.isDhlDeliveryAddressPostNumberValid,
  )
  return (
    <div className="address-book">
      {arrivedWith.addressSaved ? <Alert tone="success">{intl.formatMessage(addressMessages.saved)}</Alert> : null}
      {warnings.length > 0 ? (
        <Alert tone="warning" title={intl.formatMessage(addressMessages.warningTitle)}>
          <p>{intl.formatMessage(addressMessages.warningBody)}</p>
          <ul className="address-warning-list">
            {warnings.map((address) => (
              <li key={address.id}>
                <Link to={paths.editAddress.getHref(address.id)}>{addressLabel(address)}</Link>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <section className="address-book__section" aria-labelledby="billing-heading">
        <h2 id="billing-heading">{intl.formatMessage(addressMessages.billingHeading)}</h2>
        <div className="card address-card">
          {billingAddress ? (
            <>
              <AddressLines address={billingAddress} />
              <div className="address-card__actions">
                <Link to={paths.billingAddress.getHref()}>{intl.formatMessage(addressMessages.billingEdit)}</Link>
              </div>
            </>
          ) : (
            <>
              <p>{intl.formatMessage(addressMessages.billingMissing)}</p>
              <div className="address-card__actions">
                <Link className="button button--primary" to={paths.billingAddress.getHref()}>
                  {intl.formatMessage(sectionMessages.addBillingAddress)}
                </Link>
              </div>
            </>
          )}
        </div>
      </section>

      <section className="address-book__section" aria-labelledby="delivery-heading">
        <h2 id="delivery-heading">{intl.formatMessage(addressMessages.deliveryHeading)}</h2>
        {setPreferred.isError ? <Alert>{intl.formatMessage(addressMessages.setPreferredFailed)}</Alert> : null}
        {restore.isError ? <Alert>{intl.formatMessage(addressMessages.restoreFailed)}</Alert> : null}
        <div className="stack">
          {isCreateAllowed ? (
            <p>
              <Link className="button button--secondary" to={paths.addDeliveryAddress.getHref()}>
                {intl.formatMessage(addressMessages.deliveryAdd)}
              </Link>
            </p>
          ) : (
            <Alert tone="info">
              <p>{intl.formatMessage(addressMessages.limitReached)}</p>
            </Alert>
          )}
          {deliveryAddresses.length === 0 ? (
            <p className="card">{intl.formatMessage(sharedAddressMessages.noDeliveryAddress)}</p>
          ) : (
            <ul className="address-list">
              {deliveryAddresses.map((address) => (
                <AddressCard
                  key={address.id}
                  address={address}
                  busy={busy}
                  onSetPreferred={() => setPreferred.mutate(address.id)}
                  onDelete={() => remove.mutate(address.id)}
                  onRestore={() => restore.mutate(address.id)}
                />
              ))}
            </ul>
          )}
        </div>
      </section>
      <BillingAddressCreatedDialog open={createdDialogOpen} onClose={() => setCreatedDialogOpen(false)} />
    </div>
  )
}

export { AddressBookPage as Component }
