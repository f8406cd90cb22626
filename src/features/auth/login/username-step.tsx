import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Button } from '@/shared/ui/button'
import { TextField } from '@/shared/ui/text-field'
import { useHydrated } from '@/shared/ui/use-hydrated'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import { useUsernameField } from '../common/use-username-field'
import { loginMessages } from './messages'

type UsernameForm = { username: string }

type UsernameStepProps = {
  defaultUsername: string
  busy: boolean
  onSubmit: (username: string) => void
}

export function UsernameStep({ defaultUsername, busy, onSubmit }: UsernameStepProps) {
  const intl = useIntl()
  const usernameField = useUsernameField()
  const { emailOnly } = usernameField
  useTrackPageView('account_login')
  const { register, handleSubmit, formState } = useForm<UsernameForm>({ defaultValues: { username: defaultUsername } })
  // The production build paints this step from prerendered HTML before its script runs: until then
  // nothing can be typed (hydration would drop it) and a submit does nothing (method dialog outside a
  // dialog), so the username never lands in the address bar.
  const hydrated = useHydrated()

  return (
    <form
      noValidate
      method="dialog"
      className="stack"
      onSubmit={(event) => void handleSubmit(({ username }) => onSubmit(username))(event)}
    >
      <p>{intl.formatMessage(emailOnly ? loginMessages.usernameIntroEmailOnly : loginMessages.usernameIntro)}</p>
      <TextField
        label={usernameField.label}
        autoComplete="username"
        inputMode={emailOnly ? 'email' : 'text'}
        autoFocus
        readOnly={!hydrated}
        error={formState.errors.username?.message}
        {...register('username', { validate: usernameField.validate })}
      />
      <Button type="submit" className="button--full" busy={busy}>
        {intl.formatMessage(loginMessages.continue)}
      </Button>
    </form>
  )
}
