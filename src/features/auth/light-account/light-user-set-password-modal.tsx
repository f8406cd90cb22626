import { useId, useRef } from 'react'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { FormattedMessage, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { Button } from '@/shared/ui/button'
import { useModalDialog } from '@/shared/ui/use-modal-dialog'
import { paths } from '@/shared/config/paths'
import { usernameKind } from '@/shared/validation/username'
import { resendLightUserActivationEmail } from '../api/light-account-api'
import { loginErrorFrom, type LoginError } from '../login/login-result'
import { lightAccountMessages } from './messages'

type LightUserSetPasswordModalProps = {
  open: boolean
  username: string
  /** Closed by the customer (no error) or because sending failed (the error for the login page). */
  onClose: (error?: LoginError) => void
}

/** A network failure says so; any other failure is the generic error (spec section 8). */
function sendFailure(error: unknown, username: string): LoginError {
  const loginError = loginErrorFrom(error, usernameKind(username))
  if (loginError.reason === 'CONNECTION') return loginError
  return { ...loginError, messageKey: 'login.genericError', reason: 'UNKNOWN' }
}

/**
 * Light user without a password (spec section 4): explains why and mails a link to set one.
 * A native modal dialog, so focus stays inside and Escape closes it.
 */
export function LightUserSetPasswordModal({ open, username, onClose }: LightUserSetPasswordModalProps) {
  const intl = useIntl()
  const navigate = useNavigate()
  const titleId = useId()
  const send = useSingleFlightMutation({
    mutationFn: () => resendLightUserActivationEmail(username),
    onSuccess: async () => {
      onClose()
      await navigate(paths.sendPasswordLinkSuccess.getHref('set-password'))
    },
    onError: (error) => onClose(sendFailure(error, username)),
  })

  const dialogRef = useRef<HTMLDialogElement>(null)
  const onCancel = useModalDialog(dialogRef, { open, busy: send.isPending, onClose })

  return (
    <dialog ref={dialogRef} className="dialog" aria-labelledby={open ? titleId : undefined} onCancel={onCancel}>
      {/* Content only while open: the closed dialog stays in the page and must not repeat the username. */}
      {open ? (
        <div className="stack">
          <h2 id={titleId}>{intl.formatMessage(lightAccountMessages.modalTitle)}</h2>
          <p>{intl.formatMessage(lightAccountMessages.modalIntro)}</p>
          <p>
            {usernameKind(username) === 'email' ? (
              <FormattedMessage
                {...lightAccountMessages.modalSendToEmail}
                values={{ email: <strong>{username}</strong> }}
              />
            ) : (
              intl.formatMessage(lightAccountMessages.modalSendToAccountEmail)
            )}
          </p>
          <div className="form-actions">
            <Button busy={send.isPending} onClick={() => send.mutate()}>
              {intl.formatMessage(lightAccountMessages.modalSend)}
            </Button>
            <Button variant="secondary" onClick={() => onClose()} disabled={send.isPending}>
              {intl.formatMessage(lightAccountMessages.modalClose)}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  )
}
