import { useIntl } from 'react-intl'
import { containsGuessableKeyword, passwordStrength } from '@/shared/validation/password'
import { passwordMessages } from '../password-messages'

/** Strength hints while typing: under 8 characters, unsafe, safe, very safe, guessable word. */
export function PasswordStrength({ password, id }: { password: string; id: string }) {
  const intl = useIntl()
  if (!password) return null
  const strength = passwordStrength(password)
  return (
    <div id={id} className={`password-strength password-strength--${strength}`} aria-live="polite">
      <p>
        {intl.formatMessage(passwordMessages.strengthLabel, {
          strength: intl.formatMessage(passwordMessages[`strength_${strength}`]),
        })}
      </p>
      {containsGuessableKeyword(password) ? <p>{intl.formatMessage(passwordMessages.guessable)}</p> : null}
    </div>
  )
}
