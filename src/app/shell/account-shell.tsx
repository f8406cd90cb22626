import { Suspense, useContext, useEffect, type DOMAttributes, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link, Outlet, useLocation } from 'react-router'
import { AppRoutesContext } from '@/shared/config/app-routes-context'
import { paths } from '@/shared/config/paths'
import { commonMessages } from '@/shared/intl/common-messages'
import { useSession } from '@/shared/session/session-api'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import { useTrackUserData } from '@/shared/tracking/user-data'
import { sectionOf } from './navigation'
import { shellMessages } from './shell-messages'
import { SideNavigation } from './side-navigation'
import { StayLoggedInBanner, useStayLoggedInBannerSettled } from './stay-logged-in-banner'
import { CompleteProfileHint } from './complete-profile-hint'
import { NavigationProgress } from './navigation-progress'
import { preloadRoute, usePendingNavigationPath, usePreloadLinkTargets } from './pending-navigation'
import { useVisibleNavigation } from './use-navigation'
import './account-shell.css'
import './layouts.css'

function Greeting() {
  const { user } = useSession()
  if (!user) return null
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ')
  return <GreetingView name={fullName || user.username} customerNumber={user.customerNumber} />
}

/** The greeting as the shell shows it; account home's early frame (early-account-frame.tsx) too. */
export function GreetingView({ name, customerNumber }: { name?: string | null; customerNumber?: string | null }) {
  const intl = useIntl()
  return (
    <div className="account-greeting">
      <p className="account-greeting__name">{intl.formatMessage(shellMessages.greeting, { name })}</p>
      {customerNumber ? (
        <p className="account-greeting__number">
          {intl.formatMessage(shellMessages.customerNumber, { customerNumber })}
        </p>
      ) : null}
    </div>
  )
}

/** The shell's two columns (on a phone: one), the greeting and navigation beside the page. */
export function AccountColumns({
  isOverview,
  aside,
  children,
  ...linkEvents
}: {
  isOverview: boolean
  aside: ReactNode
  children?: ReactNode
} & Pick<DOMAttributes<HTMLDivElement>, 'onPointerOver' | 'onFocus'>) {
  return (
    <div className="page" {...linkEvents}>
      {/* On mobile, sub-pages hide the header: the overview sits at the top level only. */}
      <div className={`account-layout${isOverview ? '' : ' account-layout--subpage'}`}>
        <div>{aside}</div>
        {children}
      </div>
    </div>
  )
}

/** A sub-page's back link and heading; an account page's early frame too (early-page-heads.tsx). */
export function SectionHeading({ section }: { section: NonNullable<ReturnType<typeof sectionOf>> }) {
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

/** Greeting, side navigation, back link and section heading around every account page. */
export function AccountShell() {
  const { pathname } = useLocation()
  const groups = useVisibleNavigation()
  const { user } = useSession()
  const section = sectionOf(pathname, user)
  const isOverview = pathname === paths.home.path
  const navigationPending = usePendingNavigationPath() !== null
  const preloadLinkTargets = usePreloadLinkTargets()
  // The page waits until the banner knows whether it shows, so the banner never pushes a page down.
  const bannerSettled = useStayLoggedInBannerSettled()
  // Meanwhile its code loads, so that it can render at once when the banner has settled.
  const routes = useContext(AppRoutesContext)
  useEffect(() => {
    if (!bannerSettled) preloadRoute(routes, pathname)
  }, [bannerSettled, routes, pathname])
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
      // Pointing at a link preloads its page (pending-navigation.ts): the shell's events bubble here.
      {...preloadLinkTargets}
    >
      <div>
        {navigationPending ? <NavigationProgress /> : null}
        {bannerSettled ? (
          <div className="stack">
            <StayLoggedInBanner />
            <CompleteProfileHint />
            {section ? <SectionHeading section={section} /> : null}
            {/* The page renders outside the navigation once the banner has settled: should its code still be
                loading, only the page waits, not the whole app (the route table's boundary would hide header
                and shell, a blank screen). */}
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </div>
        ) : null}
      </div>
    </AccountColumns>
  )
}
