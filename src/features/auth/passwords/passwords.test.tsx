import { screen, waitFor } from '@testing-library/react'
import { verifyPassword } from '@mock-server/runtime/passwords'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { db } from '@mock-server/db/db'
import { setMockNow } from '@mock-server/runtime/clock'
import { annaSchmidt } from '@fixtures/customers'
import { paths } from '@/shared/config/paths'

function mailedLinkPath(): string {
  const [mail] = db.outbox.all()
  if (!mail?.link) throw new Error('no mail with a link in the outbox')
  return mail.link
}

describe('forgotten password', () => {
  it(
    '"Passwort vergessen?" on the password step opens the password-unknown step, which mails a link to the username',
    { tags: ['spec:4.login.steps'] },
    async () => {
      const { user, router } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref() })
      await user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), annaSchmidt.email)
      await user.click(screen.getByRole('button', { name: 'Weiter' }))
      await user.click(await screen.findByRole('button', { name: 'Passwort vergessen?' }))
      expect(await screen.findByRole('heading', { name: 'Passwort vergessen?' })).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Link zum Zurücksetzen senden' }))
      expect(await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeInTheDocument()
      expect(screen.getByText(/Link zum Festlegen eines neuen Passworts/)).toBeInTheDocument()
      expect(router.state.location.search).toBe('?reason=password-forgotten')
      const [mail] = db.outbox.all()
      expect(mail).toMatchObject({ to: annaSchmidt.email, kind: 'password-reset' })
      expect(mail?.link).toMatch(/^\/set-password\?token=[0-9a-f]{32}$/)
    },
  )

  it(
    'requests a link on the standalone /forgot-password page and mails it',
    { tags: ['spec:2.routes.forgot-password', 'spec:3.values.token-types'] },
    async () => {
      const { user, router } = await renderApp({ scenario: 'anonymous', path: paths.forgotPassword.getHref() })
      expect(await screen.findByRole('heading', { name: 'Passwort vergessen' })).toBeInTheDocument()
      await user.type(screen.getByLabelText('E-Mail-Adresse oder Kundennummer'), annaSchmidt.customerNumber)
      await user.click(screen.getByRole('button', { name: 'Link anfordern' }))
      expect(await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeInTheDocument()
      expect(router.state.location.search).toBe('?reason=password-forgotten')
      expect(db.outbox.all()).toEqual([expect.objectContaining({ to: annaSchmidt.email, kind: 'password-reset' })])
    },
  )

  it('does not reveal whether an account exists', async () => {
    const { user } = await renderApp({ scenario: 'anonymous', path: paths.forgotPassword.getHref() })
    await user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), 'niemand@example.de')
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }))
    expect(await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeInTheDocument()
    expect(db.outbox.all()).toHaveLength(0)
  })

  it('keeps the username and shows the generic error when the request fails', async () => {
    const { user } = await renderApp({
      scenario: 'anonymous',
      path: paths.forgotPassword.getHref(),
      faults: [{ service: 'customer', endpoint: 'POST /user/reset-password', kind: 'http-500', remaining: 1 }],
    })
    await user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), annaSchmidt.email)
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
    )
    expect(screen.getByLabelText('E-Mail-Adresse oder Kundennummer')).toHaveValue(annaSchmidt.email)
  })

  it('validates the username at the field', { tags: ['spec:5.username.required'] }, async () => {
    const { user } = await renderApp({ scenario: 'anonymous', path: paths.forgotPassword.getHref() })
    await user.click(await screen.findByRole('button', { name: 'Link anfordern' }))
    expect(await screen.findByText('Bitte geben Sie Ihre E-Mail-Adresse oder Kundennummer ein.')).toBeInTheDocument()
  })
})

describe('set a new password from the mailed link', () => {
  async function requestLink() {
    const view = await renderApp({ scenario: 'anonymous', path: paths.forgotPassword.getHref() })
    await view.user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), annaSchmidt.email)
    await view.user.click(screen.getByRole('button', { name: 'Link anfordern' }))
    await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })
    return view
  }

  it(
    'sets the password (8+ characters, with strength hints) and signs in with it; the link then is used up',
    {
      tags: [
        'spec:7.passwords.set',
        'spec:5.password.min-8-characters',
        'spec:5.password.strength-hints',
        'spec:2.routes.set-password',
      ],
    },
    async () => {
      const { user, router } = await requestLink()
      const link = mailedLinkPath()
      await router.navigate(link)
      await user.type(await screen.findByLabelText('Neues Passwort'), 'kurz')
      expect(screen.getByText('Passwortstärke: unter 8 Zeichen')).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Passwort speichern' }))
      expect(await screen.findByText('Geben Sie mind. 8 Zeichen ein.')).toBeInTheDocument()
      await user.clear(screen.getByLabelText('Neues Passwort'))
      await user.type(screen.getByLabelText('Neues Passwort'), 'Passwort123')
      expect(screen.getByText('Ihr Passwort enthält ein leicht zu erratendes Wort.')).toBeInTheDocument()
      await user.clear(screen.getByLabelText('Neues Passwort'))
      await user.type(screen.getByLabelText('Neues Passwort'), 'Tulpe-Fluss-2026')
      expect(screen.getByText('Passwortstärke: sehr sicher')).toBeInTheDocument()
      await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Tulpe-Fluss-2025')
      await user.click(screen.getByRole('button', { name: 'Passwort speichern' }))
      expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument()
      await user.clear(screen.getByLabelText('Neues Passwort wiederholen'))
      await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Tulpe-Fluss-2026')
      await user.click(screen.getByRole('button', { name: 'Passwort speichern' }))
      expect(await screen.findByText(/Ihr neues Passwort ist gespeichert/)).toBeInTheDocument()
      expect(
        await verifyPassword(
          'Tulpe-Fluss-2026',
          db.customers.findFirst((q) => q.where({ email: annaSchmidt.email }))?.passwordHash,
        ),
      ).toBe(true)

      await user.click(screen.getByRole('link', { name: 'Zur Anmeldung' }))
      await user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), annaSchmidt.email)
      await user.click(screen.getByRole('button', { name: 'Weiter' }))
      await user.type(await screen.findByLabelText('Passwort'), 'Tulpe-Fluss-2026')
      await user.click(screen.getByRole('button', { name: 'Anmelden' }))
      expect(await screen.findByText('Hallo Anna Schmidt', {}, { timeout: 4000 })).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Abmelden' }))
      await screen.findByText('Sie haben sich abgemeldet')

      await router.navigate(link)
      await user.type(await screen.findByLabelText('Neues Passwort'), 'Noch-ein-Versuch-1')
      await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Noch-ein-Versuch-1')
      await user.click(screen.getByRole('button', { name: 'Passwort speichern' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Dieser Link ist abgelaufen oder wurde bereits verwendet',
      )
    },
  )

  it(
    'takes the token from the last path segment of login/forgottenpassword/:token, then out of the address bar',
    { tags: ['spec:2.routes.forgotten-password-token'] },
    async () => {
      const { user, router } = await requestLink()
      const token = new URL(mailedLinkPath(), 'http://x').searchParams.get('token')
      await router.navigate(paths.forgottenPasswordToken.getHref(token as string))
      const newPassword = await screen.findByLabelText('Neues Passwort')
      await waitFor(() => expect(router.state.location.pathname).toBe('/set-password'))
      expect(router.state.location.search).toBe('')
      await user.type(newPassword, 'Tulpe-Fluss-2026')
      await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Tulpe-Fluss-2026')
      await user.click(screen.getByRole('button', { name: 'Passwort speichern' }))
      expect(await screen.findByText(/Ihr neues Passwort ist gespeichert/)).toBeInTheDocument()
    },
  )

  it('says the link is expired after 24 hours', async () => {
    const { user, router } = await requestLink()
    setMockNow('2026-11-21T10:00:00Z')
    await router.navigate(mailedLinkPath())
    await user.type(await screen.findByLabelText('Neues Passwort'), 'Tulpe-Fluss-2026')
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Tulpe-Fluss-2026')
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist abgelaufen')
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute(
      'href',
      paths.forgotPassword.getHref(),
    )
  })

  it(
    'fails without a token',
    { tags: ['spec:5.tokens.set-password-without-token', 'spec:2.routes.set-password'] },
    async () => {
      await renderApp({ scenario: 'anonymous', path: paths.setPassword.getHref() })
      expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link ist unvollständig')
      expect(screen.queryByLabelText('Neues Passwort')).not.toBeInTheDocument()
    },
  )

  it('keeps what was typed when saving fails', { tags: ['spec:8.set-password.could-not-save'] }, async () => {
    const { user, router } = await requestLink()
    await router.navigate(mailedLinkPath())
    const { injectFault } = await import('@mock-server/runtime/faults')
    injectFault({ service: 'customer', endpoint: 'POST /user/set-password', kind: 'http-500', remaining: 1 })
    await user.type(await screen.findByLabelText('Neues Passwort'), 'Tulpe-Fluss-2026')
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Tulpe-Fluss-2026')
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihr Passwort konnte nicht gespeichert werden')
    expect(screen.getByLabelText('Neues Passwort')).toHaveValue('Tulpe-Fluss-2026')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Passwort speichern' })).toBeEnabled())
  })
})

describe('after a password link was sent', () => {
  it.each([
    [
      paths.sendPasswordLinkSuccess.getHref('password-forgotten'),
      /in wenigen Minuten eine E-Mail mit einem Link zum Festlegen eines neuen Passworts/,
    ],
    [paths.sendPasswordLinkSuccess.getHref('set-password'), /mit dem Sie ein Passwort für Ihr Kundenkonto festlegen/],
    [
      `${paths.sendPasswordLinkSuccess.path}?reason=set-password-for-social-login`,
      /mit dem Sie ein Passwort für Ihr Kundenkonto festlegen/,
    ],
    [paths.sendPasswordLinkSuccess.path, /^Wir haben Ihnen eine E-Mail mit einem Link geschickt\.$/],
  ])('%s says what was sent', async (path, text) => {
    await renderApp({ scenario: 'anonymous', path })
    expect(await screen.findByRole('heading', { level: 1, name: 'Bitte prüfen Sie Ihr Postfach' })).toBeInTheDocument()
    expect(screen.getByText(text)).toBeInTheDocument()
  })
})
