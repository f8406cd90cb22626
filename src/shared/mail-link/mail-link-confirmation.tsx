import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { commonMessages } from '@/shared/intl/common-messages'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { Spinner } from '@/shared/ui/spinner'
import { MailLinkFrame } from './mail-link-frame'
import { useMailLinkConfirmation, type MailLinkConfirmationOptions } from './use-mail-link-confirmation'

/** An error the page words itself, with a way on (e.g. where to get a new link). */
export type MailLinkNotice = { text: string; action?: ReactNode }

type MailLinkConfirmationProps<Result> = Omit<MailLinkConfirmationOptions<Result>, 'isExpired'> & {
  title: string
  /** Said below the spinner while the link is confirmed. */
  confirming: string
  /** The link came without its token: nothing is sent. */
  missingToken: MailLinkNotice
  /** The link is used up or unknown (`when`), e.g. a 410; other failures offer to try again. */
  expired?: MailLinkNotice & { when: (error: unknown) => boolean }
  /** What the page shows once confirmed; without it the progress stays (the page moves on by itself). */
  done?: (result: Result) => ReactNode
}

/**
 * A page opened from a mailed link that confirms its token as it opens (useMailLinkConfirmation), in the
 * mail-link frame: the progress, then what the page shows when done, or what went wrong. A failure the
 * page does not word itself is the catalogued request error, with a retry.
 */
export function MailLinkConfirmation<Result>({
  title,
  confirming,
  missingToken,
  expired,
  done,
  ...options
}: MailLinkConfirmationProps<Result>) {
  const intl = useIntl()
  const confirmation = useMailLinkConfirmation({ ...options, isExpired: expired?.when })
  let content: ReactNode
  if (confirmation.status === 'missingToken') {
    content = <Alert action={missingToken.action}>{missingToken.text}</Alert>
  } else if (confirmation.status === 'expired') {
    // Only `expired.when` leads here.
    content = <Alert action={expired?.action}>{expired?.text}</Alert>
  } else if (confirmation.status === 'failed') {
    content = (
      <RequestErrorAlert
        error={confirmation.error}
        action={
          <Button variant="secondary" onClick={confirmation.retry}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        }
      />
    )
  } else if (confirmation.status === 'done' && done) {
    content = done(confirmation.result)
  } else {
    // Confirming; or done on a page that moves on by itself (onConfirmed), the progress staying meanwhile.
    content = <Spinner label={confirming} labelVisible />
  }
  return <MailLinkFrame title={title}>{content}</MailLinkFrame>
}
