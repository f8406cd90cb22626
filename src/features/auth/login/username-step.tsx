import { useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { Button } from '@/shared/ui/button'
import { TextField } from '@/shared/ui/text-field'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import { useUsernameField } from '../common/use-username-field'
import { loginMessages } from './messages'

type UsernameStepProps = {
  defaultUsername: string
  busy: boolean
  onSubmit: (username: string) => void
}

/**
 * One field, validated on submit and, after a failed submit, as it is typed (as the app's
 * react-hook-form forms do). Not a react-hook-form form: this step is the login page's first download,
 * and the library (13 KiB) loads with the password step instead (docs/performance.md).
 */
export function UsernameStep({ defaultUsername, busy, onSubmit }: UsernameStepProps) {
  const intl = useIntl()
  const usernameField = useUsernameField()
  const { emailOnly } = usernameField
  useTrackPageView('account_login')
  const input = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string>()
  const [submitted, setSubmitted] = useState(false)
  const problemWith = (value: string) => {
    const verdict = usernameField.validate(value)
    return verdict === true ? undefined : verdict
  }
  // The production build paints this step from prerendered HTML before its script runs: until then the
  // field is read-only (TextField) and a submit does nothing (method dialog outside a dialog), so the
  // username never lands in the address bar.

  return (
    <form
      noValidate
      method="dialog"
      className="stack"
      onSubmit={(event) => {
        event.preventDefault()
        const username = input.current?.value ?? ''
        const problem = problemWith(username)
        setSubmitted(true)
        setError(problem)
        if (problem) input.current?.focus()
        else onSubmit(username)
      }}
    >
      <p>{intl.formatMessage(emailOnly ? loginMessages.usernameIntroEmailOnly : loginMessages.usernameIntro)}</p>
      <TextField
        ref={input}
        name="username"
        label={usernameField.label}
        autoComplete="username"
        inputMode={emailOnly ? 'email' : 'text'}
        autoFocus
        defaultValue={defaultUsername}
        error={error}
        onChange={(event) => {
          if (submitted) setError(problemWith(event.target.value))
        }}
      />
      <Button type="submit" className="button--full" busy={busy}>
        {intl.formatMessage(loginMessages.continue)}
      </Button>
    </form>
  )
}
