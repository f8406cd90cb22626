import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '@testing/render-app'
import { fakeAppClock } from '@testing/app-time'
import { countRequests } from '@testing/count-requests'
import { holdAnswers } from '@testing/held-answers'
import { assertAnswered, assertAsking } from '@testing/query-state'
import { server } from '@mock-server/harness/node'
import { moveMockClock } from '@mock-server/runtime/clock'
import { receivedLogEntries } from '@mock-server/handlers/logging'
import { isStayLoggedInBannerDismissed } from '@/shared/session/local-preferences'
import { annaSchmidt } from '@fixtures/customers'
import { paths } from '@/shared/config/paths'
import { sessionKeys } from '@/shared/session/session-api'

/** The login state says Anna Schmidt is signed in with `customerNumber`, and sets the customer-number cookie to `cookie`. */
function signedInWithCookie({ cookie, customerNumber }: { cookie: string; customerNumber: string }) {
  server.use(
    http.get('*/api/customer/user/login-state', () => {
      document.cookie = `customer_number=${cookie}; Path=/`
      return HttpResponse.json({
        state: 'LOGGED_IN',
        first_name: 'Anna',
        last_name: 'Schmidt',
        customer_number: customerNumber,
      })
    }),
  )
}

describe('protected routes and session', () => {
  it(
    'renders nothing while the login state is unknown',
    { tags: ['spec:2.routing.protected-empty-while-unknown'] },
    async () => {
      server.use(http.get('*/api/customer/user/login-state', () => delay('infinite')))
      const { router, queryClient } = await renderApp({ scenario: 'default', path: paths.home.getHref() })
      // The protected page has rendered and asked: what it shows without the answer is all it will show.
      await waitFor(() => assertAsking(queryClient, sessionKeys.loginState))
      expect(screen.queryByText(/Hallo/)).not.toBeInTheDocument()
      expect(screen.queryByRole('heading', { name: 'Anmelden bei Mein Konto' })).not.toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/')
    },
  )

  it(
    'treats a failing login-state call as signed out',
    { tags: ['spec:4.session.logged-in-details', 'spec:7.session.login-state', 'spec:6.roles.logged-in-customer'] },
    async () => {
      const { router } = await renderApp({
        scenario: 'default',
        path: paths.home.getHref(),
        faults: [{ service: 'customer', endpoint: 'GET /user/login-state', kind: 'http-500', remaining: 'always' }],
      })
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    },
  )

  it(
    'clears the customer when the login state answers anything but LOGGED_IN, even with her details',
    { tags: ['spec:4.session.logged-in-details'] },
    async () => {
      const { router, queryClient } = await renderApp({ scenario: 'default', path: paths.home.getHref() })
      expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
      server.use(
        http.get('*/api/customer/user/login-state', () =>
          HttpResponse.json({
            state: 'LOGGED_OUT',
            first_name: 'Anna',
            last_name: 'Schmidt',
            customer_number: '12345678',
          }),
        ),
      )
      await queryClient.invalidateQueries({ queryKey: sessionKeys.loginState })
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
      expect(screen.queryByText('Hallo Anna Schmidt')).not.toBeInTheDocument()
      expect(queryClient.getQueryData(sessionKeys.loginState)).toEqual({ loggedIn: false, user: null })
    },
  )

  it('keeps the customer signed in through a network blip on the login state', async () => {
    // The retry's pause on the fake clock
    const clock = fakeAppClock()
    const { router, queryClient } = await renderApp({ scenario: 'default', path: paths.home.getHref() })
    clock.follow(queryClient)
    expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
    server.use(http.get('*/api/customer/user/login-state', () => HttpResponse.error()))
    const refetched = queryClient.invalidateQueries({ queryKey: ['session', 'login-state'] })
    await clock.letTimePass({
      horizonMs: 5_000,
      done: () => queryClient.getQueryState(['session', 'login-state'])?.status === 'error',
    })
    await refetched
    await waitFor(() => expect(queryClient.getQueryState(['session', 'login-state'])?.status).toBe('error'))
    expect(router.state.location.pathname).toBe('/')
    expect(screen.getByText('Hallo Anna Schmidt')).toBeInTheDocument()
  })

  it('signs out when the login state never answers on the first load, instead of an empty page', async () => {
    server.use(http.get('*/api/customer/user/login-state', () => HttpResponse.error()))
    const clock = fakeAppClock()
    const { router, queryClient } = await renderApp({ scenario: 'default', path: paths.home.getHref() })
    clock.follow(queryClient)
    await clock.letTimePass({ horizonMs: 5_000, done: () => router.state.location.pathname === '/login' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it(
    'treats a customer-number cookie of someone else as signed out, and logs it without the numbers',
    { tags: ['spec:4.session.customer-number-mismatch'] },
    async () => {
      receivedLogEntries.length = 0
      signedInWithCookie({ cookie: '99999999', customerNumber: '12345678' })
      const { router } = await renderApp({ scenario: 'default', path: paths.home.getHref() })
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
      await expect.poll(() => JSON.stringify(receivedLogEntries)).toContain('session.customer-number-mismatch')
      expect(JSON.stringify(receivedLogEntries)).not.toContain('12345678')
    },
  )

  it(
    'matches the customer-number cookie case-insensitively',
    { tags: ['spec:4.session.customer-number-mismatch'] },
    async () => {
      signedInWithCookie({ cookie: 'ab12', customerNumber: 'AB12' })
      await renderApp({ scenario: 'default', path: paths.home.getHref() })
      expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
    },
  )

  it('refreshes the token on a 401 and carries on', { tags: ['spec:7.session.refresh'] }, async () => {
    let refreshCalls = 0
    server.use(
      http.get(
        '*/api/customer/user/personal-details',
        () => HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 }),
        { once: true },
      ),
      http.post('*/api/customer/user/auth/refresh', () => {
        refreshCalls += 1
        return HttpResponse.json({ refreshed: true })
      }),
    )
    await renderApp({ scenario: 'incomplete-profile', path: paths.home.getHref() })
    expect(await screen.findByText('Bitte vervollständigen Sie Ihr Profil')).toBeInTheDocument()
    expect(refreshCalls).toBe(1)
  })

  it(
    'logs out to login when the token refresh fails',
    { tags: ['spec:4.session.token-refresh-failure', 'spec:7.session.logout'] },
    async () => {
      let logoutCalls = 0
      server.use(
        http.get('*/api/customer/user/personal-details', () =>
          HttpResponse.json({ code: 'UNAUTHORIZED' }, { status: 401 }),
        ),
        http.get('*/api/customer/user/auth/logout', () => {
          logoutCalls += 1
          return HttpResponse.json({})
        }),
      )
      const { router, queryClient } = await renderApp({
        scenario: 'default',
        path: paths.home.getHref(),
        faults: [{ service: 'customer', endpoint: 'POST /user/auth/refresh', kind: 'http-403', remaining: 'always' }],
      })
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
      expect(await screen.findByRole('heading', { name: 'Anmelden bei Mein Konto' })).toBeInTheDocument()
      // Logged out on the server too, and no personal details left in the cache.
      expect(logoutCalls).toBe(1)
      expect(queryClient.getQueryData(['session', 'personal-details'])).toBeUndefined()
    },
  )
})

describe('sessions that ran out (spec section 9: 10 days, or 60 without a visit with "Angemeldet bleiben")', () => {
  const sessionEnded =
    'Sie wurden abgemeldet, weil Ihre Anmeldung abgelaufen ist: nach 10 Tagen, mit „Angemeldet bleiben“ nach 60 Tagen. Bitte melden Sie sich erneut an.'

  it(
    'a visit 11 days after signing in without "Angemeldet bleiben" lands on login, which says why',
    {
      tags: [
        'spec:9.session.otherwise-10-days',
        'spec:2.routing.protected-redirect-to-login',
        'spec:6.roles.anonymous',
      ],
    },
    async () => {
      // Anna signed in as the scenario starts; the mock clock moves on as `clock=+11d` does.
      const { router } = await renderApp({ scenario: 'default', path: paths.orders.getHref(), clock: '+11d' })
      expect(await screen.findByRole('status')).toHaveTextContent(sessionEnded)
      expect(screen.getByRole('heading', { name: 'Anmelden bei Mein Konto' })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/login')
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/orders')
      expect(screen.queryByText('Hallo Anna Schmidt')).not.toBeInTheDocument()
      // The notice belongs to the link the app sent her with, no other.
      await router.navigate(`${paths.login.getHref()}?reason=UNBEKANNT`)
      await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument())
    },
  )

  it(
    'with the account open while the session runs out, the next call sends her to login with the reason',
    { tags: ['spec:4.session.token-refresh-failure'] },
    async () => {
      const { router } = await renderApp({ scenario: 'default', path: paths.home.getHref() })
      expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
      moveMockClock('+11d')
      await router.navigate(paths.orders.getHref())
      expect(await screen.findByText(sessionEnded)).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/login')
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/orders')
      expect(screen.queryByText('Hallo Anna Schmidt')).not.toBeInTheDocument()
    },
  )
})

describe('account shell', () => {
  it(
    'greets with the full name and shows the customer number',
    { tags: ['spec:2.shell.greeting', 'spec:2.shell.side-navigation'] },
    async () => {
      await renderApp({ scenario: 'default', path: paths.home.getHref() })
      expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
      expect(screen.getByText('Kundennummer: 12345678')).toBeInTheDocument()
      expect(screen.getByRole('navigation', { name: 'Mein Konto' })).toBeInTheDocument()
      // The page (and its title) follows once the stay-logged-in banner knows whether it shows.
      await waitFor(() => expect(document.title).toBe('Mein Konto | Mein Konto | HSE'))
    },
  )

  it('greets with the username when the name is missing', { tags: ['spec:2.shell.greeting'] }, async () => {
    server.use(
      http.get('*/api/customer/user/login-state', () =>
        HttpResponse.json({ state: 'LOGGED_IN', username: 'kunde@example.de', customer_number: '12345678' }),
      ),
    )
    await renderApp({ scenario: 'default', path: paths.home.getHref() })
    expect(await screen.findByText('Hallo kunde@example.de')).toBeInTheDocument()
  })

  it(
    'shows the complete-profile hint only when the billing address is missing',
    { tags: ['spec:3.flags.completeProfile'] },
    async () => {
      await renderApp({ scenario: 'incomplete-profile', path: paths.home.getHref() })
      expect(await screen.findByText('Bitte vervollständigen Sie Ihr Profil')).toBeInTheDocument()
    },
  )

  it(
    'hides the complete-profile hint for a complete profile and when the flag is off',
    { tags: ['spec:3.flags.completeProfile'] },
    async () => {
      const complete = await renderApp({ scenario: 'default', path: paths.home.getHref() })
      await screen.findByText('Hallo Anna Schmidt')
      await waitFor(() => assertAnswered(complete.queryClient, sessionKeys.personalDetails))
      expect(screen.queryByText('Bitte vervollständigen Sie Ihr Profil')).not.toBeInTheDocument()
      complete.unmount()

      // A profile the hint is for, with the flag off.
      const flagOff = await renderApp({
        scenario: 'incomplete-profile',
        path: paths.home.getHref(),
        flags: { completeProfile: false },
      })
      await screen.findByText(/^Hallo /)
      // The banner's setting loads in the same render the hint would load the profile in.
      await waitFor(() => assertAnswered(flagOff.queryClient, sessionKeys.stayLoggedIn))
      expect(screen.queryByText('Bitte vervollständigen Sie Ihr Profil')).not.toBeInTheDocument()
    },
  )

  it(
    'leaves the personal areas out of navigation and home while personalAreas is off',
    { tags: ['spec:2.navigation.my-activity', 'spec:3.flags.personalAreas'] },
    async () => {
      const areas = ['Gefolgte Creators', 'Zuletzt angesehen', 'Shop weiterempfehlen']
      const on = await renderApp({ scenario: 'default', path: paths.home.getHref() })
      await screen.findByText('Hallo Anna Schmidt')
      for (const area of areas) expect(screen.getAllByRole('link', { name: area }).length).toBeGreaterThan(0)
      on.unmount()

      await renderApp({ scenario: 'default', path: paths.home.getHref(), flags: { personalAreas: false } })
      await screen.findByText('Hallo Anna Schmidt')
      expect(screen.getAllByRole('link', { name: 'Wunschliste' }).length).toBeGreaterThan(0)
      for (const area of areas) expect(screen.queryByRole('link', { name: area })).not.toBeInTheDocument()
    },
  )

  it('scrolls to the top on every route change', { tags: ['spec:2.routing.scroll-to-top'] }, async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo')
    const { router } = await renderApp({ scenario: 'default', path: paths.home.getHref() })
    await screen.findByText('Hallo Anna Schmidt')
    scrollTo.mockClear()
    await router.navigate('/does-not-exist')
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0))
  })

  it(
    'shows page-not-found with a link home for unknown paths',
    { tags: ['spec:8.generic.page-not-found', 'spec:2.routes.page-not-found'] },
    async () => {
      const { user, router } = await renderApp({ scenario: 'default', path: '/gibt-es-nicht' })
      expect(await screen.findByRole('heading', { name: 'Diese Seite gibt es leider nicht' })).toBeInTheDocument()
      await user.click(screen.getByRole('link', { name: 'Zur Übersicht von Mein Konto' }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    },
  )

  it(
    'names the toll-free service line with its hours, 8 to 21, and the support email around the clock in the footer',
    { tags: ['spec:9.service.hours-8-to-21-toll-free', 'spec:9.service.support-email-24-7'] },
    async () => {
      await renderApp({ scenario: 'default', path: paths.orders.getHref() })
      const footer = await screen.findByRole('contentinfo')
      expect(footer).toHaveTextContent(
        'Kostenlose Service-Hotline: 0800 29 888 00 (täglich 8 bis 21 Uhr) · E-Mail rund um die Uhr: service@hse.de',
      )
    },
  )

  it(
    'shows the error fallback page with the phone service',
    { tags: ['spec:8.generic.page-unavailable'] },
    async () => {
      await renderApp({ scenario: 'default', path: paths.pageUnavailable.getHref() })
      expect(
        await screen.findByRole('heading', { name: 'Diese Seite ist gerade nicht erreichbar' }),
      ).toBeInTheDocument()
      expect(screen.getByRole('link', { name: /0800 29 888 00/ })).toHaveAttribute('href', 'tel:08002988800')
    },
  )

  it(
    'logs out to the post-logout page; the account is then closed',
    { tags: ['spec:4.session.logout', 'spec:2.routes.post-logout', 'spec:2.navigation.logout'] },
    async () => {
      const logouts = countRequests('GET', '/api/customer/user/auth/logout')
      const { user, router } = await renderApp({ scenario: 'default', path: paths.home.getHref() })
      await user.click(await screen.findByRole('button', { name: 'Abmelden' }))
      expect(await screen.findByRole('heading', { name: 'Sie haben sich abgemeldet' })).toBeInTheDocument()
      // The server is told, before the post-logout page shows.
      expect(logouts()).toBe(1)
      await router.navigate(paths.home.getHref())
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    },
  )

  it('logs out to the post-logout page, not to login, while a call of the page is still on its way', async () => {
    // The call comes back 401 after the session has ended, and a token refresh would fail too
    let releaseStayLoggedIn = () => {}
    const held = new Promise<void>((resolve) => (releaseStayLoggedIn = resolve))
    const unauthorized = () => HttpResponse.json({ message: 'unauthorized' }, { status: 401 })
    server.use(
      http.get('*/user/auth/stay-logged-in', async () => {
        await held
        return unauthorized()
      }),
      http.post('*/user/auth/refresh', unauthorized),
      http.get('*/user/auth/logout', () => {
        releaseStayLoggedIn()
        return HttpResponse.json({})
      }),
    )
    const { user, router, queryClient } = await renderApp({ scenario: 'default', path: paths.home.getHref() })
    const logoutButton = await screen.findByRole('button', { name: 'Abmelden' })
    await waitFor(() => assertAsking(queryClient, sessionKeys.stayLoggedIn))
    await user.click(logoutButton)
    expect(await screen.findByRole('heading', { name: 'Sie haben sich abgemeldet' })).toBeInTheDocument()
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0))
    expect(router.state.location.pathname).toBe(paths.postLogout.path)
  })

  it(
    'stays signed in where the customer is when the logout fails, and logs out with "Nochmal versuchen"',
    { tags: ['spec:4.session.logout'] },
    async () => {
      const { user, router } = await renderApp({
        scenario: 'default',
        path: paths.orders.getHref(),
        faults: [{ service: 'customer', endpoint: 'GET /user/auth/logout', kind: 'http-500', remaining: 1 }],
      })
      await user.click(await screen.findByRole('button', { name: 'Abmelden' }))
      // Only the server can end the session (HttpOnly cookie): it did not, so the account stays.
      const navigation = screen.getByRole('navigation', { name: 'Mein Konto' })
      expect(await within(navigation).findByRole('alert')).toHaveTextContent(
        'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
      )
      expect(screen.queryByRole('heading', { name: 'Sie haben sich abgemeldet' })).not.toBeInTheDocument()
      expect(router.state.location.pathname).toBe(paths.orders.getHref())
      expect(screen.getByText('Hallo Anna Schmidt')).toBeInTheDocument()
      expect(await screen.findByRole('heading', { name: 'Meine Bestellungen' })).toBeInTheDocument()

      await user.click(within(navigation).getByRole('button', { name: 'Nochmal versuchen' }))
      expect(await screen.findByRole('heading', { name: 'Sie haben sich abgemeldet' })).toBeInTheDocument()
      expect(screen.queryByText('Hallo Anna Schmidt')).not.toBeInTheDocument()
      await router.navigate(paths.orders.getHref())
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    },
  )

  it('logs out on "Nochmal versuchen" after a logout whose answer was lost, though it had gone through', async () => {
    // The page's cards loaded and answered first: a call still to come would be answered 401 and show that the
    // logout went through (the next test).
    const { user, navigation } = await logOutLosingTheAnswer({ afterThePageSettled: true })
    expect(within(navigation).getByRole('alert')).toHaveTextContent(
      'Wir konnten keine Verbindung herstellen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es nochmal.',
    )
    expect(screen.queryByRole('heading', { name: 'Sie haben sich abgemeldet' })).not.toBeInTheDocument()
    await user.click(within(navigation).getByRole('button', { name: 'Nochmal versuchen' }))
    expect(await screen.findByRole('heading', { name: 'Sie haben sich abgemeldet' })).toBeInTheDocument()
  })

  it('shows the post-logout page, not "abgelaufen", when a call comes back 401 after a logout whose answer was lost', async () => {
    const { queryClient } = await logOutLosingTheAnswer({ afterThePageSettled: false })
    // A call the logout had cancelled is asked for again, as on a slow line: the session is gone, so 401.
    void queryClient.refetchQueries({ queryKey: sessionKeys.personalDetails })
    expect(await screen.findByRole('heading', { name: 'Sie haben sich abgemeldet' })).toBeInTheDocument()
    expect(screen.queryByText(/Ihre Anmeldung abgelaufen ist/)).not.toBeInTheDocument()
  })
})

/** Account home of the default scenario; "Abmelden" clicked, its answer lost though the logout went through. */
async function logOutLosingTheAnswer({ afterThePageSettled }: { afterThePageSettled: boolean }) {
  const clock = fakeAppClock()
  const { user, queryClient } = await renderApp({
    scenario: 'default',
    path: paths.home.getHref(),
    advanceTimers: clock.advanceTimers,
    faults: [{ service: 'customer', endpoint: 'GET /user/auth/logout', kind: 'lost-answer', remaining: 1 }],
  })
  clock.follow(queryClient)
  if (afterThePageSettled) {
    await screen.findByRole('heading', { name: 'Fragen? Wir sind für Sie da.' })
    await waitFor(() => {
      expect(document.querySelector('[aria-busy="true"]')).toBeNull()
      assertAnswered(queryClient)
    })
  }
  await user.click(await screen.findByRole('button', { name: 'Abmelden' }))
  const navigation = screen.getByRole('navigation', { name: 'Mein Konto' })
  await clock.letTimePass({ horizonMs: 5_000, done: () => within(navigation).queryByRole('alert') !== null })
  return { user, queryClient, navigation }
}

describe('stay-logged-in banner', () => {
  it(
    'turns the setting on when accepted, says it counts from the next sign-in, and ticks the box there',
    { tags: ['spec:7.session.stay-logged-in-set', 'spec:3.flags.stayLoggedIn'] },
    async () => {
      const patches: unknown[] = []
      server.events.on('request:start', async ({ request }) => {
        if (request.method === 'PATCH' && request.url.endsWith('/user/auth/stay-logged-in'))
          patches.push(await request.clone().json())
      })
      const { user } = await renderApp({ scenario: 'default', path: paths.home.getHref() })
      await user.click(await screen.findByRole('button', { name: 'Angemeldet bleiben' }))
      // The running session keeps the 10 days its sign-in granted (switching on asks for no password).
      expect(
        await screen.findByText(
          'Gespeichert. Bei Ihrer nächsten Anmeldung ist „Angemeldet bleiben“ schon angehakt – dann bleiben Sie 60 Tage angemeldet.',
        ),
      ).toBeInTheDocument()
      expect(patches).toEqual([{ stay_logged_in: true }])
      server.events.removeAllListeners()

      cleanup()
      const login = await renderApp({ scenario: 'anonymous', path: paths.login.getHref() })
      await login.user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), annaSchmidt.email)
      await login.user.click(screen.getByRole('button', { name: 'Weiter' }))
      expect(await screen.findByRole('checkbox', { name: /Angemeldet bleiben/ })).toBeChecked()
    },
  )

  it(
    'keeps the banner and shows the generic error when the setting cannot be saved',
    { tags: ['spec:8.generic.message'] },
    async () => {
      const { user } = await renderApp({
        scenario: 'default',
        path: paths.home.getHref(),
        faults: [{ service: 'customer', endpoint: 'PATCH /user/auth/stay-logged-in', kind: 'http-500', remaining: 1 }],
      })
      await user.click(await screen.findByRole('button', { name: 'Angemeldet bleiben' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
      )
      expect(screen.getByRole('button', { name: 'Angemeldet bleiben' })).toBeEnabled()
    },
  )

  it('comes with the page, never above a page already shown (which it would push down)', async () => {
    const setting = holdAnswers('*/api/customer/user/auth/stay-logged-in')
    const { queryClient } = await renderApp({ scenario: 'default', path: paths.wishlist.getHref() })
    await screen.findByText('Hallo Anna Schmidt')
    await waitFor(() => assertAsking(queryClient, sessionKeys.stayLoggedIn))
    expect(screen.queryByRole('heading', { name: 'Wunschliste', level: 1 })).not.toBeInTheDocument()

    setting.release()

    expect(await screen.findByRole('heading', { name: 'Wunschliste', level: 1 })).toBeInTheDocument()
    expect(screen.getByText('Angemeldet bleiben?')).toBeInTheDocument()
  })

  it("keeps header and greeting on screen from signing in until account home is there, while the page's code and the banner's setting load", async () => {
    const setting = holdAnswers('*/api/customer/user/auth/stay-logged-in')
    const { user } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref() })
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/), annaSchmidt.email)
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await user.type(await screen.findByLabelText('Passwort'), annaSchmidt.password as string)
    // Every change of the page is looked at: React hides what a page showed (display: none) when a
    // part of it waits for code outside a navigation, and nothing stands in for it (a blank screen).
    const hidden = (element: HTMLElement | null) => {
      for (let at = element; at; at = at.parentElement) if (at.style.display === 'none') return true
      return false
    }
    const blanked: string[] = []
    const observer = new MutationObserver(() => {
      if (hidden(document.querySelector('header.site-header'))) blanked.push('header')
      if (hidden(screen.queryByText('Hallo Anna Schmidt'))) blanked.push('greeting')
    })
    observer.observe(document.body, { subtree: true, childList: true, attributes: true })
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    await screen.findByText('Hallo Anna Schmidt')
    setting.release()
    expect(await screen.findByRole('heading', { name: 'Mein Konto', level: 1 })).toBeVisible()
    observer.disconnect()
    expect(blanked).toEqual([])
  })

  it('disappears for good when dismissed', async () => {
    const { user, unmount } = await renderApp({ scenario: 'default', path: paths.home.getHref() })
    await user.click(await screen.findByRole('button', { name: 'Nein, danke' }))
    expect(screen.queryByText('Angemeldet bleiben?')).not.toBeInTheDocument()
    expect(isStayLoggedInBannerDismissed()).toBe(true)
    expect(window.localStorage.getItem('mein-konto.stay-logged-in-banner-dismissed')).toBe('true')
    unmount()
    const { queryClient } = await renderApp({ scenario: 'default', path: paths.home.getHref() })
    await screen.findByText('Hallo Anna Schmidt')
    // The complete-profile hint loads the profile in the same render the banner would load its setting in.
    await waitFor(() => assertAnswered(queryClient, sessionKeys.personalDetails))
    expect(screen.queryByText('Angemeldet bleiben?')).not.toBeInTheDocument()
  })

  it(
    'is not shown when the setting is already on, nor with the flag off',
    { tags: ['spec:7.session.stay-logged-in-get', 'spec:3.flags.stayLoggedIn'] },
    async () => {
      server.use(http.get('*/api/customer/user/auth/stay-logged-in', () => HttpResponse.json({ stay_logged_in: true })))
      const alreadyOn = await renderApp({ scenario: 'default', path: paths.home.getHref() })
      await screen.findByText('Hallo Anna Schmidt')
      await waitFor(() => assertAnswered(alreadyOn.queryClient, sessionKeys.stayLoggedIn))
      expect(screen.queryByText('Angemeldet bleiben?')).not.toBeInTheDocument()
      alreadyOn.unmount()
      server.resetHandlers()
      const flagOff = await renderApp({
        scenario: 'default',
        path: paths.home.getHref(),
        flags: { stayLoggedIn: false },
      })
      await screen.findByText('Hallo Anna Schmidt')
      // The complete-profile hint loads the profile in the same render the banner would load its setting in.
      await waitFor(() => assertAnswered(flagOff.queryClient, sessionKeys.personalDetails))
      expect(screen.queryByText('Angemeldet bleiben?')).not.toBeInTheDocument()
    },
  )
})

describe('footer (spec section 2)', () => {
  const hotline = /Kostenlose Service-Hotline/

  /** The footer's variant as the page shows it, and as the page last announced it to the shop around it. */
  function footerVariants() {
    const announced: string[] = []
    const listener = (event: Event) => announced.push((event as CustomEvent<{ variant: string }>).detail.variant)
    window.addEventListener('mein-konto:footer', listener)
    return {
      shown: () => (within(screen.getByRole('contentinfo')).queryByText(hotline) ? 'full' : 'reduced'),
      announced: () => announced.at(-1),
      stop: () => window.removeEventListener('mein-konto:footer', listener),
    }
  }

  it(
    'is reduced on login, forgot-password and set-password, full on every other page, and each page announces its footer by an event',
    { tags: ['spec:2.shell.footer'] },
    async () => {
      const footer = footerVariants()
      try {
        const { router, unmount } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref() })
        await screen.findByRole('heading', { name: 'Anmelden bei Mein Konto' })
        await waitFor(() => expect([footer.shown(), footer.announced()]).toEqual(['reduced', 'reduced']))
        // The reduced footer leaves out the hotline and the FAQ, the full one has both.
        expect(within(screen.getByRole('contentinfo')).queryByRole('link', { name: 'Hilfe & FAQ' })).toBeNull()

        await router.navigate(paths.forgotPassword.getHref())
        await screen.findByRole('heading', { name: 'Passwort vergessen' })
        await waitFor(() => expect([footer.shown(), footer.announced()]).toEqual(['reduced', 'reduced']))

        await router.navigate(paths.setPassword.getHref('beispiel'))
        await screen.findByRole('heading', { name: 'Neues Passwort festlegen' })
        await waitFor(() => expect([footer.shown(), footer.announced()]).toEqual(['reduced', 'reduced']))

        await router.navigate(paths.newsletterConfirmation.getHref())
        await screen.findByRole('heading', { name: 'Willkommen beim HSE-Newsletter' })
        await waitFor(() => expect([footer.shown(), footer.announced()]).toEqual(['full', 'full']))
        expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Hilfe & FAQ' })).toBeInTheDocument()

        await router.navigate('/gibt-es-nicht')
        await screen.findByRole('heading', { name: 'Diese Seite gibt es leider nicht' })
        await waitFor(() => expect([footer.shown(), footer.announced()]).toEqual(['full', 'full']))
        unmount()

        // A signed-in page.
        await renderApp({ scenario: 'default', path: paths.orders.getHref() })
        await screen.findByText('Hallo Anna Schmidt')
        await waitFor(() => expect([footer.shown(), footer.announced()]).toEqual(['full', 'full']))
      } finally {
        footer.stop()
      }
    },
  )
})

describe('login header (spec section 2)', () => {
  /** The header's links as a customer sees them: name and address. */
  const headerLinks = () =>
    within(screen.getByRole('banner'))
      .getAllByRole('link')
      .map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')])
  const shopLogo = ['HSE – zur Startseite des Shops', 'https://www.hse.de/']

  it(
    'on login, forgot-password and set-password: the shop’s logo linking to the shop, nothing else',
    { tags: ['spec:2.shell.login-header'] },
    async () => {
      const { router, unmount } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref() })
      await screen.findByRole('heading', { name: 'Anmelden bei Mein Konto' })
      expect(headerLinks()).toEqual([shopLogo])

      await router.navigate(paths.forgotPassword.getHref())
      await screen.findByRole('heading', { name: 'Passwort vergessen' })
      expect(headerLinks()).toEqual([shopLogo])

      await router.navigate(paths.setPassword.getHref('beispiel'))
      await screen.findByRole('heading', { name: 'Neues Passwort festlegen' })
      expect(headerLinks()).toEqual([shopLogo])

      // Every other page: the common header.
      await router.navigate(paths.newsletterConfirmation.getHref())
      await screen.findByRole('heading', { name: 'Willkommen beim HSE-Newsletter' })
      expect(headerLinks()).toEqual([shopLogo, ['Zurück zum Shop', 'https://www.hse.de/']])
      unmount()
    },
  )
})

describe('the profile menu while the profile is incomplete (spec section 2)', () => {
  const profileEntries = () =>
    within(within(screen.getByRole('navigation', { name: 'Mein Konto' })).getByRole('list', { name: 'Mein Profil' }))
      .getAllByRole('link')
      .map((link) => link.textContent)

  it(
    'hides its parts but on the complete-profile step, where the customer adds the billing address',
    { tags: ['spec:2.navigation.incomplete-profile'] },
    async () => {
      const { router } = await renderApp({ scenario: 'incomplete-profile', path: paths.home.getHref() })
      expect(await screen.findByText('Bitte vervollständigen Sie Ihr Profil')).toBeInTheDocument()
      expect(profileEntries()).toEqual(['Passwort ändern', 'Meine Adressen'])

      await router.navigate(paths.billingAddress.getHref())
      await screen.findByLabelText('Straße')
      expect(profileEntries()).toEqual([
        'Meine Daten',
        'E-Mail-Adresse ändern',
        'Passwort ändern',
        'Meine Adressen',
        'Zahlungsarten',
      ])

      await router.navigate(paths.myAddresses.getHref())
      await screen.findByRole('heading', { level: 1, name: 'Meine Adressen' })
      expect(profileEntries()).toEqual(['Passwort ändern', 'Meine Adressen'])
    },
  )
})
