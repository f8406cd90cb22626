import { useIntl } from 'react-intl'
import { companyName } from '@/shared/config/locales'
import { referralMessages } from '../messages'

/** my-referrals' first line, above the link to share. */
export function ReferralsIntro() {
  const intl = useIntl()
  return <p>{intl.formatMessage(referralMessages.intro, { company: companyName })}</p>
}

/**
 * The page's top in its box, for the early account frame (src/app/shell/early-page-heads.tsx), which shows
 * it before the page's code has loaded: the same box as the page's, so the intro stays where it is.
 */
export function ReferralsLead() {
  return (
    <div className="card stack">
      <ReferralsIntro />
    </div>
  )
}
