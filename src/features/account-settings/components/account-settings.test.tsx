import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { countRequests } from '@testing/count-requests'
import { fakeAppClock } from '@testing/app-time'
import { injectFault } from '@mock-server/runtime/faults'
import { submitTwice } from '@testing/double-submit'
import { annaSchmidt, claraNeu, jonasGoogle } from '@fixtures/customers'
import { db } from '@mock-server/db/db'
import { verifyPassword } from '@mock-server/runtime/passwords'
import { server } from '@mock-server/harness/node'
import { expiredEmailChange } from '@scenarios/account-settings'
import { paths } from '@/shared/config/paths'
import { seedScenario } from '@testing/seed-scenario'

afterEach(() => server.events.removeAllListeners())

type App = Awaited<ReturnType<typeof renderApp>>
const newEmail = 'anna.neu@example.de'
const newPassword = 'Tulpe-Fluss-2026'
const annaPassword = annaSchmidt.password as string

type SentRequest = { headers: Headers; body: unknown }

/** Every call to the customer service's `path`, as sent. */
function recordCalls(path: string): SentRequest[] {
  const sent: SentRequest[] = []
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === `/api/customer${path}`)
      sent.push({ headers: request.headers, body: await request.clone().json() })
  })
  return sent
}

const customerWithEmail = (email: string) => db.customers.findFirst((q) => q.where({ email }))
const lastMailTo = (to: string) => db.outbox.findMany((q) => q.where({ to })).at(-1)

/** "Abmelden" in the navigation, then "Erneut anmelden" on the post-logout page. */
async function signOut({ user }: App) {
  await user.click(await screen.findByRole('button', { name: 'Abmelden' }))
  await user.click(await screen.findByRole('link', { name: 'Erneut anmelden' }))
}

async function signIn({ user }: App, username: string, password: string) {
  await user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), username)
  await user.click(screen.getByRole('button', { name: 'Weiter' }))
  await user.type(await screen.findByLabelText('Passwort'), password)
  await user.click(screen.getByRole('button', { name: 'Anmelden' }))
}

async function requestEmailChange(app: App, options: { newsletter?: boolean } = {}) {
  const { user } = app
  await user.type(await screen.findByLabelText('Neue E-Mail-Adresse'), newEmail)
  await user.type(screen.getByLabelText('Neue E-Mail-Adresse wiederholen'), newEmail)
  await user.type(screen.getByLabelText('Aktuelles Passwort'), annaPassword)
  if (options.newsletter) await user.click(screen.getByRole('checkbox', { name: /Newsletter/ }))
  await user.click(screen.getByRole('button', { name: 'E-Mail-Adresse ändern' }))
  await screen.findByText(/Wir haben Ihnen eine E-Mail an/)
}

describe('change email', () => {
  it(
    'sends the change from the shop, mails the link to the new address, and the link makes it the username',
    {
      tags: [
        'spec:7.email.change',
        'spec:7.email.confirm',
        'spec:5.change-email.newsletter-opt-in-optional',
        'spec:2.routes.change-email',
        'spec:2.routes.email-change-confirm-doi',
      ],
    },
    async () => {
      const sent = recordCalls('/user/change-email')
      const app = await renderApp({ scenario: 'account-settings', path: paths.changeEmail.getHref() })
      await requestEmailChange(app, { newsletter: true })

      expect(sent).toHaveLength(1)
      expect(sent[0]?.headers.get('x-request-source')).toBe('SHOP')
      expect(sent[0]?.body).toEqual({ password: annaPassword, new_email: newEmail, newsletter_opt_in: true })
      // Nothing changes before the new address is confirmed.
      expect(customerWithEmail(annaSchmidt.email)).toBeDefined()
      const mail = lastMailTo(newEmail)
      expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre neue E-Mail-Adresse')
      expect(mail?.link).toMatch(/^\/email-change\/confirm-doi\?token=[0-9a-f]{32}$/)

      await app.router.navigate(mail?.link ?? '')
      expect(await screen.findByText(/Vielen Dank! Ihre E-Mail-Adresse ist jetzt/)).toHaveTextContent(newEmail)
      expect(customerWithEmail(annaSchmidt.email)).toBeUndefined()
      expect(customerWithEmail(newEmail)?.newsletterConsent).toBe(true)

      await app.router.navigate(paths.changeEmail.getHref())
      // The signed-in customer sees the new address at once.
      expect(await screen.findByText(newEmail, { selector: 'strong' })).toBeInTheDocument()
      await signOut(app)
      await signIn(app, newEmail, annaPassword)
      expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
    },
  )

  it('a link opened again says the change is confirmed, not that the address is unchanged', async () => {
    const app = await renderApp({ scenario: 'account-settings', path: paths.changeEmail.getHref() })
    await requestEmailChange(app)
    const link = lastMailTo(newEmail)?.link ?? ''
    await app.router.navigate(link)
    await screen.findByText(/Vielen Dank!/)
    await app.router.navigate(paths.changeEmail.getHref())
    await app.router.navigate(link)
    expect(await screen.findByText(/Vielen Dank! Ihre E-Mail-Adresse ist jetzt/)).toHaveTextContent(newEmail)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(customerWithEmail(newEmail)).toBeDefined()
  })

  it('shows the change confirmed when the retry of a confirmation whose answer was lost finds it done', async () => {
    const app = await renderApp({ scenario: 'account-settings', path: paths.changeEmail.getHref() })
    await requestEmailChange(app)
    const link = lastMailTo(newEmail)?.link ?? ''
    const clock = fakeAppClock()
    clock.follow(app.queryClient)
    // The service confirms the address, but its answer never arrives.
    injectFault({
      service: 'customer',
      endpoint: 'POST /user/change-email/doi/verify',
      kind: 'lost-answer',
      remaining: 1,
    })
    await app.router.navigate(link)
    await clock.letTimePass({ horizonMs: 5_000, done: () => screen.queryByRole('alert') !== null })
    expect(screen.getByRole('alert')).toHaveTextContent('Wir konnten keine Verbindung herstellen.')
    expect(customerWithEmail(newEmail)).toBeDefined()

    await app.user.click(screen.getByRole('button', { name: 'Nochmal versuchen' }))
    expect(await screen.findByText(/Vielen Dank! Ihre E-Mail-Adresse ist jetzt/)).toHaveTextContent(newEmail)
    expect(screen.queryByText(/Ihre E-Mail-Adresse ist unverändert/)).not.toBeInTheDocument()
  })

  it('the expired link in the outbox changes nothing', { tags: ['spec:8.change-email.link-expired'] }, async () => {
    // Seeding gives the same token on every run: read the link first, then open it in the app.
    await seedScenario('account-settings')
    const link = db.outbox.findFirst((q) => q.where({ subject: expiredEmailChange.subject }))?.link ?? ''
    const app = await renderApp({ scenario: 'account-settings', path: link })
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Bestätigungslink ist abgelaufen')
    await app.user.click(screen.getByRole('link', { name: 'E-Mail-Adresse ändern' }))
    expect(await screen.findByLabelText('Neue E-Mail-Adresse')).toBeInTheDocument()
    expect(customerWithEmail(expiredEmailChange.newEmail)).toBeUndefined()
    expect(customerWithEmail(annaSchmidt.email)).toBeDefined()
  })

  it(
    'without a token the page fails at once, without a call',
    { tags: ['spec:5.tokens.email-doi-without-token'] },
    async () => {
      const sent = recordCalls('/user/change-email/doi/verify')
      await renderApp({ scenario: 'account-settings', path: paths.emailChangeConfirmDoi.getHref() })
      expect(await screen.findByRole('alert')).toHaveTextContent('Dem Link fehlt ein Teil.')
      expect(sent).toHaveLength(0)
    },
  )

  it(
    'refuses an address another account uses, and sends no mail',
    { tags: ['spec:4.change-email.statuses', 'spec:8.change-email.email-exists', 'spec:5.change-email.email-in-use'] },
    async () => {
      const { user } = await renderApp({ scenario: 'account-settings', path: paths.changeEmail.getHref() })
      const mailsBefore = db.outbox.all().length
      await user.type(await screen.findByLabelText('Neue E-Mail-Adresse'), claraNeu.email.toUpperCase())
      await user.type(screen.getByLabelText('Neue E-Mail-Adresse wiederholen'), claraNeu.email)
      await user.type(screen.getByLabelText('Aktuelles Passwort'), annaPassword)
      await user.click(screen.getByRole('button', { name: 'E-Mail-Adresse ändern' }))
      expect(
        await screen.findByText(
          'Diese E-Mail-Adresse wird bereits für ein anderes Kundenkonto verwendet. Bitte wählen Sie eine andere.',
        ),
      ).toBeInTheDocument()
      expect(db.outbox.all()).toHaveLength(mailsBefore)
    },
  )

  it(
    'leaving the page clears a failure: back on it, the form is in its default state',
    { tags: ['spec:4.change-email.cleanup'] },
    async () => {
      const app = await renderApp({
        scenario: 'account-settings',
        path: paths.changeEmail.getHref(),
        faults: [{ service: 'customer', endpoint: 'POST /user/change-email', kind: 'http-500', remaining: 1 }],
      })
      const { user } = app
      await user.type(await screen.findByLabelText('Neue E-Mail-Adresse'), newEmail)
      await user.type(screen.getByLabelText('Neue E-Mail-Adresse wiederholen'), newEmail)
      await user.type(screen.getByLabelText('Aktuelles Passwort'), annaPassword)
      await user.click(screen.getByRole('button', { name: 'E-Mail-Adresse ändern' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('Da hat etwas nicht geklappt')
      await user.click(screen.getByRole('link', { name: 'Passwort ändern' }))
      await screen.findByLabelText('Neues Passwort')
      await user.click(screen.getByRole('link', { name: 'E-Mail-Adresse ändern' }))
      expect(await screen.findByLabelText('Neue E-Mail-Adresse')).toHaveValue('')
      expect(screen.queryByRole('alert')).toBeNull()
    },
  )
})

describe('change password', () => {
  it(
    'leaving the page clears a failure: back on it, the form is in its default state',
    { tags: ['spec:4.change-password.cleanup'] },
    async () => {
      const { user } = await renderApp({
        scenario: 'account-settings',
        path: paths.changePassword.getHref(),
        faults: [{ service: 'customer', endpoint: 'POST /user/change-password', kind: 'http-500', remaining: 1 }],
      })
      await user.type(await screen.findByLabelText('Aktuelles Passwort'), annaPassword)
      await user.type(screen.getByLabelText('Neues Passwort'), newPassword)
      await user.type(screen.getByLabelText('Neues Passwort wiederholen'), newPassword)
      await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }))
      expect(await screen.findByRole('alert')).toHaveTextContent('Da hat etwas nicht geklappt')
      await user.click(screen.getByRole('link', { name: 'E-Mail-Adresse ändern' }))
      await screen.findByLabelText('Neue E-Mail-Adresse')
      await user.click(screen.getByRole('link', { name: 'Passwort ändern' }))
      // Change email asks for the current password too: the new password's field says the page is back.
      expect(await screen.findByLabelText('Neues Passwort')).toHaveValue('')
      expect(screen.getByLabelText('Aktuelles Passwort')).toHaveValue('')
      expect(screen.queryByRole('alert')).toBeNull()
    },
  )

  it(
    'saves the new password: the old one no longer signs in, the new one does',
    { tags: ['spec:4.change-password.success-modal', 'spec:7.passwords.change', 'spec:2.routes.change-password'] },
    async () => {
      const sent = recordCalls('/user/change-password')
      const app = await renderApp({ scenario: 'account-settings', path: paths.changePassword.getHref() })
      const { user } = app
      await user.type(await screen.findByLabelText('Aktuelles Passwort'), annaPassword)
      await user.type(screen.getByLabelText('Neues Passwort'), newPassword)
      await user.type(screen.getByLabelText('Neues Passwort wiederholen'), newPassword)
      await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }))
      expect(await screen.findByRole('dialog', { name: 'Passwort geändert' })).toBeInTheDocument()
      expect(sent.map((call) => call.body)).toEqual([{ current_password: annaPassword, new_password: newPassword }])
      expect(await verifyPassword(newPassword, customerWithEmail(annaSchmidt.email)?.passwordHash)).toBe(true)

      await user.click(screen.getByRole('button', { name: 'Verstanden' }))
      await signOut(app)
      await signIn(app, annaSchmidt.email, annaPassword)
      expect(await screen.findByRole('alert')).toHaveTextContent('Die Kombination aus E-Mail-Adresse')
      await user.clear(screen.getByLabelText('Passwort'))
      await user.type(screen.getByLabelText('Passwort'), newPassword)
      await user.click(screen.getByRole('button', { name: 'Anmelden' }))
      expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
    },
  )

  it('says a retried change whose first answer was lost may have gone through, not "nicht korrekt"', async () => {
    const clock = fakeAppClock()
    const { user, queryClient } = await renderApp({
      scenario: 'account-settings',
      path: paths.changePassword.getHref(),
      advanceTimers: clock.advanceTimers,
      // The service sets the new password, but its answer never arrives.
      faults: [{ service: 'customer', endpoint: 'POST /user/change-password', kind: 'lost-answer', remaining: 1 }],
    })
    clock.follow(queryClient)
    await user.type(await screen.findByLabelText('Aktuelles Passwort'), annaPassword)
    await user.type(screen.getByLabelText('Neues Passwort'), newPassword)
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), newPassword)
    await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }))
    await clock.letTimePass({ horizonMs: 5_000, done: () => screen.queryByRole('alert') !== null })
    expect(screen.getByRole('alert')).toHaveTextContent('Wir konnten keine Verbindung herstellen.')
    expect(await verifyPassword(newPassword, customerWithEmail(annaSchmidt.email)?.passwordHash)).toBe(true)

    // The customer sends it again: the service refuses the old password, which is no longer the current one.
    await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihr neues Passwort ist möglicherweise schon gespeichert',
    )
    expect(screen.queryByText('Das Passwort ist nicht korrekt. Bitte prüfen Sie Ihre Eingabe.')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Aktuelles Passwort')).toHaveValue(annaPassword)
    expect(screen.getByLabelText('Neues Passwort')).toHaveValue(newPassword)
  })

  it('still says "nicht korrekt" when the retry after no answer is another change', async () => {
    const { user } = await renderApp({
      scenario: 'account-settings',
      path: paths.changePassword.getHref(),
      faults: [{ service: 'customer', endpoint: 'POST /user/change-password', kind: 'network-error', remaining: 1 }],
    })
    await user.type(await screen.findByLabelText('Aktuelles Passwort'), 'Falsch-2026')
    await user.type(screen.getByLabelText('Neues Passwort'), newPassword)
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), newPassword)
    await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Wir konnten keine Verbindung herstellen.')
    await user.clear(screen.getByLabelText('Aktuelles Passwort'))
    await user.type(screen.getByLabelText('Aktuelles Passwort'), 'Falsch-2027')
    await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }))
    expect(
      await screen.findByText('Das Passwort ist nicht korrekt. Bitte prüfen Sie Ihre Eingabe.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/möglicherweise schon gespeichert/)).not.toBeInTheDocument()
  })

  it('sends one change for two submits in the same tick', async () => {
    const changes = countRequests('POST', '/api/customer/user/change-password')
    const { user } = await renderApp({ scenario: 'account-settings', path: paths.changePassword.getHref() })
    await user.type(await screen.findByLabelText('Aktuelles Passwort'), annaPassword)
    await user.type(screen.getByLabelText('Neues Passwort'), newPassword)
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), newPassword)
    submitTwice(screen.getByRole('button', { name: 'Neues Passwort speichern' }))
    expect(await screen.findByRole('dialog', { name: 'Passwort geändert' })).toBeInTheDocument()
    expect(changes()).toBe(1)
  })

  it(
    'a new password equal to the current one is refused at the field, without a call',
    { tags: ['spec:8.change-password.same-as-old', 'spec:5.change-password.new-differs-from-current'] },
    async () => {
      const sent = recordCalls('/user/change-password')
      const { user } = await renderApp({ scenario: 'account-settings', path: paths.changePassword.getHref() })
      await user.type(await screen.findByLabelText('Aktuelles Passwort'), annaPassword)
      await user.type(screen.getByLabelText('Neues Passwort'), annaPassword)
      await user.type(screen.getByLabelText('Neues Passwort wiederholen'), annaPassword)
      await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }))
      expect(
        await screen.findByText('Ihr neues Passwort muss sich von Ihrem aktuellen Passwort unterscheiden.'),
      ).toBeInTheDocument()
      expect(screen.getByLabelText('Neues Passwort')).toHaveFocus()
      expect(sent).toHaveLength(0)
    },
  )
})

describe('set a first password (social-login account)', () => {
  it(
    '"Passwort festlegen" mails the link; the link sets the password and signs out, and the entry becomes "Passwort ändern"',
    { tags: ['spec:2.navigation.my-profile'] },
    async () => {
      const app = await renderApp({ scenario: 'social-login-no-password', path: paths.home.getHref() })
      const { user } = app
      const navigation = await screen.findByRole('navigation', { name: 'Mein Konto' })
      expect(within(navigation).queryByRole('link', { name: 'Passwort ändern' })).toBeNull()
      await user.click(within(navigation).getByRole('link', { name: 'Passwort festlegen' }))
      await user.click(await screen.findByRole('button', { name: 'Link zum Festlegen senden' }))
      expect(await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeInTheDocument()

      const mail = lastMailTo(jonasGoogle.email)
      expect(mail?.link).toMatch(/^\/set-password\?type=social&token=[0-9a-f]{32}$/)
      await app.router.navigate(mail?.link ?? '')
      await user.type(await screen.findByLabelText('Neues Passwort'), newPassword)
      await user.type(screen.getByLabelText('Neues Passwort wiederholen'), newPassword)
      await user.click(screen.getByRole('button', { name: 'Passwort speichern' }))
      await screen.findByRole('link', { name: 'Zur Anmeldung' })
      expect(await verifyPassword(newPassword, customerWithEmail(jonasGoogle.email)?.passwordHash)).toBe(true)

      // A set password ends every session of the account (ASVS 7.4.3): Jonas signs in with it.
      app.queryClient.clear()
      await app.router.navigate(paths.home.getHref())
      await user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), jonasGoogle.email)
      await user.click(screen.getByRole('button', { name: 'Weiter' }))
      await user.type(await screen.findByLabelText('Passwort', { selector: 'input' }), newPassword)
      await user.click(screen.getByRole('button', { name: 'Anmelden' }))
      const updated = await screen.findByRole('navigation', { name: 'Mein Konto' })
      expect(await within(updated).findByRole('link', { name: 'Passwort ändern' })).toBeInTheDocument()
      expect(within(updated).queryByRole('link', { name: 'Passwort festlegen' })).toBeNull()
    },
  )
})

describe('delete account', () => {
  it(
    'deletes the account with everything it owns, signs out, and its credentials no longer sign in',
    { tags: ['spec:4.delete-account.states', 'spec:7.account.delete'] },
    async () => {
      const sent = recordCalls('/user/delete-account')
      const app = await renderApp({ scenario: 'account-settings', path: paths.changePassword.getHref() })
      const { user } = app
      const customerId = customerWithEmail(annaSchmidt.email)?.id ?? ''
      await user.click(await screen.findByRole('button', { name: 'Kundenkonto löschen …' }))
      const modal = await screen.findByRole('dialog', { name: 'Kundenkonto wirklich löschen?' })
      await user.type(within(modal).getByLabelText('Aktuelles Passwort'), annaPassword)
      await user.click(within(modal).getByRole('button', { name: 'Endgültig löschen' }))

      expect(await screen.findByRole('heading', { name: 'Ihr Kundenkonto ist gelöscht' })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', paths.login.getHref())
      expect(sent.map((call) => call.body)).toEqual([{ password: annaPassword }])
      expect(customerWithEmail(annaSchmidt.email)).toBeUndefined()
      expect(db.sessions.all()).toHaveLength(0)
      expect(db.orders.findMany((q) => q.where({ customer: { id: customerId } }))).toHaveLength(0)
      // Clara's account is untouched.
      expect(customerWithEmail(claraNeu.email)).toBeDefined()

      await user.click(screen.getByRole('link', { name: 'Zur Anmeldung' }))
      await user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), annaSchmidt.customerNumber)
      await user.click(screen.getByRole('button', { name: 'Weiter' }))
      await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument())
      expect(screen.queryByLabelText('Passwort')).toBeNull()
    },
  )

  it('sends one deletion for two submits in the same tick', async () => {
    const deletions = countRequests('POST', '/api/customer/user/delete-account')
    const { user } = await renderApp({ scenario: 'account-settings', path: paths.changePassword.getHref() })
    await user.click(await screen.findByRole('button', { name: 'Kundenkonto löschen …' }))
    const modal = await screen.findByRole('dialog', { name: 'Kundenkonto wirklich löschen?' })
    await user.type(within(modal).getByLabelText('Aktuelles Passwort'), annaPassword)
    submitTwice(within(modal).getByRole('button', { name: 'Endgültig löschen' }))
    expect(await screen.findByRole('heading', { name: 'Ihr Kundenkonto ist gelöscht' })).toBeInTheDocument()
    expect(deletions()).toBe(1)
  })

  it(
    'a refused deletion keeps the account and the session',
    { tags: ['spec:4.delete-account.states', 'spec:8.delete-account.detail-or-generic'] },
    async () => {
      const { user } = await renderApp({ scenario: 'account-settings', path: paths.changePassword.getHref() })
      await user.click(await screen.findByRole('button', { name: 'Kundenkonto löschen …' }))
      const modal = await screen.findByRole('dialog', { name: 'Kundenkonto wirklich löschen?' })
      await user.type(within(modal).getByLabelText('Aktuelles Passwort'), 'Winter2026!')
      await user.click(within(modal).getByRole('button', { name: 'Endgültig löschen' }))
      expect(await within(modal).findByRole('alert')).toHaveTextContent('Das eingegebene Passwort ist nicht korrekt.')
      expect(customerWithEmail(annaSchmidt.email)).toBeDefined()
      expect(db.sessions.all()).toHaveLength(1)
    },
  )
})
