import { StrictMode } from 'react'
import { render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { AppIntlProvider } from '@/shared/intl/app-intl-provider'
import { MailLinkConfirmation } from './mail-link-confirmation'

type Props = Partial<Parameters<typeof MailLinkConfirmation<string>>[0]>

/** The kit on its own page, under StrictMode (effects run twice), with `confirm` answering at once. */
function renderKit(path: string, props: Props = {}) {
  // Where the address stood when the call went out.
  const sentFrom: string[] = []
  const confirm = vi.fn((token: string) => {
    sentFrom.push(router.state.location.search)
    return Promise.resolve(token)
  })
  const element = (
    <MailLinkConfirmation
      title="Link bestätigen"
      confirm={confirm}
      confirming="Wird bestätigt …"
      missingToken={{ text: 'Link unvollständig' }}
      done={(token) => <p>Bestätigt: {token}</p>}
      {...props}
    />
  )
  const router = createMemoryRouter([{ path: '/confirm', element }], { initialEntries: [path] })
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <StrictMode>
      <AppIntlProvider locale="de">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppIntlProvider>
    </StrictMode>,
  )
  const confirmedTokens = () => confirm.mock.calls.map(([token]) => token)
  return { router, confirmedTokens, sentFrom }
}

// The pages' tests cover each state against the mock backend; these cover what the kit adds beyond them.
describe('a page opened from a mailed link (the mail-link kit)', () => {
  it('confirms each token once under StrictMode, also a second link opened on the same page', async () => {
    const { router, confirmedTokens } = renderKit('/confirm?token=erster')
    expect(await screen.findByText('Bestätigt: erster')).toBeVisible()
    expect(screen.getByRole('heading', { level: 1, name: 'Link bestätigen' })).toBeVisible()
    expect(router.state.location.search).toBe('')

    await router.navigate('/confirm?token=zweiter')
    expect(await screen.findByText('Bestätigt: zweiter')).toBeVisible()
    expect(confirmedTokens()).toEqual(['erster', 'zweiter'])
  })

  it('keeps the progress until onConfirmed has finished (a page that moves on shows no outcome first)', async () => {
    let moveOn = () => {}
    const moved = new Promise<void>((resolve) => (moveOn = resolve))
    const onConfirmed = vi.fn((_token: string) => moved)
    renderKit('/confirm?token=abc', { onConfirmed })
    await vi.waitFor(() => expect(onConfirmed.mock.calls[0]?.[0]).toBe('abc'))
    expect(screen.getByRole('status')).toHaveTextContent('Wird bestätigt …')
    expect(screen.queryByText(/Bestätigt:/)).not.toBeInTheDocument()
    moveOn()
    expect(await screen.findByText('Bestätigt: abc')).toBeVisible()
  })

  it('sends the call only once the token has left the address bar', async () => {
    const { router, sentFrom } = renderKit('/confirm?token=abc&from=mail')
    expect(await screen.findByText('Bestätigt: abc')).toBeVisible()
    expect(sentFrom).toEqual(['?from=mail'])
    expect(router.state.location.search).toBe('?from=mail')
  })
})
