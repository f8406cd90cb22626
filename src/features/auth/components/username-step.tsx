import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Button } from '@/shared/ui/button'
import { TextField } from '@/shared/ui/text-field'
import { useRuntime } from '@/shared/config/runtime'
import { validateUsername, type UsernameError } from '@/shared/validation/username'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import { loginMessages } from '../messages'

type UsernameForm = { username: string }

type UsernameStepProps = {
  defaultUsername: string
  busy: boolean
  onSubmit: (username: string) => void
}

export function UsernameStep({ defaultUsername, busy, onSubmit }: UsernameStepProps) {
  const intl = useIntl()
  const { locale } = useRuntime()
  const emailOnly = locale === 'ch'
  useTrackPageView('account_login')
  const { register, handleSubmit, formState } = useForm<UsernameForm>({ defaultValues: { username: defaultUsername } })

  const errorMessages: Record<UsernameError, string> = {
    required: intl.formatMessage(emailOnly ? loginMessages.usernameRequiredEmailOnly : loginMessages.usernameRequired),
    invalid: intl.formatMessage(emailOnly ? loginMessages.usernameEmailOnly : loginMessages.usernameInvalid),
    emailOnly: intl.formatMessage(loginMessages.usernameEmailOnly),
  }

  return (
    <form noValidate className="stack" onSubmit={handleSubmit(({ username }) => onSubmit(username))}>
      <p>{intl.formatMessage(emailOnly ? loginMessages.usernameIntroEmailOnly : loginMessages.usernameIntro)}</p>
      <TextField
        label={intl.formatMessage(emailOnly ? loginMessages.usernameLabelEmailOnly : loginMessages.usernameLabel)}
        autoComplete="username"
        inputMode={emailOnly ? 'email' : 'text'}
        autoFocus
        error={formState.errors.username?.message}
        {...register('username', {
          validate: (value) => {
            const error = validateUsername(value, locale)
            return error ? errorMessages[error] : true
          },
        })}
      />
      <Button type="submit" className="button--full" busy={busy}>
        {intl.formatMessage(loginMessages.continue)}
      </Button>
    </form>
  )
}
