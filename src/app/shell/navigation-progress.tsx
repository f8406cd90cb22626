import { useIntl } from 'react-intl'
import { shellMessages } from './shell-messages'

/**
 * A slim bar at the top of the page column while a navigation waits for its page's code, so a click
 * on a slow network answers at once (the old page stays meanwhile). Indeterminate: no value.
 */
export function NavigationProgress() {
  const intl = useIntl()
  return (
    <div
      className="navigation-progress"
      role="progressbar"
      aria-label={intl.formatMessage(shellMessages.pageLoading)}
    />
  )
}
