import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { annaSchmidt, monikaLicht } from '../fixtures/customers'
import { paths } from '../src/shared/config/paths'

/**
 * Light accounts: the set-password modal for a light user on the login page, the page behind the
 * mailed link, and creating a light account (flag lightAccount).
 */
const meta = {
  title: 'Seiten/Light-Konto',
  render: () => <></>,
  parameters: { scenario: 'light-user', path: paths.login.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>
type PlayContext = Parameters<NonNullable<Story['play']>>[0]

const modalName = 'Legen Sie Ihr Passwort fest'

async function openModal({ canvas, userEvent }: PlayContext) {
  await userEvent.type(await canvas.findByLabelText('E-Mail-Adresse oder Kundennummer'), monikaLicht.email)
  await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }))
  return canvas.findByRole('dialog', { name: modalName })
}

export const ModalOpen: Story = {
  tags: ['spec:4.login.light-user-modal'],
  play: async (context) => {
    const dialog = await openModal(context)
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveTextContent('Ihr Kundenkonto wurde ohne Passwort angelegt')
    await expect(dialog).toHaveTextContent(monikaLicht.email)
  },
}

export const ModalSending: Story = {
  parameters: {
    msw: [http.post('*/api/customer/user/light-users/resend-activation-email', () => delay('infinite'))],
  },
  play: async (context) => {
    await openModal(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Link senden' }))
    await waitFor(() =>
      expect(context.canvas.getByRole('button', { name: 'Link senden' })).toHaveAttribute('aria-busy', 'true'),
    )
    await expect(context.canvas.getByRole('button', { name: 'Schließen' })).toBeDisabled()
  },
}

export const ModalFailed: Story = {
  tags: ['spec:4.login.light-user-modal'],
  parameters: {
    faults: [
      {
        service: 'customer',
        endpoint: 'POST /user/light-users/resend-activation-email',
        kind: 'http-500',
        remaining: 'always',
      },
    ],
  },
  play: async (context) => {
    await openModal(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Link senden' }))
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Da hat etwas nicht geklappt')
    await expect(context.canvas.queryByRole('dialog')).toBeNull()
    await expect(context.canvas.getByLabelText('E-Mail-Adresse oder Kundennummer')).toHaveValue(monikaLicht.email)
  },
}

async function typePasswords({ canvas, userEvent }: PlayContext, password: string, confirmation = password) {
  await userEvent.type(await canvas.findByLabelText('Neues Passwort'), password)
  await userEvent.type(canvas.getByLabelText('Neues Passwort wiederholen'), confirmation)
  await userEvent.click(canvas.getByRole('button', { name: 'Passwort festlegen' }))
}

export const SetPasswordEmpty: Story = {
  parameters: { path: paths.lightUserSetPassword.getHref('beispiel') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Passwort für Ihr Kundenkonto festlegen' }),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Neues Passwort')).toHaveValue('')
    await expect(canvas.getByLabelText('Neues Passwort wiederholen')).toHaveValue('')
  },
}

export const SetPasswordTooShort: Story = {
  parameters: { path: paths.lightUserSetPassword.getHref('beispiel') },
  play: async (context) => {
    await typePasswords(context, 'kurz')
    await expect(context.canvas.getByText('Passwortstärke: unter 8 Zeichen')).toBeVisible()
    await expect(await context.canvas.findByText('Geben Sie mind. 8 Zeichen ein.')).toBeVisible()
  },
}

export const SetPasswordMismatch: Story = {
  parameters: { path: paths.lightUserSetPassword.getHref('beispiel') },
  play: async (context) => {
    await typePasswords(context, 'Tulpe-Fluss-2026', 'Tulpe-Fluss-2025')
    await expect(context.canvas.getByText('Passwortstärke: sehr sicher')).toBeVisible()
    await expect(await context.canvas.findByText('Die Passwörter stimmen nicht überein.')).toBeVisible()
  },
}

export const SetPasswordWithoutToken: Story = {
  parameters: { path: paths.lightUserSetPassword.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Dieser Link ist unvollständig')
    await expect(canvas.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible()
  },
}

export const SetPasswordExpired: Story = {
  // An unknown token is answered like an expired one (HTTP 410).
  parameters: { path: paths.lightUserSetPassword.getHref('abgelaufen') },
  play: async (context) => {
    await typePasswords(context, 'Tulpe-Fluss-2026')
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'Dieser Link ist abgelaufen oder wurde bereits verwendet',
    )
    await expect(context.canvas.getByRole('link', { name: 'Neuen Link anfordern' })).toBeVisible()
  },
}

export const SetPasswordSuccess: Story = {
  parameters: {
    path: paths.lightUserSetPassword.getHref('beispiel'),
    msw: [http.post('*/api/customer/user/set-password', () => HttpResponse.json({ password_set: true }))],
  },
  play: async (context) => {
    await typePasswords(context, 'Tulpe-Fluss-2026')
    await expect(await context.canvas.findByText(/Ihr Passwort ist gespeichert/)).toBeVisible()
    await expect(context.canvas.getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible()
  },
}

const newCustomerEmail = 'neue.kundin@example.de'

/** From an unknown email on the login page to the light-account form (anonymous scenario). */
async function openLightAccountForm({ canvas, userEvent }: PlayContext) {
  await userEvent.type(await canvas.findByLabelText('E-Mail-Adresse oder Kundennummer'), newCustomerEmail)
  await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }))
  await userEvent.click(await canvas.findByRole('button', { name: 'Nur mit Name und E-Mail registrieren' }))
  await canvas.findByRole('heading', { level: 2, name: 'Nur mit Name und E-Mail registrieren' })
}

async function fillLightAccountForm({ canvas, userEvent }: PlayContext) {
  await userEvent.type(canvas.getByLabelText('Vorname'), 'Nele')
  await userEvent.type(canvas.getByLabelText('Nachname'), 'Neumeier')
}

export const LightAccountEmpty: Story = {
  parameters: { scenario: 'anonymous' },
  play: async (context) => {
    await openLightAccountForm(context)
    await expect(context.canvas.getByLabelText('E-Mail-Adresse')).toHaveValue(newCustomerEmail)
    await expect(context.canvas.getByLabelText('Vorname')).toHaveValue('')
    await expect(context.canvas.getByRole('radio', { name: 'Frau' })).toBeChecked()
    await expect(context.canvas.getByRole('checkbox', { name: /Newsletter/ })).not.toBeChecked()
  },
}

export const LightAccountInvalid: Story = {
  parameters: { scenario: 'anonymous' },
  play: async (context) => {
    await openLightAccountForm(context)
    await context.userEvent.clear(context.canvas.getByLabelText('E-Mail-Adresse'))
    await context.userEvent.type(context.canvas.getByLabelText('E-Mail-Adresse'), 'nele.neumeier')
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Registrieren' }))
    await expect(await context.canvas.findByText('Bitte prüfen Sie Ihren Vornamen.')).toBeVisible()
    await expect(context.canvas.getByText('Bitte prüfen Sie Ihren Nachnamen.')).toBeVisible()
    await expect(context.canvas.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible()
  },
}

export const LightAccountSending: Story = {
  parameters: {
    scenario: 'anonymous',
    msw: [http.post('*/api/customer/user/light-account', () => delay('infinite'))],
  },
  play: async (context) => {
    await openLightAccountForm(context)
    await fillLightAccountForm(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Registrieren' }))
    await waitFor(() =>
      expect(context.canvas.getByRole('button', { name: 'Registrieren' })).toHaveAttribute('aria-busy', 'true'),
    )
  },
}

export const LightAccountEmailExists: Story = {
  parameters: { scenario: 'anonymous' },
  play: async (context) => {
    await openLightAccountForm(context)
    await fillLightAccountForm(context)
    await context.userEvent.clear(context.canvas.getByLabelText('E-Mail-Adresse'))
    await context.userEvent.type(context.canvas.getByLabelText('E-Mail-Adresse'), annaSchmidt.email)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Registrieren' }))
    await expect(
      await context.canvas.findByText(/Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto/),
    ).toBeVisible()
    await expect(context.canvas.getByLabelText('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true')
    await expect(context.canvas.getByLabelText('Vorname')).toHaveValue('Nele')
  },
}

export const LightAccountFailed: Story = {
  parameters: {
    scenario: 'anonymous',
    faults: [{ service: 'customer', endpoint: 'POST /user/light-account', kind: 'http-500', remaining: 'always' }],
  },
  play: async (context) => {
    await openLightAccountForm(context)
    await fillLightAccountForm(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Registrieren' }))
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Da hat etwas nicht geklappt')
    await expect(context.canvas.getByLabelText('Nachname')).toHaveValue('Neumeier')
  },
}
