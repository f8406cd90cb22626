import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { Button } from '@/shared/ui/button'
import { deleteAccountMessages } from '../messages'
import { DeleteAccountModal } from './delete-account-modal'

/**
 * "Kundenkonto löschen" with its confirmation modal. The spec names no page for it; it sits below the
 * change-password form, and any account page can mount it.
 */
export function DeleteAccountSection() {
  const intl = useIntl()
  const headingId = useId()
  const [open, setOpen] = useState(false)
  return (
    <section className="card stack account-settings" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(deleteAccountMessages.heading)}</h2>
      <p>{intl.formatMessage(deleteAccountMessages.intro)}</p>
      <div className="form-actions">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {intl.formatMessage(deleteAccountMessages.open)}
        </Button>
      </div>
      <DeleteAccountModal open={open} onClose={() => setOpen(false)} />
    </section>
  )
}
