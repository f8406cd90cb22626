import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { annaSchmidt, lukasHuber, sabineMeier } from '../fixtures/customers'
import { paths } from '../src/shared/config/paths'

/** The login page in every state of the password sign-in, driven by scenarios. */
const meta = {
  title: 'Seiten/Anmeldung',
  render: () => <></>,
  parameters: { scenario: 'anonymous', path: paths.login.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const password = annaSchmidt.password as string

export const UsernameStep: Story = {
  tags: ['spec:4.login.steps', 'spec:2.routes.login', 'spec:3.flags.loginBenefits'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Anmelden bei Mein Konto' })).toBeVisible()
    await expect(canvas.getByLabelText('E-Mail-Adresse oder Kundennummer')).toHaveValue('')
    await expect(canvas.getByText('Ihre Vorteile mit Mein Konto')).toBeVisible()
  },
}

/**
 * Spec section 9: Anna opens her orders 11 days after signing in without "Angemeldet bleiben". The mock
 * ended the session; the account sends her here, and the page says why.
 */
export const SessionEnded: Story = {
  parameters: { scenario: 'default', path: paths.orders.getHref(), clock: '+11d' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Sie wurden abgemeldet, weil Ihre Anmeldung abgelaufen ist',
    )
    await expect(canvas.getByLabelText('E-Mail-Adresse oder Kundennummer')).toHaveValue('')
  },
}

export const UsernameRequired: Story = {
  tags: ['spec:5.username.required'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Weiter' }))
    await expect(await canvas.findByText('Bitte geben Sie Ihre E-Mail-Adresse oder Kundennummer ein.')).toBeVisible()
  },
}

export const UsernameInvalid: Story = {
  tags: ['spec:5.username.email-or-customer-number', 'spec:5.username.customer-number-digits'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-Mail-Adresse oder Kundennummer'), '12ab')
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }))
    await expect(
      await canvas.findByText('Bitte geben Sie eine gültige E-Mail-Adresse oder Kundennummer ein.'),
    ).toBeVisible()
  },
}

export const SwissShopEmailOnly: Story = {
  tags: ['spec:5.username.swiss-email-only'],
  parameters: { scenario: 'swiss-customer' },
  globals: { locale: 'ch' },
  play: async ({ canvas, userEvent }) => {
    // Signed in, the login page sends her on to account home: log out once that page is there
    await canvas.findByRole('heading', { level: 1, name: 'Mein Konto' })
    await userEvent.click(canvas.getByRole('button', { name: 'Abmelden' }))
    await userEvent.click(await canvas.findByRole('link', { name: 'Erneut anmelden' }))
    await userEvent.type(await canvas.findByLabelText('E-Mail-Adresse'), sabineMeier.customerNumber)
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }))
    await expect(
      await canvas.findByText(/Im Schweizer Shop ist die Anmeldung nur mit E-Mail-Adresse möglich/),
    ).toBeVisible()
  },
}

export const PasswordStep: Story = {
  tags: ['spec:4.login.steps', 'spec:4.login.username-confirmed', 'spec:2.routes.login', 'spec:3.flags.stayLoggedIn'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-Mail-Adresse oder Kundennummer'), annaSchmidt.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }))
    await expect(await canvas.findByLabelText('Passwort')).toBeVisible()
    await expect(canvas.getByText(annaSchmidt.email)).toBeVisible()
    await expect(canvas.getByLabelText('Angemeldet bleiben')).not.toBeChecked()
  },
}

export const PasswordStepWithoutStayLoggedIn: Story = {
  tags: ['spec:3.flags.stayLoggedIn', 'spec:3.flags.loginBenefits'],
  parameters: { flags: { stayLoggedIn: false, loginBenefits: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-Mail-Adresse oder Kundennummer'), annaSchmidt.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }))
    await canvas.findByLabelText('Passwort')
    await expect(canvas.queryByLabelText('Angemeldet bleiben')).toBeNull()
    await expect(canvas.queryByText('Ihre Vorteile mit Mein Konto')).toBeNull()
  },
}

async function signIn(
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  username: string,
  secret: string,
) {
  await userEvent.type(await canvas.findByLabelText('E-Mail-Adresse oder Kundennummer'), username)
  await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }))
  await userEvent.type(await canvas.findByLabelText('Passwort'), secret)
  await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }))
}

export const Sending: Story = {
  tags: ['spec:4.general.progress.login'],
  parameters: { msw: [http.post('*/api/customer/user/login', () => delay('infinite'))] },
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, annaSchmidt.email, password)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Anmelden' })).toHaveAttribute('aria-busy', 'true'))
  },
}

export const SignedIn: Story = {
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, annaSchmidt.email, password)
    // Account home, not only the shell around it: its page follows the stay-logged-in banner's setting.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible()
    await expect(canvas.getByText('Hallo Anna Schmidt')).toBeVisible()
  },
}

export const CountryRejected: Story = {
  parameters: { scenario: 'country-rejected-login' },
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, lukasHuber.email, lukasHuber.password as string)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ihr Kundenkonto gehört zu unserem Shop für Österreich',
    )
  },
}

export const NotAuthorized: Story = {
  parameters: {
    faults: [{ service: 'customer', endpoint: 'POST /user/login', kind: 'http-403', remaining: 'always' }],
  },
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, annaSchmidt.email, password)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Eine Anmeldung mit diesem Kundenkonto ist leider nicht möglich',
    )
  },
}

export const InvalidCredentials: Story = {
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, annaSchmidt.email, 'Falsch1234')
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Die Kombination aus E-Mail-Adresse bzw. Kundennummer und Passwort ist uns nicht bekannt',
    )
    await expect(canvas.getByLabelText('Passwort')).toHaveValue('Falsch1234')
  },
}

export const GenericError: Story = {
  parameters: {
    faults: [{ service: 'customer', endpoint: 'POST /user/login', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, annaSchmidt.email, password)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
    )
  },
}

export const ConnectionError: Story = {
  parameters: {
    faults: [{ service: 'customer', endpoint: 'POST /user/login', kind: 'network-error', remaining: 'always' }],
  },
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, annaSchmidt.email, password)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wir konnten keine Verbindung herstellen')
  },
}

export const WrongCustomer: Story = {
  tags: ['spec:4.login.wrong-customer'],
  parameters: {
    msw: [
      http.post('*/api/customer/user/login', () =>
        HttpResponse.json({ type: 'success', email: 'jemand.anderes@example.de', customer_number: '1' }),
      ),
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, annaSchmidt.email, password)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Die Anmeldung passt nicht zu der eingegebenen E-Mail-Adresse',
    )
  },
}

export const UnknownCustomerNumber: Story = {
  tags: ['spec:4.login.unknown-customer-number'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-Mail-Adresse oder Kundennummer'), '99999999')
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Zu dieser Kundennummer finden wir kein Kundenkonto',
    )
  },
}
