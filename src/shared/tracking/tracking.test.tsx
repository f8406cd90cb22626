import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { expectPageViewSent } from '@testing/page-views'
import { assertAnswered } from '@testing/query-state'
import { setTrackingConsent } from '@mock-server/harness/consent-manager'
import { annaSchmidt } from '@fixtures/customers'
import { paths } from '@/shared/config/paths'
import { sessionKeys } from '@/shared/session/session-api'
import { sentTrackingEvents } from './tracking'

type View = Awaited<ReturnType<typeof renderApp>>

async function enterUsername({ user }: View, username: string) {
  await user.type(await screen.findByLabelText(/E-Mail-Adresse/), username)
  await user.click(screen.getByRole('button', { name: 'Weiter' }))
}

async function enterPassword({ user }: View, password: string) {
  const field = await screen.findByLabelText('Passwort')
  await user.clear(field)
  await user.type(field, password)
  await user.click(screen.getByRole('button', { name: 'Anmelden' }))
}

// Account home as a list of links: what it asks for on arrival is known (the redesign's cards load later, lazily).
const overviewOfLinks = { myAccountHomeRedesign: false }

/** Signs Anna in with one wrong password first, and waits until account home has all it asks for. */
async function signInAfterOneWrongPassword(view: View, username: string) {
  await enterUsername(view, username)
  await enterPassword(view, 'Falsch-2026')
  expect(await screen.findByRole('alert')).toHaveTextContent(/Passwort ist uns nicht bekannt/)
  await enterPassword(view, annaSchmidt.password as string)
  expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
  await waitFor(() => assertAnswered(view.queryClient, sessionKeys.personalDetails, ['session', 'latest-order']))
}

describe('tracking (spec sections 2 and 9), only with consent', () => {
  it('pushes nothing without consent, and keeps nothing for later: consent counts from the next page on', async () => {
    const view = await renderApp({ scenario: 'anonymous', path: paths.login.getHref(), flags: overviewOfLinks })
    await signInAfterOneWrongPassword(view, annaSchmidt.email)
    expect(window.dataLayer ?? []).toEqual([])

    setTrackingConsent(true)
    await view.router.navigate(paths.orders.getHref())
    await expectPageViewSent('account')
    // The sign-in, its error, account home and the user data before it stay unsent.
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_type: 'account' }])
  })

  it('stops at once when consent is withdrawn', async () => {
    setTrackingConsent(true)
    const view = await renderApp({ scenario: 'anonymous', path: paths.login.getHref(), flags: overviewOfLinks })
    await enterUsername(view, annaSchmidt.email)
    await expectPageViewSent('account_login_password')
    setTrackingConsent(false)
    await enterPassword(view, annaSchmidt.password as string)
    expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
    await waitFor(() => assertAnswered(view.queryClient, sessionKeys.personalDetails))
    expect(sentTrackingEvents()).toEqual([
      { event: 'page_view', page_type: 'account_login' },
      { event: 'page_view', page_type: 'account_login_password' },
    ])
  })

  it(
    'sends a sign-in: page types, the method, a refused password as a client error, the user data; never who it is',
    { tags: ['spec:2.navigation.tracking-page-types'] },
    async () => {
      setTrackingConsent(true)
      const view = await renderApp({ scenario: 'anonymous', path: paths.login.getHref(), flags: overviewOfLinks })
      await signInAfterOneWrongPassword(view, annaSchmidt.customerNumber)
      await view.router.navigate(paths.orders.getHref())
      await expectPageViewSent('account')

      expect(sentTrackingEvents()).toEqual(
        expect.arrayContaining([
          { event: 'page_view', page_type: 'account_login' },
          { event: 'page_view', page_type: 'account_login_password' },
          { event: 'error', error_code: '401', error_category: 'client', error_message: 'INVALID_CREDENTIALS' },
          { event: 'login', method: 'customerNumber' },
          { event: 'page_view', page_type: 'home' },
          // Born 12 April 1968, on 20 November 2026; one of her four orders went back.
          { event: 'user_data', age: 58, return_rate: 0.25 },
        ]),
      )
      // Neither her email, her names, her customer number nor her birth date, in any form.
      const pushed = JSON.stringify(window.dataLayer)
      for (const personal of [
        annaSchmidt.email,
        annaSchmidt.firstName,
        annaSchmidt.lastName,
        annaSchmidt.customerNumber,
        annaSchmidt.dateOfBirth,
        annaSchmidt.dateOfBirth.split('-').reverse().join('.'),
      ])
        expect(pushed).not.toContain(personal)
    },
  )

  it('sends a server error as such, and a call without answer as a network error', async () => {
    setTrackingConsent(true)
    const view = await renderApp({
      scenario: 'anonymous',
      path: paths.login.getHref(),
      faults: [
        { service: 'customer', endpoint: 'POST /user/login', kind: 'http-500', remaining: 1 },
        { service: 'customer', endpoint: 'POST /user/login', kind: 'network-error', remaining: 1 },
      ],
    })
    await enterUsername(view, annaSchmidt.email)
    await enterPassword(view, annaSchmidt.password as string)
    expect(await screen.findByText(/Da hat etwas nicht geklappt/)).toBeInTheDocument()
    await enterPassword(view, annaSchmidt.password as string)
    expect(await screen.findByText(/Wir konnten keine Verbindung herstellen/)).toBeInTheDocument()
    const errors = sentTrackingEvents().filter((event) => event.event === 'error')
    expect(errors).toEqual([
      { event: 'error', error_code: '500', error_category: 'server', error_message: expect.any(String) as unknown },
      {
        event: 'error',
        error_code: 'network',
        error_category: 'network',
        error_message: expect.any(String) as unknown,
      },
    ])
  })
})
