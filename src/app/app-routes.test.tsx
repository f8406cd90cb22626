import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, MemoryRouter, Outlet } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { AppRoutes } from './app-routes'

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
  it('loads lazy routes', async () => {
    render(
      <MemoryRouter initialEntries={['/fine']}>
        <AppRoutes routes={routes} errorFallback={Fallback} />
      </MemoryRouter>,
    )
    expect(await screen.findByText('Lazy page loaded')).toBeInTheDocument()
  })

  it('shows the error fallback when a route fails to render, and gives the next page a fresh start', async () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
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
