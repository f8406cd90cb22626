import { useId, useRef } from 'react'
import { useIntl } from 'react-intl'
import { Button } from '@/shared/ui/button'
import { useModalDialog } from '@/shared/ui/use-modal-dialog'
import type { AddressSuggestion, BillingAddressRequest } from '../api/address-schemas'
import { addressMessages } from '../messages'

type AddressSuggestionDialogProps = {
  typed: BillingAddressRequest | null
  suggestion: AddressSuggestion | null
  onAccept: () => void
  onKeep: () => void
  onClose: () => void
}

function Lines({ address }: { address: Pick<AddressSuggestion, 'street' | 'streetNumber' | 'zipCode' | 'city'> }) {
  return (
    <address className="address-lines">
      <span className="address-lines__line">
        {address.street} {address.streetNumber}
      </span>
      <span className="address-lines__line">
        {address.zipCode} {address.city}
      </span>
    </address>
  )
}

/** The recommended-address modal (spec section 4): the check's suggestion, or keeping the typed address. */
export function AddressSuggestionDialog({
  typed,
  suggestion,
  onAccept,
  onKeep,
  onClose,
}: AddressSuggestionDialogProps) {
  const intl = useIntl()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const open = Boolean(typed && suggestion)
  const onCancel = useModalDialog(dialogRef, { open, busy: false, onClose })
  const titleId = useId()
  return (
    <dialog ref={dialogRef} className="dialog" aria-labelledby={titleId} onCancel={onCancel}>
      {typed && suggestion ? (
        <div className="stack">
          <h2 id={titleId}>{intl.formatMessage(addressMessages.suggestionTitle)}</h2>
          <p>{intl.formatMessage(addressMessages.suggestionIntro)}</p>
          <div className="address-suggestion">
            <section aria-label={intl.formatMessage(addressMessages.suggestionSuggested)}>
              <h3>{intl.formatMessage(addressMessages.suggestionSuggested)}</h3>
              <Lines address={suggestion} />
            </section>
            <section aria-label={intl.formatMessage(addressMessages.suggestionTyped)}>
              <h3>{intl.formatMessage(addressMessages.suggestionTyped)}</h3>
              <Lines address={typed} />
            </section>
          </div>
          <div className="form-actions">
            <Button onClick={onAccept}>{intl.formatMessage(addressMessages.suggestionAccept)}</Button>
            <Button variant="secondary" onClick={onKeep}>
              {intl.formatMessage(addressMessages.suggestionKeep)}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
