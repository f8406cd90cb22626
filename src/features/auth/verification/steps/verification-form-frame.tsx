import type { FormEventHandler, ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Button } from '@/shared/ui/button'
import { accountVerificationMessages as messages } from '../messages'
import { StepHeading } from './step-heading'

type VerificationFormFrameProps = {
  heading: ReactNode
  text: ReactNode
  focusHeading: boolean
  busy: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  children: ReactNode
  /** Another way to verify, below the form. */
  alternative?: ReactNode
}

/** Why the customer is asked, then the step's form with its submit button. */
export function VerificationFormFrame({
  heading,
  text,
  focusHeading,
  busy,
  onSubmit,
  children,
  alternative,
}: VerificationFormFrameProps) {
  const intl = useIntl()
  return (
    <>
      <p>{intl.formatMessage(messages.intro)}</p>
      <div className="card stack">
        <StepHeading focus={focusHeading}>{heading}</StepHeading>
        <form noValidate className="stack" onSubmit={onSubmit}>
          <p>{text}</p>
          {children}
          <Button type="submit" className="button--full" busy={busy}>
            {intl.formatMessage(messages.title)}
          </Button>
        </form>
        {alternative ? <div className="account-verification__alternative">{alternative}</div> : null}
      </div>
    </>
  )
}
