import { useIntl } from 'react-intl'
import { followedCreatorsMessages } from '../messages'

/** The page's first line, above the list (and its spinner, its empty or failed state). */
export function FollowedCreatorsIntro() {
  const intl = useIntl()
  return <p>{intl.formatMessage(followedCreatorsMessages.intro)}</p>
}

/**
 * The page's top in its box, for the early account frame (src/app/shell/early-page-heads.tsx), which shows
 * it before the page's code has loaded: the same box as the page's, so the intro stays where it is.
 */
export function FollowedCreatorsLead() {
  return (
    <div className="stack">
      <FollowedCreatorsIntro />
    </div>
  )
}
