import { screen, waitFor } from '@testing-library/react'
import { delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { server } from '@mock-server/harness/node'
import { paths } from '@/shared/config/paths'

describe('one-time tokens in mail links', () => {
  it('leave the address bar once read, while the magic link is still being redeemed', async () => {
    let sentToken: unknown
    server.use(
      http.post('*/api/customer/user/magic-link/verify', async ({ request }) => {
        sentToken = ((await request.json()) as { token?: string }).token
        await delay('infinite')
        return new Response(null)
      }),
    )
    const { router } = await renderApp({
      scenario: 'anonymous',
      path: `${paths.magicLink.getHref('abc')}&utm_source=mail`,
    })
    expect(await screen.findByRole('status')).toHaveTextContent('Sie werden angemeldet …')
    await waitFor(() => expect(router.state.location.search).toBe('?utm_source=mail'))
    await waitFor(() => expect(sentToken).toBe('abc'))
  })

  it('leave the address bar of the set-password page, the form still using the token', async () => {
    const { router } = await renderApp({ scenario: 'anonymous', path: paths.setPassword.getHref('reset-1') })
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(router.state.location.pathname).toBe('/set-password')
    expect(screen.queryByText(/Link ist unvollständig|fehlt/)).not.toBeInTheDocument()
  })
})
