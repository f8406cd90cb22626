import type { ComponentProps } from 'react'
import { useIntl } from 'react-intl'
import { addressMessages as sharedAddressMessages } from '@/shared/intl/address-messages'
import { Link } from 'react-router'
import { paths } from '@/shared/config/paths'
import { Button } from '@/shared/ui/button'
import type { DeliveryAddress } from '../api/address-schemas'
import { addressMessages } from '../messages'
import { AddressLines, useAddressLabel } from './address-lines'

type AddressCardProps = {
  address: DeliveryAddress
  busy: boolean
  onSetPreferred: () => void
  onDelete: () => void
  onRestore: () => void
}

type AddressActionProps = Omit<ComponentProps<typeof Button>, 'children' | 'aria-label'> & {
  action: 'restore' | 'setPreferred' | 'delete'
  address: string
}

/** A card's button: its short text, and as its accessible name the same with the address (one per card in the list). */
function AddressAction({ action, address, ...props }: AddressActionProps) {
  const intl = useIntl()
  return (
    <Button {...props} aria-label={intl.formatMessage(addressMessages[`${action}For` as const], { address })}>
      {intl.formatMessage(addressMessages[action])}
    </Button>
  )
}

/** One delivery address: preferred mark, the post-number warning, and its actions (or restore once deleted). */
export function AddressCard({ address, busy, onSetPreferred, onDelete, onRestore }: AddressCardProps) {
  const intl = useIntl()
  const label = useAddressLabel()(address)
  const postNumberInvalid = address.type === 'DHL_ADDRESS' && !address.isDhlDeliveryAddressPostNumberValid
  if (address.isDeleted) {
    return (
      <li className="card address-card address-card--deleted">
        <AddressLines address={address} />
        <p role="status">{intl.formatMessage(addressMessages.deleted)}</p>
        <div className="address-card__actions">
          <AddressAction action="restore" address={label} variant="secondary" busy={busy} onClick={onRestore} />
        </div>
      </li>
    )
  }
  return (
    <li className="card address-card">
      {address.isDefault ? (
        <span className="status-badge status-badge--preferred">
          {intl.formatMessage(sharedAddressMessages.preferredDeliveryAddress)}
        </span>
      ) : null}
      <AddressLines address={address} />
      {postNumberInvalid ? (
        <p className="address-card__warning">
          {intl.formatMessage(addressMessages.postNumberInvalid, { number: address.dhlPostNumber ?? '' })}
        </p>
      ) : null}
      <div className="address-card__actions">
        <Link
          to={paths.editAddress.getHref(address.id)}
          aria-label={intl.formatMessage(addressMessages.editFor, { address: label })}
        >
          {intl.formatMessage(addressMessages.edit)}
        </Link>
        {address.isDefault ? null : (
          <>
            <AddressAction
              action="setPreferred"
              address={label}
              variant="link"
              disabled={busy}
              onClick={onSetPreferred}
            />
            <AddressAction action="delete" address={label} variant="link" disabled={busy} onClick={onDelete} />
          </>
        )}
      </div>
    </li>
  )
}
