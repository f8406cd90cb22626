import { useOneTimeParameters } from '@/shared/config/use-one-time-parameters'
import { useSearchParams } from 'react-router'
import { setPasswordForSocialLogin, setPasswordWithToken } from '../api/passwords-api'
import { paths } from '@/shared/config/paths'
import { passwordMessages } from './messages'
import { SetPasswordFromLink, type SetPasswordTexts } from './set-password-from-link'

const texts: SetPasswordTexts = {
  title: passwordMessages.setTitle,
  submit: passwordMessages.setSubmit,
  success: passwordMessages.setSuccess,
  tokenMissing: passwordMessages.tokenMissing,
  tokenExpired: passwordMessages.tokenExpired,
  requestNewLink: passwordMessages.requestNewLink,
}

/** Set a new password from a mailed link: `set-password?token=…` (`type=social` for a social-login account). */
export function SetPasswordPage() {
  const [searchParams] = useSearchParams()
  const token = useOneTimeParameters(['token']).token ?? ''
  // A social-login account's first password (`type=social`) has an endpoint of its own.
  const setPassword = searchParams.get('type') === 'social' ? setPasswordForSocialLogin : setPasswordWithToken
  return (
    <SetPasswordFromLink
      token={token}
      setPassword={setPassword}
      texts={texts}
      newLinkPath={paths.forgotPassword.getHref()}
    />
  )
}

export { SetPasswordPage as Component }
