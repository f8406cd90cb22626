import { cleanup, configure, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@testing/render-app'
import { server } from '@mock-server/harness/node'
import { db } from '@mock-server/db/db'
import type { ProviderPerson } from '@mock-server/runtime/provider-codes'
import { googleCode } from '@testing/social-login'
import { setLatency, type FaultRule } from '@mock-server/runtime/faults'
import { annaSchmidt, claraNeu, jonasGoogle } from '@fixtures/customers'
import { rememberedLoginMethod } from '@/shared/session/local-preferences'
import { sentTrackingEvents } from '@/shared/tracking/tracking'
import { googleAuthorizeUrl, productionSocialLoginConfig } from '@/shared/config/social-login'
import { documentNavigation } from '@/shared/config/document-navigation'
import { paths } from '@/shared/config/paths'
import { seedScenario } from '@testing/seed-scenario'
import { setTrackingConsent } from '@mock-server/harness/consent-manager'

type View = Awaited<ReturnType<typeof renderApp>>

const anna: ProviderPerson = { email: annaSchmidt.email, firstName: 'Anna', lastName: 'Schmidt' }
const lea: ProviderPerson = { email: 'lea.neumann@gmail.example', firstName: 'Lea', lastName: 'Neumann' }
/** Someone at Google with the email of Clara Neumann's account, which has only a password (no Google linked). */
const claraAtGoogle: ProviderPerson = { email: claraNeu.email, firstName: 'Clara', lastName: 'Neumann' }
const genericError = 'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.'

/** The calls the app sent to these endpoints, with their JSON bodies (snake_case, as sent). */
function recordCalls(...paths: string[]) {
  const calls: Array<{ path: string; body: unknown }> = []
  server.events.on('request:start', async ({ request }) => {
    const path = paths.find((candidate) => new URL(request.url).pathname.endsWith(candidate))
    if (path) calls.push({ path, body: await request.clone().json() })
  })
  return calls
}

function watchProviderRedirects() {
  return vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined)
}

/** Presses "Mit Google anmelden" on the login page and returns the provider URL the app left for. */
async function leaveForGoogle(path = paths.login.getHref()): Promise<URL> {
  const redirects = watchProviderRedirects()
  redirects.mockClear()
  const { user } = await renderApp({ scenario: 'anonymous', path, flags: { socialLogin: true } })
  await user.click(await screen.findByRole('button', { name: 'Mit Google anmelden' }))
  expect(redirects).toHaveBeenCalledTimes(1)
  const authorizeUrl = new URL(redirects.mock.calls[0]?.[0] ?? '')
  // The page is left: the return from the provider is a fresh page load.
  cleanup()
  return authorizeUrl
}

/** The provider's redirect back to the app, as an app path with its query. */
function returnFromProvider(authorizeUrl: URL, answer: Record<string, string>): string {
  const back = new URL(authorizeUrl.searchParams.get('redirect_uri') ?? '')
  for (const [key, value] of Object.entries(answer)) back.searchParams.set(key, value)
  return `${back.pathname}${back.search}`
}

async function signOutJonas(): Promise<View> {
  const view = await renderApp({ scenario: 'social-login-no-password', path: paths.home.getHref() })
  await view.user.click(await screen.findByRole('button', { name: 'Abmelden' }))
  await screen.findByRole('heading', { name: 'Sie haben sich abgemeldet' })
  await view.router.navigate(paths.login.getHref())
  return view
}

async function enterUsername({ user }: View, username: string) {
  await user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), username)
  await user.click(screen.getByRole('button', { name: 'Weiter' }))
}

beforeEach(() => window.sessionStorage.clear())
afterEach(() => {
  server.events.removeAllListeners()
  setLatency({ mode: 'none' })
  configure({ reactStrictMode: false })
})

describe('social login buttons (flag socialLogin)', () => {
  it(
    'shows Google, Facebook and Apple under the username step only with the flag',
    { tags: ['spec:3.flags.socialLogin'] },
    async () => {
      await renderApp({ scenario: 'anonymous', path: paths.login.getHref(), flags: { socialLogin: true } })
      expect(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer')).toBeInTheDocument()
      // The buttons load lazily after the username field.
      expect(await screen.findByRole('list', { name: 'Mit einem anderen Konto anmelden' })).toBeInTheDocument()
      for (const name of ['Mit Google anmelden', 'Mit Facebook anmelden', 'Mit Apple anmelden'])
        expect(screen.getByRole('button', { name })).toBeEnabled()
      cleanup()

      await renderApp({ scenario: 'anonymous', path: paths.login.getHref(), flags: { socialLogin: false } })
      expect(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer')).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: /^Mit .* anmelden$/ })).not.toBeInTheDocument()
    },
  )

  it('answers Facebook and Apple with the fallback message and stays on the page', async () => {
    const redirects = watchProviderRedirects()
    const { user, router } = await renderApp({
      scenario: 'anonymous',
      path: paths.login.getHref(),
      flags: { socialLogin: true },
    })
    await user.click(await screen.findByRole('button', { name: 'Mit Facebook anmelden' }))
    expect(screen.getByRole('status')).toHaveTextContent(
      'Die Anmeldung mit Facebook testen wir gerade. Bitte melden Sie sich mit E-Mail-Adresse oder Kundennummer an.',
    )
    await user.click(screen.getByRole('button', { name: 'Mit Apple anmelden' }))
    expect(screen.getByRole('status')).toHaveTextContent('Die Anmeldung mit Apple testen wir gerade.')
    expect(redirects).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/login')
    expect(screen.getByLabelText('E-Mail-Adresse oder Kundennummer')).toBeInTheDocument()
  })

  it('asks Swiss shop customers to use their email address instead', async () => {
    const { user } = await renderApp({
      scenario: 'anonymous',
      path: paths.login.getHref(),
      flags: { socialLogin: true },
      runtime: { locale: 'ch' },
    })
    await user.click(await screen.findByRole('button', { name: 'Mit Apple anmelden' }))
    expect(screen.getByRole('status')).toHaveTextContent(
      'Die Anmeldung mit Apple testen wir gerade. Bitte melden Sie sich mit Ihrer E-Mail-Adresse an.',
    )
  })

  it('leaves for Google with the app’s own /login as redirect_uri and a random state', async () => {
    const first = await leaveForGoogle()
    expect(`${first.origin}${first.pathname}`).toBe(`${window.location.origin}/mock-google-signin.html`)
    expect(first.searchParams.get('response_type')).toBe('code')
    expect(first.searchParams.get('client_id')).toBeTruthy()
    expect(first.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login`)
    expect(first.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/)
    const second = await leaveForGoogle()
    expect(second.searchParams.get('state')).not.toBe(first.searchParams.get('state'))
  })
})

describe('back from Google', () => {
  it(
    'signs in, takes code and state out of the address bar and lands on home with method google',
    { tags: ['spec:7.account.social-login'] },
    async () => {
      setTrackingConsent(true)
      const calls = recordCalls('/user/social-login')
      const authorizeUrl = await leaveForGoogle()
      const code = googleCode(anna)
      const { router } = await renderApp({
        scenario: 'anonymous',
        path: returnFromProvider(authorizeUrl, { code, state: authorizeUrl.searchParams.get('state') ?? '' }),
        flags: { socialLogin: true },
      })
      expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/')
      expect(router.state.location.search).toBe('')
      expect(calls).toEqual([
        {
          path: '/user/social-login',
          body: { provider: 'GOOGLE', code, redirect_url: `${window.location.origin}/login` },
        },
      ])
      expect(rememberedLoginMethod()).toBe('google')
      expect(sentTrackingEvents()).toContainEqual({ event: 'login', method: 'google' })
      expect(db.sessions.all()[0]).toMatchObject({ loginMethod: 'google' })
      // The state was good for this one return only.
      expect(window.sessionStorage.getItem('mein-konto.social-login-state')).toBeNull()
    },
  )

  it('opens the page that was asked for before the round trip', async () => {
    const authorizeUrl = await leaveForGoogle(paths.login.getHref(paths.openInvoices.getHref()))
    const { router } = await renderApp({
      scenario: 'anonymous',
      path: returnFromProvider(authorizeUrl, {
        code: googleCode(anna),
        state: authorizeUrl.searchParams.get('state') ?? '',
      }),
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/open-invoices'))
  })

  it('completes each code once, also under StrictMode, showing the progress meanwhile', async () => {
    configure({ reactStrictMode: true })
    const calls = recordCalls('/user/social-login')
    const authorizeUrl = await leaveForGoogle()
    const path = returnFromProvider(authorizeUrl, {
      code: googleCode(anna),
      state: authorizeUrl.searchParams.get('state') ?? '',
    })
    await renderApp({ scenario: 'anonymous', path, flags: { socialLogin: true } })
    // Seeding reset the latency: slow the backend down now, so the sign-in can be watched under way.
    setLatency({ mode: 'fixed', ms: 300 })
    expect(await screen.findByRole('status')).toHaveTextContent('Sie werden mit Google angemeldet …')
    expect(screen.getByRole('button', { name: 'Mit Google anmelden' })).toHaveAttribute('aria-busy', 'true')
    // A second run of the effect would find the state used up and report a forged callback.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(await screen.findByText('Hallo Anna Schmidt', {}, { timeout: 4000 })).toBeInTheDocument()
    expect(calls).toHaveLength(1)
  })

  it('shows the generic error and sends nothing when the state does not match', async () => {
    const calls = recordCalls('/user/social-login')
    const authorizeUrl = await leaveForGoogle()
    const { router } = await renderApp({
      scenario: 'anonymous',
      path: returnFromProvider(authorizeUrl, { code: googleCode(anna), state: 'fremder-status' }),
      flags: { socialLogin: true },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(screen.getByLabelText('E-Mail-Adresse oder Kundennummer')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
    expect(db.sessions.all()).toHaveLength(0)
  })

  it('shows the generic error when no sign-in was started in this tab', async () => {
    const calls = recordCalls('/user/social-login')
    await renderApp({ scenario: 'anonymous', path: `${paths.login.getHref()}?code=${googleCode(anna)}&state=abc` })
    expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
    expect(calls).toHaveLength(0)
  })

  it('shows the generic error and signs nobody in with a code the provider did not sign', async () => {
    const authorizeUrl = await leaveForGoogle()
    // Anna's details written by hand, as anyone could: the mock Google's unsigned format before codes were signed.
    const madeUp = `mock-google.${btoa(JSON.stringify({ ...anna, nonce: 'abc' }))}`
    const { router } = await renderApp({
      scenario: 'anonymous',
      path: returnFromProvider(authorizeUrl, { code: madeUp, state: authorizeUrl.searchParams.get('state') ?? '' }),
      flags: { socialLogin: true },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
    expect(router.state.location.pathname).toBe('/login')
    expect(screen.getByLabelText('E-Mail-Adresse oder Kundennummer')).toBeInTheDocument()
    expect(db.sessions.all()).toHaveLength(0)
  })

  it('goes back to the username step without a word when the customer cancelled at Google', async () => {
    const calls = recordCalls('/user/social-login')
    const authorizeUrl = await leaveForGoogle()
    const { router } = await renderApp({
      scenario: 'anonymous',
      path: returnFromProvider(authorizeUrl, {
        error: 'access_denied',
        state: authorizeUrl.searchParams.get('state') ?? '',
      }),
      flags: { socialLogin: true },
    })
    expect(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mit Google anmelden' })).toBeEnabled()
    expect(calls).toHaveLength(0)
  })

  it(
    'opens account creation prefilled with the Google person’s names and email when no account is found',
    { tags: ['spec:8.social-login.not-found'] },
    async () => {
      const authorizeUrl = await leaveForGoogle()
      await renderApp({
        scenario: 'anonymous',
        path: returnFromProvider(authorizeUrl, {
          code: googleCode(lea),
          state: authorizeUrl.searchParams.get('state') ?? '',
        }),
      })
      expect(await screen.findByLabelText('Vorname')).toHaveValue('Lea')
      expect(screen.getByLabelText('Nachname')).toHaveValue('Neumann')
      expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue(lea.email)
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      // Account creation may trust this email once: the backend holds a social-login token for it.
      expect(db.tokens.findFirst((q) => q.where({ email: lea.email, type: 'social-login' }))).toMatchObject({
        type: 'social-login',
        usedAt: null,
      })
    },
  )

  it('signs nobody in with a Google account whose email has an account without Google: account creation, prefilled', async () => {
    const authorizeUrl = await leaveForGoogle()
    // Clara Neumann signed in once and out again (scenario new-customer); her account has only a password.
    const { user, router } = await renderApp({ scenario: 'new-customer', path: paths.home.getHref() })
    await user.click(await screen.findByRole('button', { name: 'Abmelden' }))
    await screen.findByRole('heading', { name: 'Sie haben sich abgemeldet' })
    await router.navigate(
      returnFromProvider(authorizeUrl, {
        code: googleCode(claraAtGoogle),
        state: authorizeUrl.searchParams.get('state') ?? '',
      }),
    )
    expect(await screen.findByLabelText('E-Mail-Adresse')).toHaveValue(claraNeu.email)
    expect(screen.getByLabelText('Vorname')).toHaveValue('Clara')
    // True for her too: no account signs in with this Google account; the form says what to do with a password.
    expect(screen.getByText('Noch kein Kundenkonto mit Google-Anmeldung für')).toBeInTheDocument()
    expect(
      screen.getByText(/schon ein Kundenkonto mit Passwort\? Dann melden Sie sich bitte damit an\./),
    ).toBeInTheDocument()
    expect(screen.queryByText('Hallo Clara Neumann')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(db.sessions.all()).toHaveLength(0)
  })

  it.each<[string, FaultRule['kind'], string]>([
    ['the service fails', 'http-500', genericError],
    ['the connection breaks', 'network-error', 'Wir konnten keine Verbindung herstellen.'],
  ])('shows the catalogued message when %s, and the buttons work again', async (_case, kind, message) => {
    const authorizeUrl = await leaveForGoogle()
    await renderApp({
      scenario: 'anonymous',
      path: returnFromProvider(authorizeUrl, {
        code: googleCode(anna),
        state: authorizeUrl.searchParams.get('state') ?? '',
      }),
      flags: { socialLogin: true },
      faults: [{ service: 'customer', endpoint: 'POST /user/social-login', kind, remaining: 1 }],
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mit Google anmelden' })).toBeEnabled())
    expect(screen.getByLabelText('E-Mail-Adresse oder Kundennummer')).toBeInTheDocument()
    expect(db.sessions.all()).toHaveLength(0)
  })
})

describe('Google account without a password (scenario social-login-no-password)', () => {
  it('offers Google and a set-password link instead of the password step', async () => {
    const view = await signOutJonas()
    await enterUsername(view, jonasGoogle.email)
    expect(await screen.findByRole('heading', { level: 2, name: 'Anmelden mit Google' })).toBeInTheDocument()
    expect(screen.getByText(/Sie haben Ihr Kundenkonto mit Google angelegt/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Passwort')).not.toBeInTheDocument()

    const redirects = watchProviderRedirects()
    await view.user.click(screen.getByRole('button', { name: 'Mit Google anmelden' }))
    expect(new URL(redirects.mock.calls[0]?.[0] ?? '').searchParams.get('redirect_uri')).toBe(
      `${window.location.origin}/login`,
    )

    await view.user.click(screen.getByRole('button', { name: 'E-Mail-Adresse oder Kundennummer ändern' }))
    expect(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer')).toHaveValue(jonasGoogle.email)
  })

  it(
    'mails a set-password link and shows the link-sent page',
    { tags: ['spec:7.passwords.reset', 'spec:3.values.token-types'] },
    async () => {
      const calls = recordCalls('/user/reset-password')
      const view = await signOutJonas()
      await enterUsername(view, jonasGoogle.email)
      await view.user.click(await screen.findByRole('button', { name: 'Passwort festlegen' }))
      expect(await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeInTheDocument()
      expect(view.router.state.location.pathname).toBe('/send-password-link-success')
      expect(view.router.state.location.search).toBe('?reason=set-password')
      expect(calls).toEqual([
        {
          path: '/user/reset-password',
          body: {
            username: jonasGoogle.email,
            reason: 'set-password-for-social-login',
            redirect_uri: paths.setPassword.getHref(undefined, 'social'),
          },
        },
      ])
      const [mail] = db.outbox.all()
      expect(mail).toMatchObject({ to: jonasGoogle.email, kind: 'set-password' })
      expect(mail?.link).toMatch(/^\/set-password\?type=social&token=[0-9a-f]{32}$/)
    },
  )

  it('keeps the step and shows the generic error when the link cannot be requested', async () => {
    const view = await signOutJonas()
    const { injectFault } = await import('@mock-server/runtime/faults')
    injectFault({ service: 'customer', endpoint: 'POST /user/reset-password', kind: 'http-500', remaining: 1 })
    await enterUsername(view, jonasGoogle.email)
    await view.user.click(await screen.findByRole('button', { name: 'Passwort festlegen' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
    expect(screen.getByRole('heading', { name: 'Anmelden mit Google' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Passwort festlegen' })).toBeEnabled())
    expect(db.outbox.all()).toHaveLength(0)
  })

  it(
    'sets the password from the mailed link (POST /user/sn/set-password); then he signs in with it',
    { tags: ['spec:7.passwords.social-set'] },
    async () => {
      const calls = recordCalls('/user/sn/set-password', '/user/set-password')
      const view = await signOutJonas()
      await enterUsername(view, jonasGoogle.email)
      await view.user.click(await screen.findByRole('button', { name: 'Passwort festlegen' }))
      await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })
      const link = db.outbox.all()[0]?.link ?? ''

      await view.router.navigate(link)
      await view.user.type(await screen.findByLabelText('Neues Passwort'), 'Tulpe-Fluss-2026')
      await view.user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Tulpe-Fluss-2026')
      await view.user.click(screen.getByRole('button', { name: 'Passwort speichern' }))
      expect(await screen.findByText(/Ihr neues Passwort ist gespeichert/)).toBeInTheDocument()
      const token = new URL(link, 'http://x').searchParams.get('token')
      expect(calls).toEqual([{ path: '/user/sn/set-password', body: { token, password: 'Tulpe-Fluss-2026' } }])

      await view.user.click(screen.getByRole('link', { name: 'Zur Anmeldung' }))
      await enterUsername(view, jonasGoogle.email)
      await view.user.type(await screen.findByLabelText('Passwort'), 'Tulpe-Fluss-2026')
      await view.user.click(screen.getByRole('button', { name: 'Anmelden' }))
      expect(await screen.findByText('Hallo Jonas Becker')).toBeInTheDocument()
      expect(rememberedLoginMethod()).toBe('email')
    },
  )

  it('refuses a set-password-for-social-login link at /user/set-password', async () => {
    const view = await signOutJonas()
    await enterUsername(view, jonasGoogle.email)
    await view.user.click(await screen.findByRole('button', { name: 'Passwort festlegen' }))
    await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })
    const token = new URL(db.outbox.all()[0]?.link ?? '', 'http://x').searchParams.get('token')

    // The same token without type=social goes to the endpoint for forgotten-password links.
    await view.router.navigate(paths.setPassword.getHref(token as string))
    await view.user.type(await screen.findByLabelText('Neues Passwort'), 'Tulpe-Fluss-2026')
    await view.user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Tulpe-Fluss-2026')
    await view.user.click(screen.getByRole('button', { name: 'Passwort speichern' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Link ist abgelaufen oder wurde bereits verwendet',
    )
    expect(db.customers.findFirst((q) => q.where({ email: jonasGoogle.email }))?.passwordHash).toBeNull()
  })
})

describe('Google configuration of a production build', () => {
  it('takes the provider from VITE_GOOGLE_AUTH_URL and VITE_GOOGLE_CLIENT_ID, and has none without both', () => {
    const google = productionSocialLoginConfig({
      VITE_GOOGLE_AUTH_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
      VITE_GOOGLE_CLIENT_ID: 'client-123',
    }).google
    expect(google).toEqual({ authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth', clientId: 'client-123' })
    const url = new URL(
      googleAuthorizeUrl(google as NonNullable<typeof google>, {
        redirectUri: 'https://www.hse.de/dpl/av/login',
        state: 'abc',
      }),
    )
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-123',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: 'https://www.hse.de/dpl/av/login',
      state: 'abc',
    })
    expect(productionSocialLoginConfig({ VITE_GOOGLE_AUTH_URL: 'https://accounts.google.com/x' }).google).toBeNull()
    expect(productionSocialLoginConfig({}).google).toBeNull()
  })
})

describe('mock backend POST /user/social-login', () => {
  async function postSocialLogin(body: Record<string, unknown>) {
    const response = await fetch(`${window.location.origin}/api/customer/user/social-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'de' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const redirect_url = 'http://localhost:3000/login'

  beforeEach(() => seedScenario('anonymous'))

  it('refuses an unknown provider with 400', async () => {
    expect(await postSocialLogin({ provider: 'MYSPACE', code: googleCode(anna), redirect_url })).toEqual({
      status: 400,
      body: { code: 'invalid_provider' },
    })
  })

  it.each([
    ["a Google code as Facebook's", { provider: 'FACEBOOK', code: googleCode(anna), redirect_url }],
    ["a Google code as Apple's", { provider: 'APPLE', code: googleCode(anna), redirect_url }],
    ['a code it did not issue', { provider: 'GOOGLE', code: 'gefaelscht', redirect_url }],
    ['a garbled code', { provider: 'GOOGLE', code: 'google.%%%.%%%', redirect_url }],
    ['no code', { provider: 'GOOGLE', redirect_url }],
  ])('refuses %s with 401', async (_case, body) => {
    expect(await postSocialLogin(body)).toEqual({ status: 401, body: { code: 'invalid_code' } })
    expect(db.sessions.all()).toHaveLength(0)
  })

  it('signs in only an account Google is linked to: for a password-only account’s email it is 404, like nobody', async () => {
    // Anna is signed in; Clara Neumann's account has a password and no Google.
    await seedScenario('account-settings')
    const { status, body } = await postSocialLogin({
      provider: 'GOOGLE',
      code: googleCode(claraAtGoogle),
      redirect_url,
    })
    expect(status).toBe(404)
    expect(body).toMatchObject({ code: 'social_account_not_found', userInfo: { email: claraNeu.email } })
    expect(db.sessions.all().map((session) => session.customer?.email)).toEqual([annaSchmidt.email])
  })

  it('signs in the accounts Google is linked to', async () => {
    const jonas = { email: jonasGoogle.email, firstName: 'Jonas', lastName: 'Becker' }
    for (const [scenario, person] of [
      ['anonymous', anna],
      ['social-login-no-password', jonas],
    ] as const) {
      await seedScenario(scenario)
      const { status, body } = await postSocialLogin({ provider: 'GOOGLE', code: googleCode(person), redirect_url })
      expect({ status, body }).toMatchObject({ status: 200, body: { email: person.email } })
    }
  })

  it('answers a Google person without an account with 404 and the userInfo to prefill account creation', async () => {
    const { status, body } = await postSocialLogin({ provider: 'GOOGLE', code: googleCode(lea), redirect_url })
    expect(status).toBe(404)
    expect(body).toEqual({
      code: 'social_account_not_found',
      userInfo: { firstName: 'Lea', lastName: 'Neumann', socialLoginToken: expect.any(String), email: lea.email },
    })
    const token = db.tokens.findFirst((q) =>
      q.where({ token: (body.userInfo as { socialLoginToken: string }).socialLoginToken }),
    )
    expect(token).toMatchObject({ type: 'social-login', email: lea.email, usedAt: null })
    expect(JSON.parse(token?.payload ?? '{}')).toEqual({ provider: 'GOOGLE', firstName: 'Lea', lastName: 'Neumann' })
  })
})
