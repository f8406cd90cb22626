import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { PageIntro } from '@/shared/ui/page-intro'
import { useModalDialog } from '@/shared/ui/use-modal-dialog'
import { paths } from '@/shared/config/paths'
import { EmailField } from '@/shared/forms/email-field'
import { FormTextField, requiredRule } from '@/shared/forms/form-text-field'
import { sectionMessages } from '@/shared/intl/section-messages'
import { useSession } from '@/shared/session/session-api'
import { sendSupportRequest, type SupportRequest } from '../api/support-request-api'
import { customerServiceMessages } from '../messages'
import { MessageField } from './message-field'
import './customer-service.css'

function SuccessDialog({ open, email, onClose }: { open: boolean; email: string; onClose: () => void }) {
  const intl = useIntl()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCancel = useModalDialog(dialogRef, { open, busy: false, onClose })
  return (
    <dialog ref={dialogRef} className="dialog" aria-labelledby={titleId} onCancel={onCancel}>
      <div className="stack">
        <h2 id={titleId}>{intl.formatMessage(customerServiceMessages.successTitle)}</h2>
        <p>{intl.formatMessage(customerServiceMessages.successBody, { email })}</p>
        <div className="form-actions">
          <Button onClick={onClose}>{intl.formatMessage(customerServiceMessages.successClose)}</Button>
        </div>
      </div>
    </dialog>
  )
}

/**
 * The support request (flag contactForm): a valid email, a subject and a message. Sending, then a
 * success modal; a failure says so with the request's id, and keeps what was typed.
 */
export function ContactFormPage() {
  const intl = useIntl()
  const navigate = useNavigate()
  const { user } = useSession()
  const [sentTo, setSentTo] = useState<string | null>(null)
  useDocumentTitle(intl.formatMessage(sectionMessages.contactForm))
  const { control, handleSubmit } = useForm<SupportRequest>({
    defaultValues: { email: user?.email ?? '', subject: '', message: '' },
  })
  const send = useSingleFlightMutation({
    mutationFn: async (request: SupportRequest) => {
      // One id per attempt, sent as the correlation header and shown if the attempt fails.
      const correlationId = crypto.randomUUID()
      try {
        await sendSupportRequest({ ...request, email: request.email.trim() }, correlationId)
      } catch (error) {
        throw Object.assign(new Error('support request failed', { cause: error }), { correlationId })
      }
    },
    onSuccess: (_data, request) => setSentTo(request.email.trim()),
  })
  const failedId = send.error && 'correlationId' in send.error ? String(send.error.correlationId) : null

  return (
    <>
      <form
        noValidate
        className="card stack contact-form"
        onSubmit={(event) => void handleSubmit((request) => send.mutate(request))(event)}
      >
        {send.isError ? (
          <Alert>
            <p>{intl.formatMessage(customerServiceMessages.genericError)}</p>
            {failedId ? <p>{intl.formatMessage(customerServiceMessages.errorId, { id: failedId })}</p> : null}
          </Alert>
        ) : null}
        <PageIntro className="muted" message={customerServiceMessages.formIntro} />
        <EmailField control={control} name="email" />
        <FormTextField
          control={control}
          name="subject"
          label={customerServiceMessages.subject}
          rule={requiredRule(customerServiceMessages.subjectRequired)}
        />
        <MessageField
          control={control}
          name="message"
          label={customerServiceMessages.message}
          whenEmpty={customerServiceMessages.messageRequired}
        />
        <div className="form-actions">
          <Button type="submit" busy={send.isPending}>
            {intl.formatMessage(customerServiceMessages.send)}
          </Button>
        </div>
      </form>
      <SuccessDialog
        open={sentTo !== null}
        email={sentTo ?? ''}
        onClose={() => void navigate(paths.contacts.getHref())}
      />
    </>
  )
}

export { ContactFormPage as Component }
