import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { allowConsoleError } from '@testing/console-guard'
import { absoluteMockServiceUrls } from '@testing/render-app'
import { seedScenario } from '@testing/seed-scenario'
import { configureApiClient } from '@/shared/api/api-client-config'
import { paths } from '@/shared/config/paths'
import { prerenderPage } from './prerender'
import { prerenderedPages } from './prerendered-pages'
import { takeMailLinkParameters } from '@/shared/config/mail-link-parameters'
import { initialProductionRuntime } from './production-runtime'
import { createAppRoutes } from './routes'
import { startApp } from './start-app'

const cleanups: Array<() => void> = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

const pages = prerenderedPages(createAppRoutes())
// Rendered before any page is hydrated: in this one realm, the build's renderer and the browser's would
// otherwise share the app's contexts at the same time (they never meet in production).
const markups = new Map<string, string>()
beforeAll(async () => {
  for (const { href } of [...pages, { href: paths.postLogout.path }])
    if (!markups.has(href)) markups.set(href, await prerenderPage(href))
})

/**
 * The production build's HTML for `href` (the build renders the same), opened at `at`, and the app started
 * over it as src/main.tsx starts it. Fails on whatever the page reports as broken (a hydration mismatch is
 * reported as an error event, and React starts the page afresh).
 */
async function openPrerendered(href: string, at = href) {
  // React's development build notes that its server renderer (which made the markup) set the app's contexts in
  // this realm before: the build renders in a process of its own.
  allowConsoleError(/Detected multiple renderers concurrently rendering the same context provider/)
  const markup = markups.get(href) ?? ''
  window.history.replaceState(null, '', at)
  // As src/main.tsx does first of all.
  takeMailLinkParameters()
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = markup
  // The HTML's title; the app sets the page's own once it has taken the page over (an effect: after hydration).
  document.title = 'Mein Konto | HSE'
  const errors: string[] = []
  const onError = (event: ErrorEvent) => errors.push(event.message)
  window.addEventListener('error', onError)
  const runtime = initialProductionRuntime()
  // As in the browser: React's test mode (act) would hold the hydration back for an act() that never comes.
  const reactTesting = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const actEnvironment = reactTesting.IS_REACT_ACT_ENVIRONMENT
  reactTesting.IS_REACT_ACT_ENVIRONMENT = false
  const { router, root } = await startApp({
    container,
    basename: '/',
    runtime,
    settledRuntime: Promise.resolve({ ...runtime, flagsPending: false }),
  })
  cleanups.push(() => {
    root.unmount()
    reactTesting.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    container.remove()
    window.removeEventListener('error', onError)
  })
  return { markup, container, router, errors }
}

describe('the prerendered pages (src/app/prerender.tsx)', () => {
  it('are the account frame in index.html and every public page the routes mark, with what each needs', () => {
    expect(prerenderedPages(createAppRoutes())).toEqual(
      expect.arrayContaining([
        { href: '/', file: 'index.html', fromMail: false },
        { href: paths.login.path, file: 'login.html', fromMail: false },
        { href: `${paths.setPassword.path}?token=prerendered`, file: 'set-password.html', fromMail: true },
        { href: paths.accountVerification.path, file: 'account-verification.html', fromMail: false },
        {
          href: `${paths.stockReminderConfirmDoi.path}?token=prerendered`,
          file: 'stock-reminder/confirm-doi.html',
          fromMail: true,
        },
      ]),
    )
  })

  describe.each(pages.filter(({ href }) => href !== '/'))('$file', ({ href }) => {
    it('holds the page and is hydrated without a mismatch', async () => {
      await seedScenario('anonymous')
      configureApiClient({ locale: 'de', serviceBaseUrls: absoluteMockServiceUrls(), timeoutMs: 2_000 })
      const { markup, container, errors } = await openPrerendered(href)
      // A mailed token left the address bar before the app started, and the page still hydrated with it.
      expect(window.location.search).not.toMatch(/token=/)
      expect(markup).toMatch(/<h1[ >]/)
      expect(markup).not.toMatch(/<script/i)
      // Hydrated: the page has its title, and the fields and buttons the HTML shows disabled can be used.
      await waitFor(() => expect(document.title).not.toBe('Mein Konto | HSE'))
      await waitFor(() => expect(container.querySelector('button:disabled, input[readonly]')).toBeNull())
      expect(errors).toEqual([])
    })
  })

  it('index.html: the account frame at any account address, rendered over by the page or login', async () => {
    await seedScenario('anonymous')
    configureApiClient({ locale: 'de', serviceBaseUrls: absoluteMockServiceUrls(), timeoutMs: 2_000 })
    const { markup, router, errors } = await openPrerendered('/', paths.orders.getHref())
    expect(markup).toContain('account-layout')
    expect(markup).not.toMatch(/<h1[ >]/)
    // Nobody signed in: the account's loader sends to login, which says where the customer was going.
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.path))
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(paths.orders.getHref())
    expect(await screen.findByRole('heading', { name: 'Anmelden bei Mein Konto' })).toBeInTheDocument()
    expect(errors).toEqual([])
  })

  it('is rendered afresh where the address asks for other text than the HTML holds', async () => {
    await seedScenario('anonymous')
    configureApiClient({ locale: 'de', serviceBaseUrls: absoluteMockServiceUrls(), timeoutMs: 2_000 })
    const { errors } = await openPrerendered(paths.postLogout.path, paths.postLogout.getHref('account-deleted'))
    expect(await screen.findByRole('heading', { name: 'Ihr Kundenkonto ist gelöscht' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Sie haben sich abgemeldet' })).not.toBeInTheDocument()
    expect(errors).toEqual([])
  })
})
