import { StrictMode } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { absoluteMockServiceUrls, memoryApp, renderApp, scenarioRuntime } from '@testing/render-app'
import { fakeAppClock } from '@testing/app-time'
import { db } from '@mock-server/db/db'
import { mockNow, setMockNow } from '@mock-server/runtime/clock'
import { server } from '@mock-server/harness/node'
import { annaSchmidt } from '@fixtures/customers'
import { AppProviders } from '@/app/app-providers'
import { createQueryClient } from '@/app/create-query-client'
import { configureApiClient } from '@/shared/api/api-client-config'
import { rememberedLoginMethod } from '@/shared/session/local-preferences'
import { sentTrackingEvents } from '@/shared/tracking/tracking'
import { MagicLinkOption } from './magic-link-option'
import { paths } from '@/shared/config/paths'
import { seedScenario } from '@testing/seed-scenario'
import { setTrackingConsent } from '@mock-server/harness/consent-manager'

type View = Awaited<ReturnType<typeof renderApp>>
const sendAction = 'Anmeldelink per E-Mail senden'
const genericError = 'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.'
const expiredText = 'Dieser Anmeldelink ist abgelaufen oder wurde bereits verwendet.'

type SentRequest = { url: string; headers: Headers; body: unknown }
function recordRequests(pathEnd: string): SentRequest[] {
  const sent: SentRequest[] = []
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(pathEnd))
      sent.push({ url: request.url, headers: request.headers, body: await request.clone().json() })
  })
  return sent
}

afterEach(() => server.events.removeAllListeners())

async function openPasswordStep(options: Partial<Parameters<typeof renderApp>[0]> = {}): Promise<View> {
  const view = await renderApp({ scenario: 'anonymous', path: paths.login.getHref(), ...options })
  await view.user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), annaSchmidt.email)
  await view.user.click(screen.getByRole('button', { name: 'Weiter' }))
  await screen.findByLabelText('Passwort')
  return view
}

async function sendLink(view: View): Promise<string> {
  await view.user.click(await screen.findByRole('button', { name: sendAction }))
  await screen.findByText(/Wir haben Ihnen einen Anmeldelink/)
  const mail = db.outbox.findFirst((q) => q.where({ kind: 'magic-link' }))
  if (!mail?.link) throw new Error('no magic-link mail in the outbox')
  return mail.link
}

describe('magic link: sending it from the password step', () => {
  it(
    'sends username and source with the reCAPTCHA header, confirms, and reactivates the action after 800 ms',
    {
      tags: [
        'spec:4.magic-link.states',
        'spec:4.magic-link.send-wait-800ms',
        'spec:7.magic-link.request',
        'spec:3.flags.magicLinkLogin',
      ],
    },
    async () => {
      const sent = recordRequests('/user/magic-link/login')
      // The 800 ms on the fake clock
      const clock = fakeAppClock()
      const view = await openPasswordStep({ advanceTimers: clock.advanceTimers })
      await view.user.click(await screen.findByRole('button', { name: sendAction }))

      expect(await screen.findByRole('status')).toHaveTextContent(
        `Wir haben Ihnen einen Anmeldelink an ${annaSchmidt.email} geschickt. Er gilt 10 Minuten.`,
      )
      // Disabled, not merely busy, during the success wait.
      expect(screen.getByRole('button', { name: sendAction })).toBeDisabled()
      expect(screen.getByRole('button', { name: sendAction })).not.toHaveAttribute('aria-busy')
      await act(async () => {
        clock.advanceTimers(800)
      })
      expect(screen.getByRole('button', { name: sendAction })).toBeEnabled()
      expect(screen.getByRole('status')).toHaveTextContent(`an ${annaSchmidt.email} geschickt`)

      expect(sent).toHaveLength(1)
      expect(sent[0]?.body).toEqual({ username: annaSchmidt.email, source: 'MY_ACCOUNT' })
      expect(sent[0]?.headers.get('x-recaptcha-token')).toBe('test-recaptcha-token')
      expect(sent[0]?.headers.get('x-client-id')).toBe('account-view')
      const mails = db.outbox.all()
      expect(mails).toHaveLength(1)
      expect(mails[0]).toMatchObject({ to: annaSchmidt.email, kind: 'magic-link' })
      expect(mails[0]?.link).toMatch(/^\/magic-link\?token=[0-9a-f]{32}$/)
    },
  )

  it('disables the action while the request is in progress', { tags: ['spec:4.magic-link.states'] }, async () => {
    const view = await openPasswordStep()
    const { delay, http, HttpResponse } = await import('msw')
    let release: () => void = () => undefined
    server.use(
      http.post('*/api/customer/user/magic-link/login', async () => {
        await new Promise<void>((resolve) => (release = resolve))
        await delay(0)
        return HttpResponse.json({ sent: true })
      }),
    )
    await view.user.click(screen.getByRole('button', { name: sendAction }))
    const button = screen.getByRole('button', { name: sendAction })
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    expect(button).toBeDisabled()
    release()
    expect(await screen.findByRole('status')).toHaveTextContent('Anmeldelink an')
  })

  it(
    'reactivates the action with the generic error when sending fails, keeping the password step',
    { tags: ['spec:4.magic-link.send-failure'] },
    async () => {
      const view = await openPasswordStep({
        faults: [{ service: 'customer', endpoint: 'POST /user/magic-link/login', kind: 'http-500', remaining: 1 }],
      })
      await view.user.type(screen.getByLabelText('Passwort'), 'halb getippt')
      await view.user.click(screen.getByRole('button', { name: sendAction }))
      expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
      expect(screen.getByRole('button', { name: sendAction })).toBeEnabled()
      expect(screen.queryByText(/Wir haben Ihnen einen Anmeldelink/)).not.toBeInTheDocument()
      expect(screen.getByLabelText('Passwort')).toHaveValue('halb getippt')
      expect(db.outbox.all()).toHaveLength(0)

      // The next try works.
      await view.user.click(screen.getByRole('button', { name: sendAction }))
      expect(await screen.findByRole('status')).toHaveTextContent('Anmeldelink an')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
  )

  it('says so when there is no connection', async () => {
    const view = await openPasswordStep({
      faults: [{ service: 'customer', endpoint: 'POST /user/magic-link/login', kind: 'network-error', remaining: 1 }],
    })
    await view.user.click(screen.getByRole('button', { name: sendAction }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Wir konnten keine Verbindung herstellen')
    expect(screen.getByRole('button', { name: sendAction })).toBeEnabled()
  })

  it('names the customer account instead of a customer number in the confirmation', async () => {
    const view = await renderApp({ scenario: 'anonymous', path: paths.login.getHref() })
    await view.user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), annaSchmidt.customerNumber)
    await view.user.click(screen.getByRole('button', { name: 'Weiter' }))
    await view.user.click(await screen.findByRole('button', { name: sendAction }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Wir haben Ihnen einen Anmeldelink an die E-Mail-Adresse Ihres Kundenkontos geschickt. Er gilt 10 Minuten.',
    )
    expect(db.outbox.all()[0]?.to).toBe(annaSchmidt.email)
  })

  it('shows the generic error without the reCAPTCHA executor and sends nothing', async () => {
    await seedScenario('anonymous')
    const sent = recordRequests('/user/magic-link/login')
    const runtime = { ...scenarioRuntime('anonymous'), recaptcha: null }
    configureApiClient({ locale: 'de', serviceBaseUrls: absoluteMockServiceUrls(), timeoutMs: 2_000 })
    const { default: userEvent } = await import('@testing-library/user-event')
    const user = userEvent.setup()
    render(
      <AppProviders runtime={runtime} queryClient={createQueryClient()} routes={[]}>
        <MagicLinkOption username={annaSchmidt.email} />
      </AppProviders>,
    )
    await user.click(screen.getByRole('button', { name: sendAction }))
    expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
    expect(screen.getByRole('button', { name: sendAction })).toBeEnabled()
    expect(sent).toHaveLength(0)
  })

  it('is not offered with the flag magicLinkLogin off', { tags: ['spec:3.flags.magicLinkLogin'] }, async () => {
    await openPasswordStep({ flags: { magicLinkLogin: false } })
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: sendAction })).not.toBeInTheDocument()
    expect(screen.queryByText('Ohne Passwort anmelden')).not.toBeInTheDocument()
  })
})

describe('magic link: the mailed link', () => {
  it(
    'signs in, remembers the login method magicLink and lands on account home; the link works once',
    { tags: ['spec:4.magic-link.verification', 'spec:7.magic-link.verify', 'spec:2.routes.magic-link'] },
    async () => {
      setTrackingConsent(true)
      const verifies = recordRequests('/user/magic-link/verify')
      const view = await openPasswordStep()
      const link = await sendLink(view)
      const token = new URL(link, 'http://x').searchParams.get('token')
      await view.router.navigate(link)

      expect(await screen.findByText('Hallo Anna Schmidt', {}, { timeout: 4000 })).toBeInTheDocument()
      expect(view.router.state.location.pathname).toBe('/')
      expect(verifies.map((request) => request.body)).toEqual([{ token }])
      expect(rememberedLoginMethod()).toBe('magicLink')
      expect(sentTrackingEvents()).toContainEqual({ event: 'login', method: 'magicLink' })
      expect(db.sessions.all()).toMatchObject([{ loginMethod: 'magicLink', stayLoggedIn: false }])
      expect(window.localStorage.getItem('mein-konto.login-method')).toBe('magicLink')
      expect(JSON.stringify({ ...window.localStorage })).not.toContain(token)

      await view.user.click(screen.getByRole('button', { name: 'Abmelden' }))
      await screen.findByText('Sie haben sich abgemeldet')
      await view.router.navigate(link)
      expect(await screen.findByRole('alert')).toHaveTextContent(expiredText)
      expect(screen.getByRole('link', { name: 'Zur Anmeldung und neuen Link anfordern' })).toHaveAttribute(
        'href',
        paths.login.getHref(),
      )
    },
  )

  it('shows the progress while the link is checked', { tags: ['spec:4.magic-link.verification'] }, async () => {
    const { delay, http } = await import('msw')
    server.use(http.post('*/api/customer/user/magic-link/verify', () => delay('infinite')))
    await renderApp({ scenario: 'anonymous', path: paths.magicLink.getHref('abc') })
    expect(await screen.findByRole('status')).toHaveTextContent('Sie werden angemeldet …')
    expect(screen.getByRole('heading', { level: 1, name: 'Ihr Anmeldelink' })).toBeInTheDocument()
  })

  it('is expired after 10 minutes', { tags: ['spec:8.magic-link.expired'] }, async () => {
    // Checked to the second: the clock stands still but for the steps the test takes.
    const view = await openPasswordStep({ freezeClock: true })
    const link = await sendLink(view)
    setMockNow(new Date(mockNow().getTime() + 10 * 60 * 1000 + 1000))
    await view.router.navigate(link)
    expect(await screen.findByRole('alert')).toHaveTextContent(expiredText)
    expect(db.sessions.all()).toHaveLength(0)
  })

  it('still works just before the 10 minutes are over', async () => {
    const view = await openPasswordStep({ freezeClock: true })
    const link = await sendLink(view)
    setMockNow(new Date(mockNow().getTime() + 9 * 60 * 1000 + 50 * 1000))
    await view.router.navigate(link)
    expect(await screen.findByText('Hallo Anna Schmidt', {}, { timeout: 4000 })).toBeInTheDocument()
  })

  it(
    'says the link is incomplete without a token, and sends nothing',
    { tags: ['spec:2.routes.magic-link'] },
    async () => {
      const verifies = recordRequests('/user/magic-link/verify')
      await renderApp({ scenario: 'anonymous', path: paths.magicLink.getHref() })
      expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Anmeldelink ist unvollständig.')
      expect(screen.getByRole('link', { name: 'Zur Anmeldung und neuen Link anfordern' })).toHaveAttribute(
        'href',
        paths.login.getHref(),
      )
      expect(verifies).toHaveLength(0)
    },
  )

  it(
    'shows the generic error with a retry when verifying fails, and the retry signs in',
    { tags: ['spec:4.magic-link.verification'] },
    async () => {
      const view = await openPasswordStep()
      const link = await sendLink(view)
      const { injectFault } = await import('@mock-server/runtime/faults')
      injectFault({ service: 'customer', endpoint: 'POST /user/magic-link/verify', kind: 'http-500', remaining: 1 })
      await view.router.navigate(link)
      expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
      expect(screen.queryByText(expiredText)).not.toBeInTheDocument()
      await view.user.click(screen.getByRole('button', { name: 'Nochmal versuchen' }))
      expect(await screen.findByText('Hallo Anna Schmidt', {}, { timeout: 4000 })).toBeInTheDocument()
    },
  )

  it('says so when there is no connection while verifying', async () => {
    await renderApp({
      scenario: 'anonymous',
      path: paths.magicLink.getHref('abc'),
      faults: [{ service: 'customer', endpoint: 'POST /user/magic-link/verify', kind: 'network-error', remaining: 1 }],
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Wir konnten keine Verbindung herstellen')
    expect(screen.getByRole('button', { name: 'Nochmal versuchen' })).toBeEnabled()
  })

  it('verifies the token only once under React StrictMode', async () => {
    await seedScenario('anonymous')
    const verifies = recordRequests('/user/magic-link/verify')
    configureApiClient({ locale: 'de', serviceBaseUrls: absoluteMockServiceUrls(), timeoutMs: 2_000 })
    const { app } = memoryApp({
      path: paths.magicLink.getHref('abc'),
      runtime: scenarioRuntime('anonymous'),
      queryClient: createQueryClient(),
    })
    render(<StrictMode>{app}</StrictMode>)
    expect(await screen.findByRole('alert')).toHaveTextContent(expiredText)
    expect(verifies).toHaveLength(1)
  })
})

describe('magic link: mock backend', () => {
  const base = () => `${window.location.origin}/api/customer/user/magic-link`
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })

  it('refuses a request without the reCAPTCHA header', async () => {
    await seedScenario('anonymous')
    const response = await post('/login', { username: annaSchmidt.email, source: 'MY_ACCOUNT' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 'RECAPTCHA_TOKEN_MISSING' })
    expect(db.outbox.all()).toHaveLength(0)
  })

  it('answers an unknown username the same, without a mail', async () => {
    await seedScenario('anonymous')
    const known = await post(
      '/login',
      { username: annaSchmidt.email, source: 'MY_ACCOUNT' },
      { 'x-recaptcha-token': 't' },
    )
    const unknown = await post(
      '/login',
      { username: 'niemand@example.de', source: 'MY_ACCOUNT' },
      { 'x-recaptcha-token': 't' },
    )
    expect(unknown.status).toBe(known.status)
    expect(await unknown.json()).toEqual(await known.json())
    expect(db.outbox.all().map((mail) => mail.to)).toEqual([annaSchmidt.email])
  })

  it(
    'signs in with an account-activation token (registration confirmation), once; other token types do not',
    { tags: ['spec:3.values.token-types'] },
    async () => {
      await seedScenario('anonymous')
      const customer = db.customers.findFirst((q) => q.where({ email: annaSchmidt.email }))
      const now = mockNow()
      const later = new Date(now.getTime() + 24 * 60 * 60 * 1000).toISOString()
      const token = (value: string, type: 'account-activation' | 'password-forgotten') =>
        db.tokens.create({
          token: value,
          type,
          email: annaSchmidt.email,
          createdAt: now.toISOString(),
          expiresAt: later,
          usedAt: null,
          payload: null,
          customer,
        })
      await token('activation', 'account-activation')
      await token('reset', 'password-forgotten')

      const first = await post('/verify', { token: 'activation' })
      expect(first.status).toBe(200)
      expect(await first.json()).toEqual({
        type: 'success',
        email: annaSchmidt.email,
        customerNumber: annaSchmidt.customerNumber,
      })
      expect(db.sessions.all()).toMatchObject([{ loginMethod: 'magicLink', stayLoggedIn: false }])
      expect((await post('/verify', { token: 'activation' })).status).toBe(410)
      const reset = await post('/verify', { token: 'reset' })
      expect(reset.status).toBe(410)
      expect(await reset.json()).toEqual({ code: 'magic_link_expired' })
      expect((await post('/verify', { token: 'unbekannt' })).status).toBe(410)
      expect((await post('/verify', {})).status).toBe(400)
    },
  )
})
