import { useIntl } from 'react-intl'
import { changeEmailMessages, changePasswordMessages } from '../messages'

/** change-password's first line, above its form. */
export function ChangePasswordIntro() {
  const intl = useIntl()
  return <p>{intl.formatMessage(changePasswordMessages.intro)}</p>
}

/** change-email's first line, above its form. */
export function ChangeEmailIntro() {
  const intl = useIntl()
  return <p>{intl.formatMessage(changeEmailMessages.intro)}</p>
}

/*
 * The pages' tops in their boxes, for the early account frame (src/app/shell/early-page-heads.tsx), which
 * shows them before the page's code has loaded: the same boxes as the pages', so the intro stays where it
 * is when the page takes over (the production e2e compares the two).
 */

export function ChangePasswordLead() {
  return (
    <div className="stack">
      <div className="card stack account-settings">
        <ChangePasswordIntro />
      </div>
    </div>
  )
}

export function ChangeEmailLead() {
  return (
    <div className="card stack account-settings">
      <ChangeEmailIntro />
    </div>
  )
}
