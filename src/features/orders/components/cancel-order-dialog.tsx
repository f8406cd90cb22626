import { useId, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { useModalDialog } from '@/shared/ui/use-modal-dialog'
import { commonMessages } from '@/shared/intl/common-messages'
import { orderMessages } from '../messages'
import { cancelReasonCodes, type CancelReasonCode } from '../order-status'
import { FieldError } from '@/shared/ui/field-error'

type CancelOrderDialogProps = {
  orderNumber: string
  open: boolean
  busy: boolean
  failed: boolean
  onConfirm: (reason: CancelReasonCode) => void
  onClose: () => void
}

/** A modal dialog (native, so focus stays inside and Escape closes it) asking for the required reason. */
export function CancelOrderDialog({ orderNumber, open, busy, failed, onConfirm, onClose }: CancelOrderDialogProps) {
  const intl = useIntl()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const onCancel = useModalDialog(dialogRef, { open, busy, onClose })
  const [reason, setReason] = useState<CancelReasonCode | null>(null)
  const [reasonMissing, setReasonMissing] = useState(false)
  const titleId = useId()
  const errorId = useId()

  return (
    <dialog ref={dialogRef} className="dialog" aria-labelledby={titleId} onCancel={onCancel}>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!reason) return setReasonMissing(true)
          onConfirm(reason)
        }}
      >
        <h2 id={titleId}>{intl.formatMessage(orderMessages.cancelDialogTitle, { number: orderNumber })}</h2>
        {failed ? <Alert>{intl.formatMessage(commonMessages.genericError)}</Alert> : null}
        <fieldset
          className="radio-group"
          aria-describedby={reasonMissing ? errorId : undefined}
          aria-invalid={reasonMissing || undefined}
        >
          <legend>{intl.formatMessage(orderMessages.cancelReasonLegend)}</legend>
          {cancelReasonCodes.map((code) => (
            <label key={code} className="radio">
              <input
                type="radio"
                name="cancel-reason"
                value={code}
                checked={reason === code}
                onChange={() => {
                  setReason(code)
                  setReasonMissing(false)
                }}
              />
              {intl.formatMessage(orderMessages[`reason_${code}`])}
            </label>
          ))}
          <FieldError id={errorId}>
            {reasonMissing ? intl.formatMessage(orderMessages.cancelReasonRequired) : null}
          </FieldError>
        </fieldset>
        <div className="form-actions">
          <Button type="submit" busy={busy}>
            {intl.formatMessage(orderMessages.cancelConfirm)}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {intl.formatMessage(orderMessages.cancelClose)}
          </Button>
        </div>
      </form>
    </dialog>
  )
}
