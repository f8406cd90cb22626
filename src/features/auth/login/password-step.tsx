import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Button } from '@/shared/ui/button'
import { Checkbox } from '@/shared/ui/checkbox'
import { TextField } from '@/shared/ui/text-field'
import { useFlag } from '@/shared/flags/use-flag'
import { isStayLoggedInChosen } from '@/shared/session/local-preferences'
import { commonMessages } from '@/shared/intl/common-messages'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import { SignedInAs } from '../common/username-line'
import { passwordMessages } from '../passwords/messages'
import { loginMessages } from './messages'

export type PasswordForm = { password: string; stayLoggedIn: boolean }

type PasswordStepProps = {
  username: string
  busy: boolean
  onSubmit: (values: PasswordForm) => void
  onChangeUsername: () => void
  /** Opens the password-unknown step (reset link or the service line). */
  onPasswordUnknown: () => void
}

export function PasswordStep({ username, busy, onSubmit, onChangeUsername, onPasswordUnknown }: PasswordStepProps) {
  const intl = useIntl()
  const stayLoggedInEnabled = useFlag('stayLoggedIn')
  const [passwordVisible, setPasswordVisible] = useState(false)
  useTrackPageView('account_login_password')
  const { register, handleSubmit, formState } = useForm<PasswordForm>({
    // Ticked where the customer accepted the banner's "Angemeldet bleiben" on this device.
    defaultValues: { password: '', stayLoggedIn: isStayLoggedInChosen() },
  })

  return (
    <form noValidate className="stack" onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <h2>{intl.formatMessage(loginMessages.passwordHeading)}</h2>
      <SignedInAs username={username} onChangeUsername={onChangeUsername} />
      {/* Lets password managers pair the password with the username. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <TextField
        label={intl.formatMessage(loginMessages.passwordLabel)}
        type={passwordVisible ? 'text' : 'password'}
        autoComplete="current-password"
        autoFocus
        error={formState.errors.password?.message}
        {...register('password', { required: intl.formatMessage(loginMessages.passwordRequired) })}
      />
      <Checkbox
        label={intl.formatMessage(loginMessages.showPassword)}
        checked={passwordVisible}
        onChange={(event) => setPasswordVisible(event.target.checked)}
      />
      {stayLoggedInEnabled ? (
        <Checkbox
          label={intl.formatMessage(commonMessages.stayLoggedIn)}
          description={intl.formatMessage(loginMessages.stayLoggedInDescription)}
          {...register('stayLoggedIn')}
        />
      ) : null}
      <Button type="submit" className="button--full" busy={busy}>
        {intl.formatMessage(loginMessages.signIn)}
      </Button>
      <p>
        <Button variant="link" onClick={onPasswordUnknown}>
          {intl.formatMessage(passwordMessages.forgotPassword)}
        </Button>
      </p>
    </form>
  )
}
