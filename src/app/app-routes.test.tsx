import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, MemoryRouter, Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { allowConsoleError } from '@testing/console-guard'
import { AppRoutes } from './app-routes'
import { preloadRouteModules } from './prerendered-routes'

function Broken(): never {
  throw new Error('render failed')
}

const Fallback = () => <p>Fallback shown</p>

const routes = [
  {
    errorElement: true,
    element: (
      <>
        <Link to="/fine">Zur heilen Seite</Link>
        <Outlet />
      </>
    ),
    children: [
      { path: 'broken', element: <Broken /> },
      { path: 'fine', lazy: async () => ({ Component: () => <p>Lazy page loaded</p> }) },
    ],
  },
]

describe('AppRoutes', () => {
  it('shows a page whose module has loaded already in its first render, not an empty page first (account home under its early frame)', async () => {
    const lazyRoutes = (page: string) => [
      { path: '/', lazy: async () => ({ Component: () => <h1>{page}</h1> }) },
      { path: '/other', lazy: async () => ({ Component: () => <h1>Andere Seite</h1> }) },
    ]
    const preloaded = lazyRoutes('Übersicht, vorab geladen')
    await preloadRouteModules(preloaded, '/', '/')
    render(
      <MemoryRouter>
        <AppRoutes routes={preloaded} errorFallback={Fallback} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { name: 'Übersicht, vorab geladen' })).toBeInTheDocument()

    // Not loaded yet: the page comes a moment later, as before.
    render(
      <MemoryRouter>
        <AppRoutes routes={lazyRoutes('Übersicht, nachgeladen')} errorFallback={Fallback} />
      </MemoryRouter>,
    )
    expect(screen.queryByRole('heading', { name: 'Übersicht, nachgeladen' })).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Übersicht, nachgeladen' })).toBeInTheDocument()
  })

  it('loads lazy routes', async () => {
    render(
      <MemoryRouter initialEntries={['/fine']}>
        <AppRoutes routes={routes} errorFallback={Fallback} />
      </MemoryRouter>,
    )
    expect(await screen.findByText('Lazy page loaded')).toBeInTheDocument()
  })

  it('shows the error fallback when a route fails to render, and gives the next page a fresh start', async () => {
    // React reports the error the boundary caught on the console: that error is this test's premise.
    allowConsoleError(/The above error occurred in the <Broken> component/)
    const FallbackWithWayOut = () => <Link to="/fine">Fehlerseite: weiter</Link>
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <AppRoutes routes={routes} errorFallback={FallbackWithWayOut} />
      </MemoryRouter>,
    )
    await userEvent.click(await screen.findByRole('link', { name: 'Fehlerseite: weiter' }))
    expect(await screen.findByText('Lazy page loaded')).toBeInTheDocument()
  })
})
