import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useIsMutating } from '@tanstack/react-query'
import { Link, Outlet, useLocation, useRevalidator } from 'react-router'
import { paths } from '@/shared/config/paths'
import { commonMessages } from '@/shared/intl/common-messages'
import { sessionKeys, useSession } from '@/shared/session/session-api'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import { useTrackUserData } from '@/shared/tracking/user-data'
import { AccountColumns } from './account-columns'
import { sectionOf } from './navigation'
import { shellMessages } from './shell-messages'
import { SideNavigation } from './side-navigation'
import { StayLoggedInBanner, useStayLoggedInBannerSettled } from './stay-logged-in-banner'
import { CompleteProfileHint } from './complete-profile-hint'
import { NavigationProgress } from './navigation-progress'
import { usePendingNavigationPath, usePrefetchLinkTargets } from './pending-navigation'
import { useVisibleNavigation } from './use-navigation'

function Greeting() {
  const intl = useIntl()
  const { user } = useSession()
  if (!user) return null
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username
  return (
    <div className="account-greeting">
      <p className="account-greeting__name">{intl.formatMessage(shellMessages.greeting, { name })}</p>
      {user.customerNumber ? (
        <p className="account-greeting__number">
          {intl.formatMessage(shellMessages.customerNumber, { customerNumber: user.customerNumber })}
        </p>
      ) : null}
    </div>
  )
}

/** A sub-page's back link and heading. */
function SectionHeading({ section }: { section: NonNullable<ReturnType<typeof sectionOf>> }) {
  const intl = useIntl()
  return (
    <div>
      <Link className="back-link" to={section.parent}>
        {intl.formatMessage(commonMessages.back)}
      </Link>
      <h1>{intl.formatMessage(section.heading)}</h1>
    </div>
  )
}

/**
 * Signed out while an account page shows (the login state asked again says so, or another call found the
 * session gone): the account's loader decides again, and sends to login. Not while leaving on purpose: the
 * post-logout page is on its way (leave-account.ts).
 */
function useLeaveWhenSignedOut() {
  const { status } = useSession()
  const leaving = useIsMutating({ mutationKey: sessionKeys.logout }) > 0
  const { revalidate } = useRevalidator()
  useEffect(() => {
    if (status === 'loggedOut' && !leaving) void revalidate()
  }, [status, leaving, revalidate])
}

/** Greeting, side navigation, back link and section heading around every account page. */
export function AccountShell() {
  const { pathname } = useLocation()
  const groups = useVisibleNavigation()
  const { user } = useSession()
  const section = sectionOf(pathname, user)
  const isOverview = pathname === paths.home.path
  const navigationPending = usePendingNavigationPath() !== null
  const prefetchLinkTargets = usePrefetchLinkTargets()
  // The page waits until the banner knows whether it shows, so the banner never pushes a page down.
  const bannerSettled = useStayLoggedInBannerSettled()
  useLeaveWhenSignedOut()
  // Every signed-in page: account home is `home`, the others `account` (a view per route change).
  useTrackPageView(isOverview ? 'home' : 'account', pathname)
  useTrackUserData()
  return (
    <AccountColumns
      isOverview={isOverview}
      aside={
        <>
          <Greeting />
          <SideNavigation groups={groups} />
        </>
      }
      // Pointing at a link prefetches its page (pending-navigation.ts): the shell's events bubble here.
      {...prefetchLinkTargets}
    >
      <div>
        {navigationPending ? <NavigationProgress /> : null}
        {bannerSettled ? (
          <div className="stack">
            <StayLoggedInBanner />
            <CompleteProfileHint />
            {section ? <SectionHeading section={section} /> : null}
            <Outlet />
          </div>
        ) : null}
      </div>
    </AccountColumns>
  )
}

/** The signed-in area's route module (routes.tsx): loaded lazily, so the login page does not download the shell. */
export { AccountShell as Component }
