import { fireEvent, screen, waitFor } from '@testing-library/react'
import { verifyPassword } from '@mock-server/runtime/passwords'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@testing/render-app'
import { expectPageViewSent } from '@testing/page-views'
import { sentTrackingEvents } from '@/shared/tracking/tracking'
import { db } from '@mock-server/db/db'
import { setMockNow } from '@mock-server/runtime/clock'
import { injectFault, type FaultKind } from '@mock-server/runtime/faults'
import { server } from '@mock-server/harness/node'
import { annaSchmidt, monikaLicht } from '@fixtures/customers'
import { googleCode } from '@testing/social-login'
import { documentNavigation } from '@/shared/config/document-navigation'
import { rememberedLoginMethod } from '@/shared/session/local-preferences'
import { paths } from '@/shared/config/paths'
import { setTrackingConsent } from '@mock-server/harness/consent-manager'

type User = Awaited<ReturnType<typeof renderApp>>['user']

const usernameLabel = 'E-Mail-Adresse oder Kundennummer'
const modalName = 'Legen Sie Ihr Passwort fest'
const genericError = 'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.'

async function enterUsername(user: User, username: string) {
  await user.type(await screen.findByLabelText(usernameLabel), username)
  await user.click(screen.getByRole('button', { name: 'Weiter' }))
}

/** The bodies the app sent to an endpoint (snake_case, as on the wire). */
function recordRequests(pathEnd: string): unknown[] {
  const bodies: unknown[] = []
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(pathEnd)) bodies.push(await request.clone().json())
  })
  return bodies
}

function mailedLink(): string {
  const mail = db.outbox.all().at(-1)
  if (!mail?.link) throw new Error('no mail with a link in the outbox')
  return mail.link
}

/** The light user's modal, whose link fails once with `kind` when sent. */
async function sendLinkFailingOnce(kind: FaultKind) {
  const view = await renderApp({
    scenario: 'light-user',
    path: paths.login.getHref(),
    faults: [{ service: 'customer', endpoint: 'POST /user/light-users/resend-activation-email', kind, remaining: 1 }],
  })
  await enterUsername(view.user, monikaLicht.email)
  await screen.findByRole('dialog', { name: modalName })
  await view.user.click(screen.getByRole('button', { name: 'Link senden' }))
  return view
}

afterEach(() => {
  server.events.removeAllListeners()
  window.sessionStorage.clear()
})

describe('light user without a password: the set-password modal', () => {
  it(
    'opens for the light user; closing it closes it without an error and keeps the username',
    {
      tags: ['spec:4.login.light-user-modal', 'spec:8.username-check.light-user-no-credentials', 'spec:2.routes.login'],
    },
    async () => {
      const { user } = await renderApp({ scenario: 'light-user', path: paths.login.getHref() })
      await enterUsername(user, monikaLicht.email)
      const dialog = await screen.findByRole('dialog', { name: modalName })
      expect(dialog).toHaveTextContent('Ihr Kundenkonto wurde ohne Passwort angelegt')
      expect(dialog).toHaveTextContent(`Wir senden Ihnen dafür einen Link an ${monikaLicht.email}`)

      await user.click(screen.getByRole('button', { name: 'Schließen' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(screen.getByLabelText(usernameLabel)).toHaveValue(monikaLicht.email)
      // Nothing of the closed modal stays in the page (no second copy of the email for screen readers or tests).
      expect(screen.queryByText(/Ihr Kundenkonto wurde ohne Passwort angelegt/)).not.toBeInTheDocument()
      expect(screen.getAllByDisplayValue(monikaLicht.email)).toHaveLength(1)
      expect(screen.queryByText(monikaLicht.email)).not.toBeInTheDocument()
      expect(db.outbox.all()).toHaveLength(0)

      // Escape fires the dialog's cancel event: the same as closing.
      await user.click(screen.getByRole('button', { name: 'Weiter' }))
      fireEvent(await screen.findByRole('dialog', { name: modalName }), new Event('cancel', { cancelable: true }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
  )

  it(
    'mails the link to set a password and shows the link-sent page',
    { tags: ['spec:7.account.resend-activation', 'spec:2.routes.send-password-link-success', 'spec:2.routes.login'] },
    async () => {
      const sent = recordRequests('/user/light-users/resend-activation-email')
      const { user, router } = await renderApp({ scenario: 'light-user', path: paths.login.getHref() })
      await enterUsername(user, monikaLicht.email)
      await screen.findByRole('dialog', { name: modalName })
      await user.click(screen.getByRole('button', { name: 'Link senden' }))

      expect(await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeInTheDocument()
      expect(screen.getByText(/Wir haben Ihnen eine E-Mail mit einem Link geschickt/)).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/send-password-link-success')
      expect(router.state.location.search).toBe('?reason=set-password')
      expect(sent).toEqual([{ email: monikaLicht.email }])
      const [mail] = db.outbox.all()
      expect(db.outbox.all()).toHaveLength(1)
      expect(mail).toMatchObject({ to: monikaLicht.email, kind: 'account-activation' })
      expect(mail?.link).toMatch(/^\/light-user-set-password\?token=[0-9a-f]{32}$/)
      const token = db.tokens.findFirst((q) =>
        q.where({ token: new URL(mailedLink(), 'http://x').searchParams.get('token') ?? '' }),
      )
      expect(token).toMatchObject({ type: 'account-activation', email: monikaLicht.email, usedAt: null })
      expect(new Date(token?.expiresAt ?? 0).getTime() - new Date(token?.createdAt ?? 0).getTime()).toBe(
        24 * 60 * 60 * 1000,
      )
    },
  )

  it(
    'with the customer number, mails the link to the address of the account',
    { tags: ['spec:7.account.resend-activation'] },
    async () => {
      const sent = recordRequests('/user/light-users/resend-activation-email')
      const { user } = await renderApp({ scenario: 'light-user', path: paths.login.getHref() })
      await enterUsername(user, monikaLicht.customerNumber)
      const dialog = await screen.findByRole('dialog', { name: modalName })
      expect(dialog).toHaveTextContent('an die E-Mail-Adresse Ihres Kundenkontos')
      expect(dialog).not.toHaveTextContent(monikaLicht.email)
      await user.click(screen.getByRole('button', { name: 'Link senden' }))
      expect(await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeInTheDocument()
      expect(sent).toEqual([{ customer_number: monikaLicht.customerNumber }])
      expect(db.outbox.all()[0]).toMatchObject({ to: monikaLicht.email, kind: 'account-activation' })
    },
  )

  it(
    'closes on failure and shows the generic error above the username step, with the username kept',
    { tags: ['spec:4.login.light-user-modal'] },
    async () => {
      const { user } = await sendLinkFailingOnce('http-500')
      expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(screen.getByLabelText(usernameLabel)).toHaveValue(monikaLicht.email)
      expect(db.outbox.all()).toHaveLength(0)

      // Trying again works: the error goes, the modal opens again.
      await user.click(screen.getByRole('button', { name: 'Weiter' }))
      expect(await screen.findByRole('dialog', { name: modalName })).toBeInTheDocument()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
  )

  it('says so when there is no connection', async () => {
    await sendLinkFailingOnce('network-error')
    expect(await screen.findByRole('alert')).toHaveTextContent('Wir konnten keine Verbindung herstellen')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('light user: setting the password from the mailed link', () => {
  async function requestLink() {
    // Expiry is checked to the minute (24 hours and one minute later): the clock stands still meanwhile.
    const view = await renderApp({ scenario: 'light-user', path: paths.login.getHref(), freezeClock: true })
    await enterUsername(view.user, monikaLicht.email)
    await screen.findByRole('dialog', { name: modalName })
    await view.user.click(screen.getByRole('button', { name: 'Link senden' }))
    await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })
    return view
  }

  async function typePasswords(user: User, password: string, confirmation = password) {
    await user.type(await screen.findByLabelText('Neues Passwort'), password)
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), confirmation)
    await user.click(screen.getByRole('button', { name: 'Passwort festlegen' }))
  }

  it(
    'sets the password (8+ characters, matching, with strength hints); she then signs in with it',
    { tags: ['spec:2.routes.light-user-set-password', 'spec:6.roles.full-and-light-user'] },
    async () => {
      const { user, router } = await requestLink()
      await router.navigate(mailedLink())
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Passwort für Ihr Kundenkonto festlegen' }),
      ).toBeVisible()

      await typePasswords(user, 'kurz')
      expect(screen.getByText('Passwortstärke: unter 8 Zeichen')).toBeInTheDocument()
      expect(await screen.findByText('Geben Sie mind. 8 Zeichen ein.')).toBeInTheDocument()
      expect(screen.getByLabelText('Neues Passwort')).toHaveAttribute('aria-invalid', 'true')

      await user.clear(screen.getByLabelText('Neues Passwort'))
      await user.clear(screen.getByLabelText('Neues Passwort wiederholen'))
      await typePasswords(user, 'Tulpe-Fluss-2026', 'Tulpe-Fluss-2025')
      expect(screen.getByText('Passwortstärke: sehr sicher')).toBeInTheDocument()
      expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument()
      expect(db.customers.findFirst((q) => q.where({ email: monikaLicht.email }))?.passwordHash).toBeNull()

      await user.clear(screen.getByLabelText('Neues Passwort wiederholen'))
      await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Tulpe-Fluss-2026')
      await user.click(screen.getByRole('button', { name: 'Passwort festlegen' }))
      expect(await screen.findByText(/Ihr Passwort ist gespeichert/)).toBeInTheDocument()
      expect(
        await verifyPassword(
          'Tulpe-Fluss-2026',
          db.customers.findFirst((q) => q.where({ email: monikaLicht.email }))?.passwordHash,
        ),
      ).toBe(true)

      await user.click(screen.getByRole('link', { name: 'Zur Anmeldung' }))
      await enterUsername(user, monikaLicht.email)
      await user.type(await screen.findByLabelText('Passwort'), 'Tulpe-Fluss-2026')
      await user.click(screen.getByRole('button', { name: 'Anmelden' }))
      expect(await screen.findByText('Hallo Monika Licht', {}, { timeout: 4000 })).toBeInTheDocument()
    },
  )

  it(
    'fails without a token and leads back to the login to request a new link',
    { tags: ['spec:5.tokens.set-password-without-token'] },
    async () => {
      await renderApp({ scenario: 'light-user', path: paths.lightUserSetPassword.getHref() })
      expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist unvollständig')
      expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', paths.login.getHref())
      expect(screen.queryByLabelText('Neues Passwort')).not.toBeInTheDocument()
    },
  )

  it('says a used link is used up, and leads back to the login', async () => {
    const { user, router } = await requestLink()
    const link = mailedLink()
    await router.navigate(link)
    await typePasswords(user, 'Tulpe-Fluss-2026')
    await screen.findByText(/Ihr Passwort ist gespeichert/)

    await router.navigate(paths.login.getHref())
    await router.navigate(link)
    await typePasswords(user, 'Noch-ein-Versuch-1')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Link ist abgelaufen oder wurde bereits verwendet',
    )
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', paths.login.getHref())
    expect(
      await verifyPassword(
        'Tulpe-Fluss-2026',
        db.customers.findFirst((q) => q.where({ email: monikaLicht.email }))?.passwordHash,
      ),
    ).toBe(true)
  })

  it('says the link is expired after 24 hours', async () => {
    const { user, router } = await requestLink()
    setMockNow('2026-11-21T10:16:00+01:00')
    await router.navigate(mailedLink())
    await typePasswords(user, 'Tulpe-Fluss-2026')
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist abgelaufen')
    expect(db.customers.findFirst((q) => q.where({ email: monikaLicht.email }))?.passwordHash).toBeNull()
  })

  it('keeps what was typed when saving fails', async () => {
    const { user, router } = await requestLink()
    await router.navigate(mailedLink())
    injectFault({ service: 'customer', endpoint: 'POST /user/set-password', kind: 'http-500', remaining: 1 })
    await typePasswords(user, 'Tulpe-Fluss-2026')
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihr Passwort konnte nicht gespeichert werden')
    expect(screen.getByLabelText('Neues Passwort')).toHaveValue('Tulpe-Fluss-2026')
    expect(screen.getByLabelText('Neues Passwort wiederholen')).toHaveValue('Tulpe-Fluss-2026')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Passwort festlegen' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Passwort festlegen' }))
    expect(await screen.findByText(/Ihr Passwort ist gespeichert/)).toBeInTheDocument()
  })
})

describe('creating a light account (flag lightAccount)', () => {
  const newEmail = 'nele.neumeier@example.de'
  const lightAccountAction = 'Nur mit Name und E-Mail registrieren'

  /** An unknown email on the login page, then the light-account action of the create-account step. */
  async function openLightAccountForm(options: { flags?: Record<string, boolean> } = {}) {
    const view = await renderApp({ scenario: 'anonymous', path: paths.login.getHref(), flags: options.flags })
    await enterUsername(view.user, newEmail)
    await view.user.click(await screen.findByRole('button', { name: lightAccountAction }))
    await screen.findByRole('heading', { level: 2, name: lightAccountAction })
    return view
  }

  async function fillNames(user: User) {
    await user.type(screen.getByLabelText('Vorname'), 'Nele')
    await user.type(screen.getByLabelText('Nachname'), 'Neumeier')
  }

  function watchPageLoads() {
    return vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined)
  }

  it(
    'creates the account: sends name, email and consent, starts a session and loads the account root',
    {
      tags: [
        'spec:7.account.light-account',
        'spec:3.values.creation-sources',
        'spec:2.routing.light-account-redirect',
        'spec:3.flags.lightAccount',
        'spec:2.routes.login',
        'spec:2.navigation.tracking-page-types',
      ],
    },
    async () => {
      setTrackingConsent(true)
      const sent = recordRequests('/user/light-account')
      const pageLoads = watchPageLoads()
      const { user } = await openLightAccountForm()
      await expectPageViewSent('account_light_registration')
      expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue(newEmail)
      expect(screen.getByRole('radio', { name: 'Frau' })).toBeChecked()

      await user.click(screen.getByRole('radio', { name: 'Herr' }))
      await user.type(screen.getByLabelText('Vorname'), '  Nils ')
      await user.type(screen.getByLabelText('Nachname'), 'Neumeier')
      await user.click(screen.getByRole('checkbox', { name: /Newsletter/ }))
      await user.click(screen.getByRole('button', { name: 'Registrieren' }))

      await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/'))
      expect(sentTrackingEvents()).toContainEqual({ event: 'sign_up', method: 'email', account_type: 'light' })
      expect(sent).toEqual([
        {
          salutation: 'MR',
          first_name: 'Nils',
          last_name: 'Neumeier',
          email: newEmail,
          newsletter_consent: true,
          source: 'accountLightAccount',
        },
      ])
      const customer = db.customers.findFirst((q) => q.where({ email: newEmail }))
      expect(customer).toMatchObject({
        accountKind: 'light',
        passwordHash: null,
        newsletterConsent: true,
        salutation: 'MR',
        firstName: 'Nils',
        countryCode: 'DE',
      })
      expect(customer?.customerNumber).toMatch(/^\d{8}$/)
      const [session] = db.sessions.all()
      expect(session).toMatchObject({ loginMethod: 'email', customer: { email: newEmail } })
      expect(rememberedLoginMethod()).toBe('email')
      expect(db.outbox.all()).toEqual([
        expect.objectContaining({
          to: newEmail,
          kind: 'account-activation',
          link: expect.stringMatching(/^\/light-user-set-password\?token=[0-9a-f]{32}$/) as unknown,
        }),
      ])
      expect(screen.getByRole('button', { name: 'Registrieren' })).toHaveAttribute('aria-busy', 'true')
    },
  )

  it('shows an invalid email at the field and sends nothing', async () => {
    const sent = recordRequests('/user/light-account')
    const { user } = await openLightAccountForm()
    await fillNames(user)
    await user.clear(screen.getByLabelText('E-Mail-Adresse'))
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'nele.neumeier@')
    await user.click(screen.getByRole('button', { name: 'Registrieren' }))
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument()
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true')
    expect(sent).toHaveLength(0)
  })

  it('asks for the names at their fields', async () => {
    const { user } = await openLightAccountForm()
    await user.type(screen.getByLabelText('Vorname'), '   ')
    await user.click(screen.getByRole('button', { name: 'Registrieren' }))
    expect(await screen.findByText('Bitte prüfen Sie Ihren Vornamen.')).toBeInTheDocument()
    expect(screen.getByText('Bitte prüfen Sie Ihren Nachnamen.')).toBeInTheDocument()
  })

  it('says at the email field that an account with this email exists, keeping the input', async () => {
    const pageLoads = watchPageLoads()
    const { user } = await openLightAccountForm()
    await fillNames(user)
    await user.clear(screen.getByLabelText('E-Mail-Adresse'))
    await user.type(screen.getByLabelText('E-Mail-Adresse'), annaSchmidt.email)
    await user.click(screen.getByRole('button', { name: 'Registrieren' }))
    expect(await screen.findByText(/Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto/)).toBeInTheDocument()
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveFocus()
    expect(screen.getByLabelText('Vorname')).toHaveValue('Nele')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(pageLoads).not.toHaveBeenCalled()
    expect(db.sessions.all()).toHaveLength(0)
  })

  it('shows the generic error when creation fails and keeps every input; trying again works', async () => {
    const pageLoads = watchPageLoads()
    const { user } = await openLightAccountForm()
    injectFault({ service: 'customer', endpoint: 'POST /user/light-account', kind: 'http-500', remaining: 1 })
    await fillNames(user)
    await user.click(screen.getByRole('checkbox', { name: /Newsletter/ }))
    await user.click(screen.getByRole('button', { name: 'Registrieren' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
    expect(screen.getByLabelText('Vorname')).toHaveValue('Nele')
    expect(screen.getByLabelText('Nachname')).toHaveValue('Neumeier')
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue(newEmail)
    expect(screen.getByRole('checkbox', { name: /Newsletter/ })).toBeChecked()
    expect(pageLoads).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Registrieren' }))
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/'))
  })

  it('goes back with "Zurück", keeping the email', async () => {
    const { user } = await openLightAccountForm()
    await user.click(screen.getByRole('button', { name: 'Zurück' }))
    expect(await screen.findByLabelText(usernameLabel)).toHaveValue(newEmail)
  })

  it('after a Google sign-in without an account: prefilled, and the social-login token is sent too', async () => {
    const pageLoads = watchPageLoads()
    const providerRedirects = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined)
    const first = await renderApp({ scenario: 'anonymous', path: paths.login.getHref(), flags: { socialLogin: true } })
    await first.user.click(await screen.findByRole('button', { name: 'Mit Google anmelden' }))
    const authorizeUrl = new URL(providerRedirects.mock.calls[0]?.[0] ?? '')
    first.unmount()
    const back = new URL(authorizeUrl.searchParams.get('redirect_uri') ?? '')
    back.searchParams.set(
      'code',
      googleCode({ email: 'lea.neumann@gmail.example', firstName: 'Lea', lastName: 'Neumann' }),
    )
    back.searchParams.set('state', authorizeUrl.searchParams.get('state') ?? '')

    const sent = recordRequests('/user/light-account')
    const { user } = await renderApp({ scenario: 'anonymous', path: `${back.pathname}${back.search}` })
    await user.click(await screen.findByRole('button', { name: lightAccountAction }))
    expect(await screen.findByLabelText('Vorname')).toHaveValue('Lea')
    expect(screen.getByLabelText('Nachname')).toHaveValue('Neumann')
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('lea.neumann@gmail.example')
    await user.click(screen.getByRole('button', { name: 'Registrieren' }))
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/'))
    const socialLoginToken = db.tokens.findFirst((q) => q.where({ type: 'social-login' }))?.token
    expect(sent).toEqual([
      expect.objectContaining({ social_login_token: socialLoginToken, source: 'accountLightAccount' }),
    ])
    expect(db.customers.findFirst((q) => q.where({ email: 'lea.neumann@gmail.example' }))).toMatchObject({
      accountKind: 'light',
      socialLoginProviders: ['GOOGLE'],
    })
  })

  it('is offered on the Swiss shop’s email-unknown step too, and the account belongs to that shop', async () => {
    const pageLoads = watchPageLoads()
    const { user } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref(), runtime: { locale: 'ch' } })
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), newEmail)
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await user.click(await screen.findByRole('button', { name: lightAccountAction }))
    await screen.findByRole('heading', { level: 2, name: lightAccountAction })
    await fillNames(user)
    await user.click(screen.getByRole('button', { name: 'Registrieren' }))
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/'))
    expect(db.customers.findFirst((q) => q.where({ email: newEmail }))?.countryCode).toBe('CH')
  })

  it('is not offered when the flag lightAccount is off', { tags: ['spec:3.flags.lightAccount'] }, async () => {
    const { user } = await renderApp({
      scenario: 'anonymous',
      path: paths.login.getHref(),
      flags: { lightAccount: false },
    })
    await enterUsername(user, newEmail)
    expect(await screen.findByRole('heading', { name: 'Kundenkonto erstellen' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: lightAccountAction })).not.toBeInTheDocument()
  })
})
