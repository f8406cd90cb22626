import { useId, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { isApiError } from '@/shared/api/api-errors'
import { useLeaveAccount } from '@/shared/session/leave-account'
import { requestErrorText } from '@/shared/forms/request-error-alert'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { useModalDialog } from '@/shared/ui/use-modal-dialog'
import { deleteAccount } from '../api/delete-account-api'
import { deleteAccountMessages } from '../messages'
import { CurrentPasswordField } from './current-password-field'

/** Spec section 8: the server's detail text, or the generic error (the connection message when no answer came). */
function DeleteFailed({ error }: { error: unknown }) {
  const intl = useIntl()
  const detail = isApiError(error) && error.kind === 'http' ? error.detail : undefined
  return <Alert>{detail ?? requestErrorText(intl, error)}</Alert>
}

type DeleteAccountModalProps = { open: boolean; onClose: () => void }

/**
 * Confirms the deletion with the password (spec section 5). In progress, the modal stays open; on
 * success the customer is signed out and sees the post-logout page.
 */
export function DeleteAccountModal({ open, onClose }: DeleteAccountModalProps) {
  const intl = useIntl()
  const { leaveAsync } = useLeaveAccount()
  const titleId = useId()
  const { control, handleSubmit, reset } = useForm({ defaultValues: { password: '' } })
  const remove = useSingleFlightMutation({
    mutationFn: ({ password }: { password: string }) => deleteAccount(password),
    // The post-logout page clears the client state once the protected area is gone; until then the dialog stays busy.
    onSuccess: () => leaveAsync({ reason: 'account-deleted' }),
  })
  const close = () => {
    remove.reset()
    reset()
    onClose()
  }
  const dialogRef = useRef<HTMLDialogElement>(null)
  const onCancel = useModalDialog(dialogRef, { open, busy: remove.isPending, onClose: close })

  return (
    <dialog ref={dialogRef} className="dialog" aria-labelledby={open ? titleId : undefined} onCancel={onCancel}>
      {open ? (
        <form
          noValidate
          className="stack"
          onSubmit={(event) => void handleSubmit((values) => remove.mutate(values))(event)}
        >
          <h2 id={titleId}>{intl.formatMessage(deleteAccountMessages.modalTitle)}</h2>
          <p>{intl.formatMessage(deleteAccountMessages.modalBody)}</p>
          {remove.isError ? <DeleteFailed error={remove.error} /> : null}
          <CurrentPasswordField control={control} name="password" />
          <div className="form-actions">
            <Button type="submit" busy={remove.isPending}>
              {intl.formatMessage(deleteAccountMessages.confirm)}
            </Button>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              {intl.formatMessage(deleteAccountMessages.cancel)}
            </Button>
          </div>
        </form>
      ) : null}
    </dialog>
  )
}
