import { useIntl } from 'react-intl'
import { containsGuessableKeyword, passwordStrength } from '@/shared/validation/password'
import { fieldMessages } from './field-messages'
import './forms.css'

/** Strength hints while typing: under 8 characters, unsafe, safe, very safe, guessable word. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const intl = useIntl()
  if (!password) return null
  const strength = passwordStrength(password)
  return (
    <div id={id} className={`password-strength password-strength--${strength}`} aria-live="polite">
      <p>
        {intl.formatMessage(fieldMessages.strengthLabel, {
          strength: intl.formatMessage(fieldMessages[`strength_${strength}`]),
        })}
      </p>
      {containsGuessableKeyword(password) ? <p>{intl.formatMessage(fieldMessages.strengthGuessable)}</p> : null}
    </div>
  )
}
