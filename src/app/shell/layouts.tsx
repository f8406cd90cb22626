import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { Link, Outlet, ScrollRestoration } from 'react-router'
import { companyName, shopFaqUrl, shopHomeUrl, shopUrl } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { commonMessages } from '@/shared/intl/common-messages'
import { serviceContact } from '@/shared/intl/service-contact'
import { paths } from '@/shared/config/paths'
import { shopTimeZoneOf, wallTime } from '@/shared/config/shop-time'
// The withdrawal entry's rule and texts by module, not through the orders index: the shell loads with
// every page, and the index would bring the order schemas along.
import { useWithdrawalOffered } from '@/features/orders/domain/withdrawal-offered'
import { withdrawalEntryMessage } from '@/features/orders/domain/withdrawal-entry-message'
import { SessionExpiryWatcher } from './session-expiry-watcher'
import './layouts.css'

export type FooterVariant = 'reduced' | 'full'

/** The footer is switched by an emitted event, so a surrounding shop page can follow along. */
function useAnnounceFooter(variant: FooterVariant) {
  useEffect(() => {
    window.dispatchEvent(new CustomEvent('mein-konto:footer', { detail: { variant } }))
  }, [variant])
}

export function SkipLink() {
  const intl = useIntl()
  return (
    <a className="skip-link" href="#main">
      {intl.formatMessage(commonMessages.skipToContent)}
    </a>
  )
}

export function RootLayout() {
  return (
    <>
      <SkipLink />
      {/* Every route change scrolls to the top (spec section 2); back and forward restore where the page was. */}
      <ScrollRestoration />
      <SessionExpiryWatcher />
      <Outlet />
    </>
  )
}

/** The common header, or the login header (spec section 2): the shop's logo linking to the shop, nothing else. */
export function SiteHeader({ variant = 'common' }: { variant?: 'common' | 'login' }) {
  const intl = useIntl()
  const { locale } = useRuntime()
  return (
    <header className={`site-header${variant === 'login' ? ' site-header--login' : ''}`}>
      <div className="site-header__inner">
        <a
          className="site-header__logo"
          href={shopHomeUrl(locale)}
          aria-label={intl.formatMessage(commonMessages.shopLogo, { company: companyName })}
        >
          {companyName}
        </a>
        {variant === 'common' ? (
          <a href={shopHomeUrl(locale)}>{intl.formatMessage(commonMessages.backToShop)}</a>
        ) : null}
      </div>
    </header>
  )
}

function Footer({ variant }: { variant: FooterVariant }) {
  const intl = useIntl()
  const { locale, now } = useRuntime()
  const contact = serviceContact(locale)
  const withdrawalOffered = useWithdrawalOffered()
  useAnnounceFooter(variant)
  const links = [
    { label: commonMessages.faq, href: shopFaqUrl(locale) },
    { label: commonMessages.footerImprint, href: shopUrl(locale, '/dpl/c/impressum') },
    { label: commonMessages.footerPrivacy, href: shopUrl(locale, '/dpl/c/datenschutz') },
    { label: commonMessages.footerTerms, href: shopUrl(locale, '/dpl/c/agb') },
  ]
  return (
    <footer className={`site-footer${variant === 'reduced' ? ' site-footer--reduced' : ''}`}>
      <div className="site-footer__inner">
        {variant === 'full' ? <p>{intl.formatMessage(commonMessages.serviceHotline, contact)}</p> : null}
        <ul className="site-footer__links">
          {/* The withdrawal function, reachable without signing in, on every page (EU Directive 2023/2673). */}
          {withdrawalOffered ? (
            <li>
              <Link to={paths.withdrawal.getHref()}>{intl.formatMessage(withdrawalEntryMessage)}</Link>
            </li>
          ) : null}
          {(variant === 'full' ? links : links.slice(1)).map((link) => (
            <li key={link.href}>
              <a href={link.href}>{intl.formatMessage(link.label)}</a>
            </li>
          ))}
        </ul>
        {/* The prerendered login page carries the build's year: a new year is patched in, not a hydration error. */}
        <p suppressHydrationWarning>
          {intl.formatMessage(commonMessages.footerCopyright, {
            year: wallTime(now(), shopTimeZoneOf(locale)).year,
            company: companyName,
          })}
        </p>
      </div>
    </footer>
  )
}

/** Login, forgot-password and set-password: login header and reduced footer. */
export function LoginLayout() {
  return (
    <>
      <SiteHeader variant="login" />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer variant="reduced" />
    </>
  )
}

/** Every other page: full header and footer. */
export function DefaultLayout() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="main-frame" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer variant="full" />
    </>
  )
}
