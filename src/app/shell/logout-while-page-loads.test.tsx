import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '@testing/render-app'
import { server } from '@mock-server/harness/node'
import { paths } from '@/shared/config/paths'

// The post-logout page's code arrives only when the test says so, as on a slow network.
const postLogoutModule = vi.hoisted(() => {
  let release = () => {}
  const arrived = new Promise<void>((resolve) => (release = resolve))
  return { arrived, release }
})
vi.mock('../pages/post-logout-page', async (importOriginal) => {
  await postLogoutModule.arrived
  return importOriginal()
})

describe('logout while the post-logout page is still loading', () => {
  it('ends on the post-logout page although the account page keeps asking and gets 401', async () => {
    const refreshes: string[] = []
    let loggedOutAtServer = false
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.endsWith('/user/auth/logout')) loggedOutAtServer = true
    })
    server.use(
      http.post('*/user/auth/refresh', ({ request }) => {
        refreshes.push(request.url)
        return HttpResponse.json({ message: 'unauthorized' }, { status: 401 })
      }),
    )
    const { user, router, queryClient } = await renderApp({ scenario: 'default', path: paths.home.getHref() })
    expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Abmelden' }))
    // The server's session is gone; the home page is still shown and its data is asked for again.
    await waitFor(() => expect(loggedOutAtServer).toBe(true))
    await queryClient.refetchQueries({ type: 'active' })
    postLogoutModule.release()
    expect(await screen.findByRole('heading', { name: 'Sie haben sich abgemeldet' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Erneut anmelden' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(paths.postLogout.path)
    // Leaving on purpose is no expired session: no token refresh was tried.
    expect(refreshes).toEqual([])
    server.events.removeAllListeners()
  })
})
