import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Button } from '@/shared/ui/button'
import { loginMessages } from '../login/messages'
import { authMessages } from './messages'
import './username-line.css'

type UsernameLineProps = {
  /** What the username stands for, e.g. "Anmelden als". */
  label: string
  username: string
  /** The way back to another username, if the step offers one here. */
  action?: ReactNode
  className?: string
}

/** The username a login step is about, after its label, with an optional way to change it. */
export function UsernameLine({ label, username, action, className }: UsernameLineProps) {
  return (
    <div className={className ? `login-step__username ${className}` : 'login-step__username'}>
      <span>
        {label} <strong>{username}</strong>
      </span>
      {action}
    </div>
  )
}

/** "Anmelden als <username>" with the way back to the username step ("Ändern"). */
export function SignedInAs({ username, onChangeUsername }: { username: string; onChangeUsername: () => void }) {
  const intl = useIntl()
  return (
    <UsernameLine
      label={intl.formatMessage(loginMessages.signedInAs)}
      username={username}
      action={
        <Button
          variant="link"
          onClick={onChangeUsername}
          aria-label={intl.formatMessage(loginMessages.changeUsernameLabel)}
        >
          {intl.formatMessage(authMessages.change)}
        </Button>
      }
    />
  )
}
