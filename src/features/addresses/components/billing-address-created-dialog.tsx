import { useId, useRef } from 'react'
import { useIntl } from 'react-intl'
import { Button } from '@/shared/ui/button'
import { useModalDialog } from '@/shared/ui/use-modal-dialog'
import { addressMessages } from '../messages'

/** The billing-address-created modal (spec section 4), closable. */
export function BillingAddressCreatedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const onCancel = useModalDialog(dialogRef, { open, busy: false, onClose })
  const titleId = useId()
  return (
    <dialog ref={dialogRef} className="dialog" aria-labelledby={titleId} onCancel={onCancel}>
      {open ? (
        <div className="stack">
          <h2 id={titleId}>{intl.formatMessage(addressMessages.billingCreatedTitle)}</h2>
          <p>{intl.formatMessage(addressMessages.billingCreatedBody)}</p>
          <div className="form-actions">
            <Button onClick={onClose}>{intl.formatMessage(addressMessages.createdClose)}</Button>
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
