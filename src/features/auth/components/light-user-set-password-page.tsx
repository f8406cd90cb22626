import { useSearchParams } from 'react-router'
import { paths } from '@/shared/config/paths'
import { setPasswordWithToken } from '../api/passwords-api'
import { lightAccountMessages } from '../light-account-messages'
import { SetPasswordFromLink, type SetPasswordTexts } from './set-password-from-link'

const texts: SetPasswordTexts = {
  title: lightAccountMessages.setTitle,
  intro: lightAccountMessages.setIntro,
  submit: lightAccountMessages.setSubmit,
  success: lightAccountMessages.setSuccess,
  tokenMissing: lightAccountMessages.tokenMissing,
  tokenExpired: lightAccountMessages.tokenExpired,
  requestNewLink: lightAccountMessages.requestNewLink,
}

/**
 * A light user sets the first password from the mailed activation link
 * (`light-user-set-password?token=…`), then signs in with email and that password. The existing
 * set-password endpoint answers 410 for an expired or used token; a new link comes from the login.
 */
export function LightUserSetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? ''
  return (
    <SetPasswordFromLink
      token={token}
      setPassword={setPasswordWithToken}
      texts={texts}
      newLinkPath={paths.login.getHref()}
    />
  )
}
