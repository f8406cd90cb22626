import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { paths } from '@/shared/config/paths'

describe('under-construction page', () => {
  it('shows the placeholder in the account, titled, with the way back to account home', async () => {
    const { user, router } = await renderApp({
      scenario: 'default',
      path: paths.underConstruction.getHref(),
      flags: { fakePages: true },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Diese Seite ist noch im Aufbau' })).toBeVisible()
    expect(screen.getByText('Hallo Anna Schmidt')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toMatch(/^Diese Seite ist noch im Aufbau \|/))
    await user.click(screen.getByRole('link', { name: 'Zur Übersicht von Mein Konto' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home.getHref()))
  })

  it('sends a visitor who is not signed in to the login page', async () => {
    const { router } = await renderApp({
      scenario: 'anonymous',
      path: paths.underConstruction.getHref(),
      flags: { fakePages: true },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.getHref()))
    expect(screen.queryByRole('heading', { name: 'Diese Seite ist noch im Aufbau' })).not.toBeInTheDocument()
  })
})
