import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '@testing/render-app'
import { fakeAppClock } from '@testing/app-time'
import { countRequests } from '@testing/count-requests'
import { server } from '@mock-server/harness/node'
import { injectFault } from '@mock-server/runtime/faults'
import { annaSchmidt, lukasHuber, sabineMeier } from '@fixtures/customers'
import { rememberedLoginMethod } from '@/shared/session/local-preferences'
import { sentTrackingEvents } from '@/shared/tracking/tracking'
import { paths } from '@/shared/config/paths'
import { documentNavigation } from '@/shared/config/document-navigation'
import { setTrackingConsent } from '@mock-server/harness/consent-manager'

async function enterUsername(user: Awaited<ReturnType<typeof renderApp>>['user'], username: string) {
  await user.type(await screen.findByLabelText(/E-Mail-Adresse/), username)
  await user.click(screen.getByRole('button', { name: 'Weiter' }))
}

async function enterPassword(user: Awaited<ReturnType<typeof renderApp>>['user'], password: string) {
  await user.type(await screen.findByLabelText('Passwort'), password)
  await user.click(screen.getByRole('button', { name: 'Anmelden' }))
}

describe('password sign-in', () => {
  it(
    'signs in with email and password and shows account home',
    {
      tags: [
        'spec:7.common.headers',
        'spec:7.account.login',
        'spec:7.account.username-check',
        'spec:4.login.success',
        'spec:5.username.normalisation',
        'spec:5.username.at-means-email',
        'spec:2.routes.login',
      ],
    },
    async () => {
      setTrackingConsent(true)
      const sent: Array<{ headers: Headers; body: unknown }> = []
      const checked: Array<{ headers: Headers; query: Record<string, string> }> = []
      server.events.on('request:start', async ({ request }) => {
        const url = new URL(request.url)
        if (url.pathname.endsWith('/user/account/check'))
          checked.push({ headers: request.headers, query: Object.fromEntries(url.searchParams) })
        if (request.url.endsWith('/user/login'))
          sent.push({ headers: request.headers, body: await request.clone().json() })
      })
      const { user } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref() })
      await enterUsername(user, `  ${annaSchmidt.email}  `)
      await user.click(await screen.findByLabelText('Angemeldet bleiben'))
      await enterPassword(user, annaSchmidt.password as string)

      expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
      expect(screen.getByText('Kundennummer: 12345678')).toBeInTheDocument()
      expect(sent).toHaveLength(1)
      expect(sent[0]?.body).toEqual({
        username: annaSchmidt.email,
        password: annaSchmidt.password,
        stay_logged_in: true,
      })
      expect(sent[0]?.headers.get('x-client-id')).toBe('account-view')
      expect(sent[0]?.headers.get('x-locale')).toBe('de')
      expect(sent[0]?.headers.get('x-recaptcha-token')).toBeTruthy()
      // A new correlation id per attempt, for support cases.
      expect(sent[0]?.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/)
      // The username step asked first: the trimmed username as query, with its own reCAPTCHA token.
      expect(checked.map((call) => call.query)).toEqual([{ username: annaSchmidt.email }])
      expect(checked[0]?.headers.get('x-recaptcha-token')).toBe('test-recaptcha-token')
      expect(rememberedLoginMethod()).toBe('email')
      expect(sentTrackingEvents()).toEqual(
        expect.arrayContaining([
          { event: 'page_view', page_type: 'account_login' },
          { event: 'page_view', page_type: 'account_login_password' },
          { event: 'login', method: 'email' },
        ]),
      )
      server.events.removeAllListeners()
    },
  )

  it(
    'accepts a customer number with leading zeros and remembers the method',
    { tags: ['spec:4.login.username-confirmed', 'spec:4.login.success', 'spec:5.username.normalisation'] },
    async () => {
      const { user } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref() })
      await enterUsername(user, `00${annaSchmidt.customerNumber}`)
      expect(await screen.findByText(annaSchmidt.customerNumber)).toBeInTheDocument()
      await enterPassword(user, annaSchmidt.password as string)
      expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
      expect(rememberedLoginMethod()).toBe('customerNumber')
    },
  )

  it(
    'returns to the requested page after login, and only to the app’s own paths',
    { tags: ['spec:4.login.success', 'spec:2.routing.protected-redirect-to-login', 'spec:2.routing.redirect-targets'] },
    async () => {
      const { user, router } = await renderApp({ scenario: 'anonymous', path: paths.home.getHref() })
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
      expect(router.state.location.search).toBe('?redirect=%2F')
      await enterUsername(user, annaSchmidt.email)
      await enterPassword(user, annaSchmidt.password as string)
      await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    },
  )

  it('ignores a redirect target outside the app', { tags: ['spec:2.routing.redirect-targets'] }, async () => {
    const { user, router } = await renderApp({
      scenario: 'anonymous',
      path: paths.login.getHref('//evil.example/steal'),
    })
    await enterUsername(user, annaSchmidt.email)
    await enterPassword(user, annaSchmidt.password as string)
    expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it(
    'returns to the shop’s checkout after login, by a page load',
    { tags: ['spec:2.routing.redirect-targets'] },
    async () => {
      const leave = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined)
      const checkout = 'https://www.hse.de/dpl/checkout/cart?step=payment'
      const { user, router } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref(checkout) })
      await enterUsername(user, annaSchmidt.email)
      await enterPassword(user, annaSchmidt.password as string)
      await waitFor(() => expect(leave).toHaveBeenCalledWith(checkout))
      expect(router.state.location.pathname).toBe('/login')
    },
  )

  it(
    'sends a signed-in customer on to the shop’s content view at once',
    { tags: ['spec:2.routing.redirect-targets'] },
    async () => {
      const leave = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined)
      await renderApp({ scenario: 'default', path: paths.login.getHref('https://www.hse.de/dpl/c/magazin/kochen') })
      await waitFor(() => expect(leave).toHaveBeenCalledWith('https://www.hse.de/dpl/c/magazin/kochen'))
      expect(screen.queryByRole('heading', { name: 'Anmelden bei Mein Konto' })).not.toBeInTheDocument()
    },
  )

  it.each([
    ['another shop’s checkout', 'https://www.hse.at/dpl/checkout/cart'],
    ['another page of the shop', 'https://www.hse.de/dpl/account-delete'],
    ['a host that only starts like the shop', 'https://www.hse.de.evil.example/dpl/checkout'],
  ])('ends on account home for %s', async (_what, target) => {
    const leave = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined)
    const { user, router } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref(target) })
    await enterUsername(user, annaSchmidt.email)
    await enterPassword(user, annaSchmidt.password as string)
    expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(leave).not.toHaveBeenCalled()
  })

  it(
    'rejects a customer of another country with the name of their shop',
    { tags: ['spec:8.login.country-rejected'] },
    async () => {
      const { user } = await renderApp({ scenario: 'country-rejected-login', path: paths.login.getHref() })
      await enterUsername(user, lukasHuber.email)
      await enterPassword(user, lukasHuber.password as string)
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('Ihr Kundenkonto gehört zu unserem Shop für Österreich')
      expect(screen.getByRole('link', { name: 'www.hse.at' })).toHaveAttribute(
        'href',
        'https://www.hse.at/dpl/av/login',
      )
    },
  )

  it(
    'says so when the password does not match, keeping the username',
    { tags: ['spec:8.login.invalid-credentials'] },
    async () => {
      const { user } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref() })
      await enterUsername(user, annaSchmidt.email)
      await enterPassword(user, 'falsches-passwort')
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Die Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort ist uns nicht bekannt',
      )
      expect(screen.getByText(annaSchmidt.email)).toBeInTheDocument()
      expect(screen.getByLabelText('Passwort')).toHaveValue('falsches-passwort')
    },
  )

  it(
    'reports an unknown customer number at the username step',
    {
      tags: [
        'spec:4.login.unknown-customer-number',
        'spec:8.login.wrong-account-number',
        'spec:8.username-check.customer-number-not-exist',
      ],
    },
    async () => {
      const { user } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref() })
      await enterUsername(user, '99999999')
      expect(await screen.findByRole('alert')).toHaveTextContent('Zu dieser Kundennummer finden wir kein Kundenkonto')
      expect(screen.getByLabelText('E-Mail-Adresse oder Kundennummer')).toHaveValue('99999999')
    },
  )

  it.each([
    ['http-500', 'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.'],
    ['network-error', 'Wir konnten keine Verbindung herstellen'],
    ['timeout', 'Wir konnten keine Verbindung herstellen'],
    ['malformed-json', 'Da hat etwas nicht geklappt'],
  ] as const)(
    'shows the catalogued message when login fails with %s',
    { tags: ['spec:8.login.generic-error', 'spec:8.login.connection'] },
    async (kind, message) => {
      // A timeout takes the api client's 2 s: on the fake clock, which moves on while the app waits on time
      const clock = fakeAppClock()
      const { user, queryClient } = await renderApp({
        scenario: 'anonymous',
        path: paths.login.getHref(),
        advanceTimers: clock.advanceTimers,
      })
      clock.follow(queryClient)
      await enterUsername(user, annaSchmidt.email)
      injectFault({ service: 'customer', endpoint: 'POST /user/login', kind, remaining: 1 })
      await enterPassword(user, annaSchmidt.password as string)
      await clock.letTimePass({ horizonMs: 3_000, done: () => screen.queryByRole('alert') !== null })
      expect(await screen.findByRole('alert')).toHaveTextContent(message)
      expect(screen.getByLabelText('Passwort')).toHaveValue(annaSchmidt.password)
    },
  )

  it('says when to try again once the service throttles, and keeps the password typed', async () => {
    const { user } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref() })
    const logins = countRequests('POST', '/api/customer/user/login')
    await enterUsername(user, annaSchmidt.email)
    await enterPassword(user, 'Sommer2025!')
    // Wrong passwords within 15 minutes on the mock clock (the username check counts too): then it is held back.
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      await waitFor(() => expect(screen.getByRole('button', { name: 'Anmelden' })).not.toHaveAttribute('aria-busy'))
      await user.click(screen.getByRole('button', { name: 'Anmelden' }))
      await waitFor(() => expect(logins()).toBe(attempt))
    }
    await user.clear(screen.getByLabelText('Passwort'))
    await enterPassword(user, annaSchmidt.password as string)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    )
    expect(screen.getByLabelText('Passwort')).toHaveValue(annaSchmidt.password)
  })

  it('treats another 403 as not authorized', { tags: ['spec:8.login.not-authorized'] }, async () => {
    const { user } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref() })
    await enterUsername(user, annaSchmidt.email)
    injectFault({ service: 'customer', endpoint: 'POST /user/login', kind: 'http-403', remaining: 1 })
    await enterPassword(user, annaSchmidt.password as string)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Eine Anmeldung mit diesem Kundenkonto ist leider nicht möglich',
    )
  })

  it(
    'refuses a login whose answer belongs to another customer (WRONG_CUSTOMER)',
    { tags: ['spec:4.login.wrong-customer', 'spec:8.login.wrong-customer'] },
    async () => {
      server.use(
        http.post('*/api/customer/user/login', () =>
          HttpResponse.json({ type: 'success', email: 'someone.else@example.de', customer_number: '1' }),
        ),
      )
      const { user } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref() })
      await enterUsername(user, annaSchmidt.email)
      await enterPassword(user, annaSchmidt.password as string)
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Die Anmeldung passt nicht zu der eingegebenen E-Mail-Adresse',
      )
    },
  )

  it(
    'shows the generic error when reCAPTCHA is not available',
    { tags: ['spec:5.recaptcha.no-executor-generic-error'] },
    async () => {
      const { user } = await renderApp({
        scenario: 'anonymous',
        path: paths.login.getHref(),
        runtime: { recaptcha: null },
      })
      await enterUsername(user, annaSchmidt.email)
      expect(await screen.findByRole('alert')).toHaveTextContent('Da hat etwas nicht geklappt')
    },
  )

  it(
    'sends a reCAPTCHA token of its own action with the username check and with the login',
    { tags: ['spec:5.recaptcha.token-for-login-and-username-check'] },
    async () => {
      const sent: Array<{ path: string; token: string | null }> = []
      server.events.on('request:start', ({ request }) => {
        const { pathname } = new URL(request.url)
        if (pathname.endsWith('/user/account/check') || pathname.endsWith('/user/login'))
          sent.push({ path: pathname, token: request.headers.get('x-recaptcha-token') })
      })
      const recaptcha = vi.fn(async (action: string) => `token-for-${action}`)
      const { user } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref(), runtime: { recaptcha } })
      await enterUsername(user, annaSchmidt.email)
      await enterPassword(user, annaSchmidt.password as string)
      expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
      expect(sent).toEqual([
        { path: '/api/customer/user/account/check', token: 'token-for-username_check' },
        { path: '/api/customer/user/login', token: 'token-for-login' },
      ])
      server.events.removeAllListeners()
    },
  )

  it('has reCAPTCHA loaded in the background, since it will ask for tokens', async () => {
    const prepareRecaptcha = vi.fn()
    await renderApp({ scenario: 'anonymous', path: paths.login.getHref(), runtime: { prepareRecaptcha } })
    await screen.findByLabelText('E-Mail-Adresse oder Kundennummer')
    await waitFor(() => expect(prepareRecaptcha).toHaveBeenCalled())
  })

  it('leaves reCAPTCHA (a large third-party script) out of the account pages', async () => {
    const prepareRecaptcha = vi.fn()
    await renderApp({ scenario: 'default', path: paths.home.getHref(), runtime: { prepareRecaptcha } })
    expect(await screen.findByText('Hallo Anna Schmidt')).toBeVisible()
    expect(prepareRecaptcha).not.toHaveBeenCalled()
  })

  it(
    'returns to the username step with "Ändern", keeping what was typed',
    { tags: ['spec:4.login.change-username'] },
    async () => {
      const { user } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref() })
      await enterUsername(user, annaSchmidt.email)
      await user.click(await screen.findByRole('button', { name: 'E-Mail-Adresse oder Kundennummer ändern' }))
      expect(screen.getByLabelText('E-Mail-Adresse oder Kundennummer')).toHaveValue(annaSchmidt.email)
    },
  )

  it('sends a signed-in customer on from the login page to the target', async () => {
    const { router } = await renderApp({ scenario: 'default', path: paths.login.getHref() })
    expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it(
    'validates the username at the field',
    { tags: ['spec:8.login.invalid-username', 'spec:5.username.required', 'spec:5.username.email-or-customer-number'] },
    async () => {
      const { user } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref() })
      await user.click(await screen.findByRole('button', { name: 'Weiter' }))
      expect(await screen.findByText('Bitte geben Sie Ihre E-Mail-Adresse oder Kundennummer ein.')).toBeInTheDocument()
      await user.type(screen.getByLabelText('E-Mail-Adresse oder Kundennummer'), 'anna@')
      await user.click(screen.getByRole('button', { name: 'Weiter' }))
      expect(
        await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse oder Kundennummer ein.'),
      ).toBeInTheDocument()
      expect(screen.getByLabelText('E-Mail-Adresse oder Kundennummer')).toHaveAttribute('aria-invalid', 'true')
    },
  )

  it('accepts only an email address on the Swiss shop', { tags: ['spec:5.username.swiss-email-only'] }, async () => {
    const { user } = await renderApp({ scenario: 'swiss-customer', path: paths.home.getHref() })
    // The Swiss customer starts signed in; sign out first through the app.
    await user.click(await screen.findByRole('button', { name: 'Abmelden' }))
    await screen.findByText('Sie haben sich abgemeldet')
    await user.click(screen.getByRole('link', { name: 'Erneut anmelden' }))
    await enterUsername(user, sabineMeier.customerNumber)
    expect(
      await screen.findByText(/Im Schweizer Shop ist die Anmeldung nur mit E-Mail-Adresse möglich/),
    ).toBeInTheDocument()
    await user.clear(screen.getByLabelText('E-Mail-Adresse'))
    await enterUsername(user, sabineMeier.email)
    await enterPassword(user, sabineMeier.password as string)
    expect(await screen.findByText('Hallo Sabine Meier')).toBeInTheDocument()
  })
})
