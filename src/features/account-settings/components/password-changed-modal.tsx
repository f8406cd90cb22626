import { useId, useRef } from 'react'
import { useIntl } from 'react-intl'
import { Button } from '@/shared/ui/button'
import { useModalDialog } from '@/shared/ui/use-modal-dialog'
import { changePasswordMessages } from '../messages'

/** The confirmation after a successful change (spec section 4: "successful (opens a confirmation modal)"). */
export function PasswordChangedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl()
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const onCancel = useModalDialog(dialogRef, { open, busy: false, onClose })
  return (
    <dialog ref={dialogRef} className="dialog" aria-labelledby={open ? titleId : undefined} onCancel={onCancel}>
      {open ? (
        <div className="stack">
          <h2 id={titleId}>{intl.formatMessage(changePasswordMessages.successTitle)}</h2>
          <p>{intl.formatMessage(changePasswordMessages.success)}</p>
          <div className="form-actions">
            <Button onClick={onClose}>{intl.formatMessage(changePasswordMessages.close)}</Button>
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
