import { StrictMode } from 'react'
import { render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { AppIntlProvider } from '@/shared/intl/app-intl-provider'
import { earlyConfirmationKey, type EarlyConfirmation } from './early-confirmation'
import { MailLinkConfirmation } from './mail-link-confirmation'

type Props = Partial<Parameters<typeof MailLinkConfirmation<string>>[0]>

/** The kit on its own page, under StrictMode (effects run twice), with `confirm` answering at once. */
function renderKit(path: string, props: Props = {}) {
  // As the pages' calls do: the answer sent before the app ran is read, else the call is sent.
  const confirm = vi.fn((token: string, sent?: Promise<Response>) =>
    sent
      ? sent.then((response) => (response.ok ? response.json() : Promise.reject(new Error('refused'))))
      : Promise.resolve(token),
  )
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
  const readEarlyAnswers = () => confirm.mock.calls.map(([, sent]) => sent !== undefined)
  return { router, confirmedTokens, readEarlyAnswers }
}

/** What the production page's script leaves on the window (scripts/prerender-plugin.mjs, confirmationScript). */
function sentBeforeTheApp(confirmation: EarlyConfirmation) {
  const holder = globalThis as Record<string, unknown>
  holder[earlyConfirmationKey] = confirmation
  onTestFinished(() => {
    delete holder[earlyConfirmationKey]
  })
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

  describe('confirmed before the app ran (the production page sends the call as it is parsed)', () => {
    const readBody = (body: unknown) => (typeof body === 'string' ? `gelesen ${body}` : undefined)

    it('starts from the confirmation its script has shown, at the first render, and sends the link no second time', async () => {
      sentBeforeTheApp({ token: 'abc', answer: Promise.resolve(Response.json('abc')), shownBody: 'abc' })
      const onConfirmed = vi.fn()
      const { confirmedTokens, readEarlyAnswers } = renderKit('/confirm?token=abc', {
        resultOfShownAnswer: readBody,
        onConfirmed,
      })
      // No progress in between: the app hydrates the view the script has shown.
      expect(screen.getByText('Bestätigt: gelesen abc')).toBeVisible()
      expect(screen.queryByText('Wird bestätigt …')).not.toBeInTheDocument()
      // The app reads the same answer (onConfirmed: the customer's session is asked for afresh).
      await vi.waitFor(() => expect(onConfirmed.mock.calls[0]?.[0]).toBe('abc'))
      expect(confirmedTokens()).toEqual(['abc'])
      expect(readEarlyAnswers()).toEqual([true])
      expect(screen.getByText('Bestätigt: abc')).toBeVisible()
    })

    it("reads the answer of the script's call where the script has shown nothing, and says what failed", async () => {
      let answer = (_response: Response) => {}
      sentBeforeTheApp({ token: 'abc', answer: new Promise((resolve) => (answer = resolve)) })
      const { confirmedTokens, readEarlyAnswers } = renderKit('/confirm?token=abc', { resultOfShownAnswer: readBody })
      expect(screen.getByRole('status')).toHaveTextContent('Wird bestätigt …')
      answer(Response.json({ code: 'email_change_link_expired' }, { status: 410 }))
      expect(await screen.findByRole('alert')).toBeVisible()
      expect(confirmedTokens()).toEqual(['abc'])
      expect(readEarlyAnswers()).toEqual([true])
    })

    it("reads the script's answer for the script's token only: another token's call is sent", async () => {
      sentBeforeTheApp({ token: 'anderer', answer: Promise.resolve(Response.json('anderer')), shownBody: 'anderer' })
      const { router, confirmedTokens, readEarlyAnswers } = renderKit('/confirm?token=abc', {
        resultOfShownAnswer: readBody,
      })
      expect(await screen.findByText('Bestätigt: abc')).toBeVisible()
      await router.navigate('/confirm?token=anderer')
      expect(await screen.findByText('Bestätigt: anderer')).toBeVisible()
      // Each token confirmed once: the script's answer is read for its own token, whenever that is opened.
      expect(confirmedTokens()).toEqual(['abc', 'anderer'])
      expect(readEarlyAnswers()).toEqual([false, true])
    })
  })
})
