import { useOneTimeParameters } from '@/shared/config/use-one-time-parameters'
import { paths } from '@/shared/config/paths'
import { commonMessages } from '@/shared/intl/common-messages'
import { setPasswordWithToken } from '../api/passwords-api'
import { passwordMessages } from '../passwords/messages'
import { SetPasswordFromLink, type SetPasswordTexts } from '../passwords/set-password-from-link'
import { lightAccountMessages } from './messages'

const texts: SetPasswordTexts = {
  title: lightAccountMessages.setTitle,
  intro: lightAccountMessages.setIntro,
  submit: commonMessages.setPassword,
  success: lightAccountMessages.setSuccess,
  tokenMissing: lightAccountMessages.tokenMissing,
  tokenExpired: lightAccountMessages.tokenExpired,
  requestNewLink: passwordMessages.requestNewLink,
}

/**
 * A light user sets the first password from the mailed activation link
 * (`light-user-set-password?token=…`), then signs in with email and that password. The existing
 * set-password endpoint answers 410 for an expired or used token; a new link comes from the login.
 */
export function LightUserSetPasswordPage() {
  const token = useOneTimeParameters(['token']).token ?? ''
  return (
    <SetPasswordFromLink
      token={token}
      setPassword={setPasswordWithToken}
      texts={texts}
      newLinkPath={paths.login.getHref()}
    />
  )
}

export { LightUserSetPasswordPage as Component }
