import { act, screen, waitFor, within } from '@testing-library/react'
import type { RouteObject } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { holdRouteModule, type HeldRouteModule } from '@testing/held-route-module'
import { paths } from '@/shared/config/paths'
import { createAppRoutes } from '../routes'

const heldModules: HeldRouteModule[] = []
// A page whose code a test held back arrives in the end: nothing is left waiting into the next test.
afterEach(() => heldModules.splice(0).forEach((held) => held.release()))

function hold(routes: RouteObject[], path: string): HeldRouteModule {
  const held = holdRouteModule(routes, path)
  heldModules.push(held)
  return held
}

/** Anna Schmidt on account home, with the order list's code held back as on a slow network. */
async function homeWithOrderListCodeHeld() {
  const routes = createAppRoutes()
  const held = hold(routes, paths.orders.getHref())
  // The overview of links (without myAccountHomeRedesign) links to the order list from inside the page.
  const app = await renderApp({
    scenario: 'default',
    path: paths.home.getHref(),
    routes,
    flags: { myAccountHomeRedesign: false },
  })
  const navigation = await screen.findByRole('navigation', { name: 'Mein Konto' })
  const ordersLink = within(navigation).getByRole('link', { name: 'Alle Bestellungen' })
  return { ...app, held, ordersLink }
}

describe('a navigation whose page is still loading', () => {
  it('shows the progress bar and the clicked link as busy at once, until the page is there', async () => {
    const { user, router, held, ordersLink } = await homeWithOrderListCodeHeld()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()

    await user.click(ordersLink)

    expect(await screen.findByRole('progressbar', { name: 'Seite wird geladen' })).toBeInTheDocument()
    expect(ordersLink).toHaveAttribute('aria-busy', 'true')
    // The page clicked from stays meanwhile.
    expect(screen.getByText('Hallo Anna Schmidt')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Alle Bestellungen', level: 1 })).not.toBeInTheDocument()

    held.release()

    expect(await screen.findByRole('heading', { name: 'Alle Bestellungen', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(ordersLink).not.toHaveAttribute('aria-busy')
    expect(ordersLink).toHaveAttribute('aria-current', 'page')
    expect(router.state.location.pathname).toBe(paths.orders.getHref())
  })

  it('follows a second click made while the first page is still loading', async () => {
    const routes = createAppRoutes()
    hold(routes, paths.orders.getHref())
    const wishlistCode = hold(routes, paths.wishlist.getHref())
    const { user, router } = await renderApp({ scenario: 'default', path: paths.home.getHref(), routes })
    const navigation = await screen.findByRole('navigation', { name: 'Mein Konto' })
    const ordersLink = within(navigation).getByRole('link', { name: 'Alle Bestellungen' })
    const wishlistLink = within(navigation).getByRole('link', { name: 'Wunschliste' })

    await user.click(ordersLink)
    await user.click(wishlistLink)

    await waitFor(() => expect(wishlistLink).toHaveAttribute('aria-busy', 'true'))
    expect(ordersLink).not.toHaveAttribute('aria-busy')
    expect(screen.getByRole('progressbar', { name: 'Seite wird geladen' })).toBeInTheDocument()

    wishlistCode.release()

    expect(await screen.findByRole('heading', { name: 'Wunschliste', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe(paths.wishlist.getHref())
  })

  it('opens a page preloaded from its link at once, without the progress bar', async () => {
    const { user, held, ordersLink } = await homeWithOrderListCodeHeld()
    await user.hover(ordersLink)
    held.release()
    await waitFor(() => expect(held.isLoaded()).toBe(true))

    await user.click(ordersLink)

    expect(await screen.findByRole('heading', { name: 'Alle Bestellungen', level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })
})

describe('preloading a page from its link', () => {
  it('asks for the page’s code when the pointer is on a navigation link, before any click', async () => {
    const { user, held, ordersLink, router } = await homeWithOrderListCodeHeld()
    expect(held.requests).toBe(0)

    await user.hover(ordersLink)

    expect(held.requests).toBe(1)
    expect(router.state.location.pathname).toBe(paths.home.getHref())
  })

  it('asks for the page’s code when a navigation link gets keyboard focus', async () => {
    const { held, ordersLink } = await homeWithOrderListCodeHeld()

    act(() => ordersLink.focus())

    expect(held.requests).toBe(1)
  })

  it('asks once, however often the pointer comes back', async () => {
    const { user, held, ordersLink } = await homeWithOrderListCodeHeld()

    await user.hover(ordersLink)
    await user.unhover(ordersLink)
    await user.hover(ordersLink)

    expect(held.requests).toBe(1)
  })

  it('preloads from a link inside a page too, not only the navigation', async () => {
    const { user, held } = await homeWithOrderListCodeHeld()
    const main = screen.getByRole('main')
    // The page's content follows once the stay-logged-in banner knows whether it shows (account-shell.tsx).
    const pageLink = await waitFor(() => {
      const link = within(main)
        .getAllByRole('link')
        .find((candidate) => candidate.getAttribute('href') === paths.orders.getHref() && !candidate.closest('nav'))
      expect(link).toBeDefined()
      return link as HTMLElement
    })

    await user.hover(pageLink)

    expect(held.requests).toBe(1)
  })
})
