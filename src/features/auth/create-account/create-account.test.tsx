import { render, screen, waitFor, within } from '@testing-library/react'
import { verifyPassword } from '@mock-server/runtime/passwords'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { absoluteMockServiceUrls, renderApp, scenarioRuntime } from '@testing/render-app'
import { expectPageViewSent } from '@testing/page-views'
import { sentTrackingEvents } from '@/shared/tracking/tracking'
import { configureApiClient } from '@/shared/api/api-client-config'
import type { ShopLocale } from '@/shared/config/locales'
import { server } from '@mock-server/harness/node'
import { db } from '@mock-server/db/db'
import { mockNow, setMockNow } from '@mock-server/runtime/clock'
import { annaSchmidt } from '@fixtures/customers'
import { AppProviders } from '../../../app/app-providers'
import { createQueryClient } from '../../../app/create-query-client'
import { createAppRoutes } from '../../../app/routes'
import type { AccountPrefill } from '../api/social-login-api'
import { CreateAccountStep } from './create-account-step'
import { paths } from '@/shared/config/paths'
import { seedScenario } from '@testing/seed-scenario'
import { setTrackingConsent } from '@mock-server/harness/consent-manager'

type User = ReturnType<typeof userEvent.setup>

const newEmail = 'erika.muster@example.de'
const generic = 'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.'

/** Erika Muster, unknown to the shop: everything the form asks, as typed. */
const erika = {
  Vorname: 'Erika',
  Nachname: 'Muster',
  Geburtsdatum: '24.12.1980',
  Straße: 'Musterweg',
  Hausnummer: '12a',
  'Adresszusatz (optional)': 'Hinterhaus',
  Postleitzahl: '10115',
  Ort: 'Berlin',
  'Passwort (optional)': 'Tulpe-Fluss-2026',
}
type AccountFields = Partial<Record<keyof typeof erika | 'E-Mail-Adresse', string>>

async function fill(user: User, label: string, value: string) {
  const field = screen.getByLabelText(label, { selector: 'input' })
  await user.clear(field)
  if (value === '') return
  await user.click(field)
  await user.paste(value)
}

async function fillAccountForm(user: User, overrides: AccountFields = {}) {
  for (const [label, value] of Object.entries({ ...erika, ...overrides })) await fill(user, label, value)
}

async function openCreateAccount(
  options: { email?: string; locale?: ShopLocale; flags?: Record<string, boolean>; freezeClock?: boolean } = {},
) {
  const view = await renderApp({
    scenario: 'anonymous',
    path: paths.login.getHref(),
    flags: options.flags,
    freezeClock: options.freezeClock,
    runtime: options.locale ? { locale: options.locale } : undefined,
  })
  await view.user.type(await screen.findByLabelText(/^E-Mail-Adresse/), options.email ?? newEmail)
  await view.user.click(screen.getByRole('button', { name: 'Weiter' }))
  return view
}

function submit(user: User) {
  return user.click(screen.getByRole('button', { name: 'Kundenkonto erstellen' }))
}

/** The error text shown below a field (announced as its description). */
function fieldError(label: string) {
  const field = screen.getByLabelText(label, { selector: 'input' })
  const errorId = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((id) => id.endsWith('-error'))
  return errorId ? document.getElementById(errorId)?.textContent : undefined
}

/** Text on the page outside the (closed) light-user dialog, which the login page always holds. */
function pageText(text: string) {
  return screen.getByText(text, { ignore: 'script, style, dialog *' })
}

/** Bodies of the calls to a path, as sent over the wire. */
function recordRequests(pathEnd: string) {
  const bodies: unknown[] = []
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(pathEnd)) bodies.push(await request.clone().json())
  })
  return bodies
}

afterEach(() => server.events.removeAllListeners())

describe('create account (unknown email on the German and Austrian shops)', () => {
  it(
    'shows the account form with the email prefilled, Frau and the shop’s country preselected',
    {
      tags: [
        'spec:8.username-check.email-not-exist',
        'spec:8.create-account.no-account',
        'spec:4.login.unknown-email-create-account',
        'spec:2.routes.login',
        'spec:2.navigation.tracking-page-types',
      ],
    },
    async () => {
      setTrackingConsent(true)
      await openCreateAccount()
      expect(await screen.findByRole('heading', { name: 'Kundenkonto erstellen' })).toBeInTheDocument()
      expect(screen.getByText('Noch kein Kundenkonto für')).toBeInTheDocument()
      expect(pageText(newEmail)).toBeInTheDocument()
      expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue(newEmail)
      expect(screen.getByRole('radio', { name: 'Frau' })).toBeChecked()
      expect(screen.getByRole('combobox', { name: 'Land' })).toHaveValue('DE')
      expect(screen.getByRole('link', { name: 'Als Gast bestellen' })).toHaveAttribute('href', 'https://www.hse.de/')
      expect(screen.getByRole('button', { name: 'Nur mit Name und E-Mail registrieren' })).toBeInTheDocument()
      await expectPageViewSent('account_customer_data')
    },
  )

  it(
    'preselects Austria on the Austrian shop and offers no light account when the flag is off',
    { tags: ['spec:3.flags.lightAccount'] },
    async () => {
      await openCreateAccount({ locale: 'at', flags: { lightAccount: false } })
      expect(await screen.findByRole('combobox', { name: 'Land' })).toHaveValue('AT')
      expect(screen.getByRole('link', { name: 'Als Gast bestellen' })).toHaveAttribute('href', 'https://www.hse.at/')
      expect(screen.queryByRole('button', { name: 'Nur mit Name und E-Mail registrieren' })).not.toBeInTheDocument()
    },
  )

  it(
    'goes back to the username step with "Andere E-Mail-Adresse", keeping what was typed',
    { tags: ['spec:4.login.change-username'] },
    async () => {
      const { user } = await openCreateAccount()
      await user.click(await screen.findByRole('button', { name: 'Andere E-Mail-Adresse' }))
      expect(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer')).toHaveValue(newEmail)
    },
  )
})

describe('create account: field rules (spec section 5)', () => {
  it(
    'names every missing required field at the field and sends nothing',
    {
      tags: [
        'spec:5.fields.error-below-field',
        'spec:5.address.required-fields',
        'spec:5.address.additional-line-optional',
        'spec:5.birth-date.required',
      ],
    },
    async () => {
      const sent = recordRequests('/user/account')
      const { user } = await openCreateAccount()
      await screen.findByRole('heading', { name: 'Kundenkonto erstellen' })
      await fill(user, 'E-Mail-Adresse', '')
      await submit(user)
      expect(await screen.findByText('Bitte prüfen Sie Ihren Vornamen.')).toBeInTheDocument()
      expect(fieldError('Vorname')).toBe('Bitte prüfen Sie Ihren Vornamen.')
      expect(fieldError('Nachname')).toBe('Bitte prüfen Sie Ihren Nachnamen.')
      expect(fieldError('Geburtsdatum')).toBe('Bitte prüfen Sie Ihr Geburtsdatum.')
      expect(fieldError('Straße')).toBe('Bitte prüfen Sie Ihre Straße.')
      expect(fieldError('Hausnummer')).toBe('Bitte prüfen Sie Ihre Hausnummer.')
      expect(fieldError('Postleitzahl')).toBe('Bitte prüfen Sie Ihre Postleitzahl.')
      expect(fieldError('Ort')).toBe('Bitte prüfen Sie Ihren Ort.')
      expect(fieldError('E-Mail-Adresse')).toBe('Bitte prüfen Sie Ihre E-Mail-Adresse.')
      expect(fieldError('Adresszusatz (optional)')).toBeUndefined()
      expect(fieldError('Passwort (optional)')).toBeUndefined()
      expect(screen.getByLabelText('Vorname')).toHaveFocus()
      expect(screen.getByLabelText('Vorname')).toHaveAttribute('aria-invalid', 'true')
      expect(sent).toEqual([])
    },
  )

  it(
    'checks postcode length by country, street characters, Packstation, email and password length',
    {
      tags: [
        'spec:5.address.postcode-longer-than-4',
        'spec:5.address.street-no-special-characters',
        'spec:5.address.packstation-not-billing',
        'spec:5.password.min-8-characters',
        'spec:9.address.postcode-longer-than-4',
      ],
    },
    async () => {
      const sent = recordRequests('/user/account')
      const { user } = await openCreateAccount()
      await screen.findByRole('heading', { name: 'Kundenkonto erstellen' })
      await fillAccountForm(user, {
        Postleitzahl: '1010',
        Straße: 'Muster#weg',
        'E-Mail-Adresse': 'erika@',
        'Passwort (optional)': 'kurz',
      })
      expect(screen.getByText('Passwortstärke: unter 8 Zeichen')).toBeInTheDocument()
      await submit(user)
      await waitFor(() =>
        expect(fieldError('Postleitzahl')).toBe(
          'Bitte prüfen Sie Ihre Postleitzahl: Sie hat in Deutschland mindestens 5 Zeichen.',
        ),
      )
      expect(fieldError('Straße')).toBe('Bitte prüfen Sie Ihre Straße: Sonderzeichen sind nicht möglich.')
      expect(fieldError('E-Mail-Adresse')).toBe('Bitte prüfen Sie Ihre E-Mail-Adresse.')
      expect(fieldError('Passwort (optional)')).toBe('Geben Sie mind. 8 Zeichen ein.')

      // Four digits are an Austrian postcode.
      await user.selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'AT')
      await waitFor(() => expect(fieldError('Postleitzahl')).toBeUndefined())
      await fill(user, 'Straße', 'Packstation')
      await waitFor(() =>
        expect(fieldError('Straße')).toBe(
          'Eine Packstation ist als Rechnungsadresse nicht möglich. Bitte geben Sie Ihre Wohnanschrift an.',
        ),
      )
      await fill(user, 'Passwort (optional)', '')
      await waitFor(() => expect(fieldError('Passwort (optional)')).toBeUndefined())
      expect(sent).toEqual([])
    },
  )

  it(
    'takes the birth date as TT.MM.JJJJ with digits and separators only, pads it, and asks for an adult',
    { tags: ['spec:5.birth-date.digits-and-separators', 'spec:5.birth-date.adult', 'spec:5.dates.pad-and-convert'] },
    async () => {
      const { user } = await openCreateAccount()
      await screen.findByRole('heading', { name: 'Kundenkonto erstellen' })
      await fillAccountForm(user, { Geburtsdatum: '24. Dez 1980' })
      await submit(user)
      await waitFor(() =>
        expect(fieldError('Geburtsdatum')).toBe(
          'Bitte geben Sie Ihr Geburtsdatum nur mit Ziffern und Punkten ein: TT.MM.JJJJ.',
        ),
      )
      await fill(user, 'Geburtsdatum', '31.02.1990')
      await waitFor(() =>
        expect(fieldError('Geburtsdatum')).toBe('Bitte prüfen Sie Ihr Geburtsdatum: Dieses Datum gibt es nicht.'),
      )
      // The scenario's day is 20 November 2026: born a day later in 2008 is 17 years old.
      await fill(user, 'Geburtsdatum', '21.11.2008')
      await waitFor(() => expect(fieldError('Geburtsdatum')).toBe('Ein Kundenkonto können Sie ab 18 Jahren eröffnen.'))
      await fill(user, 'Geburtsdatum', '20-11-2008')
      await waitFor(() => expect(fieldError('Geburtsdatum')).toBeUndefined())
      await fill(user, 'Geburtsdatum', '1.2.1968')
      await user.tab()
      expect(screen.getByLabelText('Geburtsdatum')).toHaveValue('01.02.1968')
    },
  )
})

describe('create account: sending', () => {
  it(
    'sends the account in snake_case with the birth date as year-month-day, then asks to confirm the mail',
    {
      tags: [
        'spec:7.account.create',
        'spec:3.values.creation-sources',
        'spec:4.login.account-created-double-opt-in',
        'spec:5.dates.pad-and-convert',
        'spec:9.registration.welcome-voucher-10-euro',
        'spec:2.routes.login',
        'spec:2.navigation.tracking-page-types',
      ],
    },
    async () => {
      setTrackingConsent(true)
      const sent = recordRequests('/user/account')
      const { user } = await openCreateAccount()
      await screen.findByRole('heading', { name: 'Kundenkonto erstellen' })
      await user.click(screen.getByRole('radio', { name: 'Familie' }))
      await fillAccountForm(user, { Geburtsdatum: '1.2.1968' })
      await user.click(screen.getByRole('checkbox', { name: /Newsletter/ }))
      expect(screen.getByText(/Willkommensgutschein über 10 €/)).toBeInTheDocument()
      await submit(user)

      expect(
        await screen.findByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
      ).toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent(`Wir haben Ihnen eine E-Mail an ${newEmail} geschickt.`)
      expect(screen.getByText(/innerhalb von 24 Stunden/)).toBeInTheDocument()
      expect(screen.getByText(/Willkommensgutschein über 10 €/)).toBeInTheDocument()
      // Tracked as a sign-up, and the confirmation as the welcome page: nothing of the person.
      await expectPageViewSent('welcome')
      expect(sentTrackingEvents()).toContainEqual({ event: 'sign_up', method: 'email', account_type: 'full' })
      expect(JSON.stringify(sentTrackingEvents())).not.toMatch(/Erika|Muster|1968|example/)
      expect(sent).toEqual([
        {
          salutation: 'FAMILY',
          first_name: 'Erika',
          last_name: 'Muster',
          street: 'Musterweg',
          street_number: '12a',
          address_addition: 'Hinterhaus',
          zip_code: '10115',
          city: 'Berlin',
          country_code: 'DE',
          date_of_birth: '1968-02-01',
          email: newEmail,
          password: 'Tulpe-Fluss-2026',
          newsletter_consent: true,
          source: 'createAccount',
          is_social_registration: false,
        },
      ])

      const customer = db.customers.findFirst((q) => q.where({ email: newEmail }))
      expect(customer).toMatchObject({
        accountKind: 'full',
        newsletterConsent: true,
        customerNumber: '80000001',
        dateOfBirth: '1968-02-01',
      })
      // Stored hashed, never as typed.
      expect(customer?.passwordHash).not.toContain('Tulpe-Fluss-2026')
      expect(await verifyPassword('Tulpe-Fluss-2026', customer?.passwordHash)).toBe(true)
      expect(db.billingAddresses.findFirst((q) => q.where({ zipCode: '10115' }))).toMatchObject({
        street: 'Musterweg',
        additional: 'Hinterhaus',
        customer: { email: newEmail },
      })
      const mail = db.outbox.findFirst((q) => q.where({ to: newEmail }))
      expect(mail).toMatchObject({ kind: 'double-opt-in' })
      expect(mail?.body).toMatch(/24 Stunden/)
      expect(mail?.link).toMatch(/^\/magic-link\?token=[0-9a-f]{32}$/)
      const token = db.tokens.findFirst((q) => q.where({ token: mail?.link?.split('=')[1] }))
      expect(token?.type).toBe('account-activation')
      expect(Date.parse(token?.expiresAt ?? '') - Date.parse(token?.createdAt ?? '')).toBe(24 * 60 * 60 * 1000)
    },
  )

  /** Creates Erika's account on a frozen mock clock, then opens the mailed link `after` milliseconds later. */
  async function openConfirmationLinkAfter(after: number) {
    const { user, router } = await openCreateAccount({ freezeClock: true })
    await screen.findByRole('heading', { name: 'Kundenkonto erstellen' })
    await fillAccountForm(user)
    await submit(user)
    await screen.findByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })
    const link = db.outbox.findFirst((q) => q.where({ to: newEmail }))?.link
    if (!link) throw new Error('no confirmation mail in the outbox')
    setMockNow(new Date(mockNow().getTime() + after))
    await router.navigate(link)
  }

  it(
    'refuses the mailed link once 24 hours are over',
    { tags: ['spec:9.registration.link-valid-24-hours'] },
    async () => {
      await openConfirmationLinkAfter(24 * 60 * 60 * 1000 + 1000)
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Dieser Anmeldelink ist abgelaufen oder wurde bereits verwendet.',
      )
      expect(db.sessions.all()).toHaveLength(0)
    },
  )

  it('still takes the mailed link a minute before the 24 hours are over', async () => {
    await openConfirmationLinkAfter(24 * 60 * 60 * 1000 - 60 * 1000)
    expect(await screen.findByText('Hallo Erika Muster', {}, { timeout: 4000 })).toBeInTheDocument()
  })

  it(
    'without a password the mailed link sets one first, and no voucher is mentioned',
    {
      tags: [
        'spec:4.login.account-created-double-opt-in',
        'spec:5.address.additional-line-optional',
        'spec:9.registration.welcome-voucher-10-euro',
      ],
    },
    async () => {
      const sent = recordRequests('/user/account')
      const { user } = await openCreateAccount()
      await screen.findByRole('heading', { name: 'Kundenkonto erstellen' })
      await fillAccountForm(user, { 'Passwort (optional)': '', 'Adresszusatz (optional)': '' })
      await submit(user)
      expect(
        await screen.findByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
      ).toBeInTheDocument()
      expect(screen.queryByText(/Willkommensgutschein/)).not.toBeInTheDocument()
      expect(sent[0]).toMatchObject({ password: null, address_addition: null, newsletter_consent: false })
      expect(db.outbox.findFirst((q) => q.where({ to: newEmail }))?.link).toMatch(
        /^\/set-password\?token=[0-9a-f]{32}$/,
      )
    },
  )

  it(
    'shows the busy button while sending, so it cannot be pressed twice',
    { tags: ['spec:4.general.progress.account-creation'] },
    async () => {
      server.use(http.post('*/api/customer/user/account', () => new Promise<Response>(() => undefined)))
      const { user } = await openCreateAccount()
      await screen.findByRole('heading', { name: 'Kundenkonto erstellen' })
      await fillAccountForm(user)
      await submit(user)
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Kundenkonto erstellen' })).toHaveAttribute('aria-busy', 'true'),
      )
      expect(screen.getByRole('button', { name: 'Kundenkonto erstellen' })).toBeDisabled()
    },
  )
})

describe('create account: the account service’s answers (spec section 8)', () => {
  it(
    'shows each server validation key at its field with the server’s detail text, keeping the input',
    {
      tags: [
        'spec:8.create-account.invalid-email',
        'spec:5.account-creation.server-address-keys',
        'spec:5.account-creation.server-invalid-email',
      ],
    },
    async () => {
      const { user } = await openCreateAccount()
      await screen.findByRole('heading', { name: 'Kundenkonto erstellen' })
      await fillAccountForm(user, {
        Vorname: 'Erika2',
        Nachname: 'Muster3',
        Straße: '12345',
        Hausnummer: 'abc',
        'Adresszusatz (optional)': 'Hinterhaus #3',
        Postleitzahl: '1011a',
        Ort: 'Berlin 10',
        'E-Mail-Adresse': 'erika@muster.invalid',
      })
      await submit(user)
      await waitFor(() =>
        expect(fieldError('Vorname')).toBe('Ein Vorname besteht nur aus Buchstaben, ohne Ziffern und Sonderzeichen.'),
      )
      expect(fieldError('Nachname')).toBe('Ein Nachname besteht nur aus Buchstaben, ohne Ziffern und Sonderzeichen.')
      expect(fieldError('Straße')).toBe('Bitte geben Sie einen Straßennamen ohne Sonderzeichen an.')
      expect(fieldError('Hausnummer')).toBe('Eine Hausnummer beginnt mit einer Ziffer, z. B. 12, 12a oder 12-14.')
      expect(fieldError('Adresszusatz (optional)')).toBe(
        'Der Adresszusatz darf höchstens 50 Zeichen lang sein und keine Sonderzeichen enthalten.',
      )
      expect(fieldError('Postleitzahl')).toBe(
        'Die Postleitzahl „1011a“ gibt es in Deutschland nicht: Sie hat fünf Ziffern.',
      )
      expect(fieldError('Ort')).toBe('Bitte geben Sie den Ort ohne Ziffern und Sonderzeichen an.')
      expect(fieldError('E-Mail-Adresse')).toBe(
        'An diese E-Mail-Adresse können wir keine E-Mails senden. Bitte prüfen Sie sie.',
      )
      expect(screen.getByLabelText('Vorname')).toHaveFocus()
      expect(screen.getByLabelText('Ort')).toHaveValue('Berlin 10')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(db.customers.findFirst((q) => q.where({ email: 'erika@muster.invalid' }))).toBeUndefined()

      // Corrected, the field's message goes and the account is created.
      await fill(user, 'Ort', 'Berlin')
      await waitFor(() => expect(fieldError('Ort')).toBeUndefined())
    },
  )

  it(
    'maps a single key without a list of problems to its field (city), and an unknown key to the generic message',
    { tags: ['spec:8.create-account.generic', 'spec:5.account-creation.server-address-keys'] },
    async () => {
      server.use(
        http.post('*/api/customer/user/account', () =>
          HttpResponse.json({ code: 'invalid_city', detail: 'Diesen Ort kennen wir nicht.' }, { status: 400 }),
        ),
      )
      const { user } = await openCreateAccount()
      await screen.findByRole('heading', { name: 'Kundenkonto erstellen' })
      await fillAccountForm(user)
      await submit(user)
      await waitFor(() => expect(fieldError('Ort')).toBe('Diesen Ort kennen wir nicht.'))
      server.use(
        http.post('*/api/customer/user/account', () => HttpResponse.json({ code: 'something_else' }, { status: 400 })),
      )
      await submit(user)
      expect(await screen.findByRole('alert')).toHaveTextContent(generic)
    },
  )

  it(
    'says so at the email field when the email already has an account',
    { tags: ['spec:8.create-account.email-exists'] },
    async () => {
      const { user } = await openCreateAccount()
      await screen.findByRole('heading', { name: 'Kundenkonto erstellen' })
      await fillAccountForm(user, { 'E-Mail-Adresse': annaSchmidt.email })
      await submit(user)
      await waitFor(() =>
        expect(fieldError('E-Mail-Adresse')).toBe(
          'Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto. Bitte melden Sie sich damit an oder wählen Sie eine andere E-Mail-Adresse.',
        ),
      )
      expect(screen.getByLabelText('E-Mail-Adresse')).toHaveFocus()
    },
  )

  it(
    'goes to the password step for the existing customer when the same person already has an account',
    { tags: ['spec:8.create-account.duplicate-account', 'spec:4.login.duplicate-account'] },
    async () => {
      const { user } = await openCreateAccount()
      await screen.findByRole('heading', { name: 'Kundenkonto erstellen' })
      await fillAccountForm(user, {
        Vorname: annaSchmidt.firstName,
        Nachname: annaSchmidt.lastName,
        Geburtsdatum: '12.04.1968',
      })
      await submit(user)
      expect(await screen.findByRole('heading', { name: 'Passwort eingeben' })).toBeInTheDocument()
      expect(pageText(annaSchmidt.email)).toBeInTheDocument()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
      expect(db.customers.findFirst((q) => q.where({ email: newEmail }))).toBeUndefined()
      await user.type(screen.getByLabelText('Passwort'), annaSchmidt.password as string)
      await user.click(screen.getByRole('button', { name: 'Anmelden' }))
      expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
    },
  )

  it(
    'keeps everything typed and shows the generic message when creation fails',
    {
      tags: [
        'spec:8.create-account.generic',
        'spec:4.general.progress.account-creation',
        'spec:4.login.creation-failure-keeps-step',
      ],
    },
    async () => {
      const { user } = await renderApp({
        scenario: 'anonymous',
        path: paths.login.getHref(),
        faults: [{ service: 'customer', endpoint: 'POST /user/account', kind: 'http-500', remaining: 1 }],
      })
      await user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), newEmail)
      await user.click(screen.getByRole('button', { name: 'Weiter' }))
      await screen.findByRole('heading', { name: 'Kundenkonto erstellen' })
      await user.click(screen.getByRole('radio', { name: 'Herr' }))
      await fillAccountForm(user)
      await user.click(screen.getByRole('checkbox', { name: /Newsletter/ }))
      await submit(user)
      expect(await screen.findByRole('alert')).toHaveTextContent(generic)
      for (const [label, value] of Object.entries(erika))
        expect(screen.getByLabelText(label, { selector: 'input' })).toHaveValue(value)
      expect(screen.getByRole('radio', { name: 'Herr' })).toBeChecked()
      expect(screen.getByRole('checkbox', { name: /Newsletter/ })).toBeChecked()
      expect(screen.getByRole('button', { name: 'Kundenkonto erstellen' })).toBeEnabled()

      // The next try goes through.
      await submit(user)
      expect(
        await screen.findByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
      ).toBeInTheDocument()
    },
  )

  it('shows the connection message when the network fails', async () => {
    const { user } = await renderApp({
      scenario: 'anonymous',
      path: paths.login.getHref(),
      faults: [{ service: 'customer', endpoint: 'POST /user/account', kind: 'network-error', remaining: 1 }],
    })
    await user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), newEmail)
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await screen.findByRole('heading', { name: 'Kundenkonto erstellen' })
    await fillAccountForm(user)
    await submit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent('Wir konnten keine Verbindung herstellen')
  })
})

describe('create account after a social login that found no account', () => {
  const prefill: AccountPrefill = {
    firstName: 'Jana',
    lastName: 'Sommer',
    email: 'jana.sommer@gmail.example',
    socialLoginToken: 'social-token-123',
  }

  /**
   * The step on its own: the social-login callback that opens it is another part of the login page.
   * The token is the one that social login hands out for a person without an account.
   */
  async function renderStep(locale: ShopLocale = 'de', tokenExpiresAt = '2026-11-20T10:15:00Z') {
    await seedScenario('anonymous')
    await db.tokens.create({
      token: 'social-token-123',
      type: 'social-login',
      email: prefill.email,
      createdAt: '2026-11-20T09:15:00Z',
      expiresAt: tokenExpiresAt,
      usedAt: null,
      payload: JSON.stringify({ provider: 'GOOGLE', firstName: 'Jana', lastName: 'Sommer' }),
    })
    const runtime = { ...scenarioRuntime('anonymous'), locale }
    configureApiClient({ locale, serviceBaseUrls: absoluteMockServiceUrls(), timeoutMs: 2_000 })
    const handlers = { onCreated: vi.fn(), onDuplicateAccount: vi.fn(), onChangeUsername: vi.fn() }
    const user = userEvent.setup()
    render(
      <AppProviders runtime={runtime} queryClient={createQueryClient()} routes={createAppRoutes()}>
        <MemoryRouter>
          <CreateAccountStep email={prefill.email} prefill={prefill} {...handlers} />
        </MemoryRouter>
      </AppProviders>,
    )
    return { user, ...handlers }
  }

  it(
    'prefills name and email and creates the account through express-account with the token',
    { tags: ['spec:7.account.express-account', 'spec:4.login.social-registration'] },
    async () => {
      const sent = recordRequests('/user/express-account')
      const { user, onCreated } = await renderStep()
      expect(await screen.findByLabelText('Vorname')).toHaveValue('Jana')
      expect(screen.getByLabelText('Nachname')).toHaveValue('Sommer')
      expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue(prefill.email)
      expect(screen.getByText(/Wir haben Ihren Namen und Ihre E-Mail-Adresse übernommen/)).toBeInTheDocument()
      expect(screen.getByLabelText('Passwort (optional)')).not.toHaveAttribute('aria-required')
      await fillAccountForm(user, { Vorname: 'Jana', Nachname: 'Sommer', 'Passwort (optional)': '' })
      await submit(user)
      await waitFor(() => expect(onCreated).toHaveBeenCalledWith(prefill.email, false))
      expect(sent).toEqual([
        expect.objectContaining({
          first_name: 'Jana',
          last_name: 'Sommer',
          email: prefill.email,
          password: null,
          social_login_token: 'social-token-123',
          is_social_registration: true,
          source: 'createAccount',
        }),
      ])
      expect(db.customers.findFirst((q) => q.where({ email: prefill.email }))).toMatchObject({
        socialLoginProviders: ['GOOGLE'],
        accountKind: 'full',
      })
      expect(db.tokens.findFirst((q) => q.where({ token: 'social-token-123' }))?.usedAt).not.toBeNull()
    },
  )

  it('shows the generic message and keeps the input when the social login has expired', async () => {
    const { user, onCreated } = await renderStep('de', '2026-11-20T09:00:00Z')
    await screen.findByLabelText('Vorname')
    await fillAccountForm(user, { Vorname: 'Jana', Nachname: 'Sommer' })
    await submit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(generic)
    expect(screen.getByLabelText('Straße')).toHaveValue('Musterweg')
    expect(onCreated).not.toHaveBeenCalled()
    expect(db.customers.findFirst((q) => q.where({ email: prefill.email }))).toBeUndefined()
  })

  it('offers the email-unknown step instead on the Swiss shop', async () => {
    const { user, onChangeUsername } = await renderStep('ch')
    expect(await screen.findByRole('heading', { name: 'Kein Kundenkonto gefunden' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Vorname')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Andere E-Mail-Adresse eingeben' }))
    expect(onChangeUsername).toHaveBeenCalled()
  })
})

describe('email unknown (Swiss shop)', () => {
  it(
    'offers the guest order, the service line and another email instead of the account form',
    {
      tags: [
        'spec:8.login.email-unknown',
        'spec:4.login.unknown-email-swiss',
        'spec:9.service.hours-8-to-21-toll-free',
        'spec:2.routes.login',
      ],
    },
    async () => {
      const { user } = await openCreateAccount({ locale: 'ch', email: 'jemand@example.ch' })
      expect(await screen.findByRole('heading', { name: 'Kein Kundenkonto gefunden' })).toBeInTheDocument()
      expect(pageText('jemand@example.ch')).toBeInTheDocument()
      expect(screen.getByText(/kein Kundenkonto\. Sie können trotzdem bestellen/)).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Als Gast bestellen' })).toHaveAttribute('href', 'https://www.hse.ch/')
      const service = screen.getByRole('region', { name: 'Unser Kundenservice hilft Ihnen gerne' })
      expect(within(service).getByRole('link', { name: '0800 29 888 02' })).toHaveAttribute('href', 'tel:08002988802')
      expect(service).toHaveTextContent('gebührenfrei, täglich von 8 bis 21 Uhr')
      expect(screen.getByRole('button', { name: 'Nur mit Name und E-Mail registrieren' })).toBeInTheDocument()
      expect(screen.queryByLabelText('Vorname')).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Andere E-Mail-Adresse eingeben' }))
      expect(await screen.findByLabelText('E-Mail-Adresse')).toHaveValue('jemand@example.ch')
    },
  )
})

describe('password unknown (the password step’s "Passwort vergessen?")', () => {
  async function openPasswordUnknown(username: string, faults: Parameters<typeof renderApp>[0]['faults'] = []) {
    const view = await renderApp({ scenario: 'anonymous', path: paths.login.getHref(), faults })
    await view.user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), username)
    await view.user.click(screen.getByRole('button', { name: 'Weiter' }))
    await view.user.click(await screen.findByRole('button', { name: 'Passwort vergessen?' }))
    expect(await screen.findByRole('heading', { name: 'Passwort vergessen?' })).toBeInTheDocument()
    return view
  }

  it(
    'mails a reset link for the customer number just entered and shows the link-sent page',
    { tags: ['spec:8.login.password-unknown', 'spec:2.routes.login', 'spec:2.routes.send-password-link-success'] },
    async () => {
      const { user, router } = await openPasswordUnknown(annaSchmidt.customerNumber)
      expect(pageText(annaSchmidt.customerNumber)).toBeInTheDocument()
      expect(screen.getByRole('region', { name: 'Unser Kundenservice hilft Ihnen gerne' })).toHaveTextContent(
        '0800 29 888 00',
      )
      await user.click(screen.getByRole('button', { name: 'Link zum Zurücksetzen senden' }))
      expect(await screen.findByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/send-password-link-success')
      expect(router.state.location.search).toBe('?reason=password-forgotten')
      expect(db.outbox.all()).toEqual([
        expect.objectContaining({
          to: annaSchmidt.email,
          kind: 'password-reset',
          link: expect.stringMatching(/^\/set-password\?token=/),
        }),
      ])
    },
  )

  it('stays with the generic message when the request fails, and can go back to the username step', async () => {
    const { user } = await openPasswordUnknown(annaSchmidt.email, [
      { service: 'customer', endpoint: 'POST /user/reset-password', kind: 'http-500', remaining: 1 },
    ])
    await user.click(screen.getByRole('button', { name: 'Link zum Zurücksetzen senden' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(generic)
    expect(screen.getByRole('heading', { name: 'Passwort vergessen?' })).toBeInTheDocument()
    expect(db.outbox.all()).toEqual([])
    await waitFor(() => expect(screen.getByRole('button', { name: 'Link zum Zurücksetzen senden' })).toBeEnabled())
    await user.click(screen.getByRole('button', { name: 'Andere E-Mail-Adresse oder Kundennummer eingeben' }))
    expect(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer')).toHaveValue(annaSchmidt.email)
  })
})
