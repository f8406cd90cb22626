import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { annaSchmidt, claraNeu } from '../fixtures/customers'
import { paths } from '../src/shared/config/paths'

/**
 * Account settings (scenario account-settings, Anna Schmidt signed in): change email and its
 * confirmation link, change password or set a first one, delete the account. Every status of spec
 * section 4 is one story; the flows through the db are in src/features/account-settings.
 */
const meta = {
  title: 'Seiten/Konto-Einstellungen',
  render: () => <></>,
  parameters: { scenario: 'account-settings', path: paths.changeEmail.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>
type PlayContext = Pick<StoryContext, 'canvas' | 'userEvent'>

const genericError = 'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.'
const connectionError = 'Wir konnten keine Verbindung herstellen'
const newEmail = 'anna.neu@example.de'
const newPassword = 'Tulpe-Fluss-2026'
const changeEmailButton = { name: 'E-Mail-Adresse ändern' } as const
const changePasswordButton = { name: 'Neues Passwort speichern' } as const

async function fillChangeEmail(
  { canvas, userEvent }: PlayContext,
  values: { email?: string; confirmation?: string; password?: string } = {},
) {
  const { email = newEmail, confirmation = email, password = annaSchmidt.password ?? '' } = values
  await userEvent.type(await canvas.findByLabelText('Neue E-Mail-Adresse'), email)
  await userEvent.type(canvas.getByLabelText('Neue E-Mail-Adresse wiederholen'), confirmation)
  if (password) await userEvent.type(canvas.getByLabelText('Aktuelles Passwort'), password)
}

async function submitChangeEmail(context: PlayContext) {
  await context.userEvent.click(context.canvas.getByRole('button', changeEmailButton))
}

/** The error text shown below a field, read through the field's description. */
async function expectFieldError(canvas: PlayContext['canvas'], label: string, text: string) {
  await waitFor(() => expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(text)))
  await expect(canvas.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true')
}

// Change email

export const ChangeEmailForm: Story = {
  tags: [
    'spec:4.change-email.statuses',
    'spec:5.change-email.newsletter-opt-in-optional',
    'spec:2.routes.change-email',
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'E-Mail-Adresse ändern' })).toBeVisible()
    await expect(canvas.getByText(annaSchmidt.email, { selector: 'strong' })).toBeVisible()
    await expect(canvas.getByLabelText('Neue E-Mail-Adresse')).toHaveValue('')
    await expect(canvas.getByRole('checkbox', { name: /Newsletter/ })).not.toBeChecked()
  },
}

export const ChangeEmailRequiredFields: Story = {
  tags: [
    'spec:5.fields.error-below-field',
    'spec:5.change-email.new-email-required-valid',
    'spec:5.change-email.confirmation-equal',
    'spec:5.change-email.password-required',
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', changeEmailButton))
    await expectFieldError(canvas, 'Neue E-Mail-Adresse', 'Bitte geben Sie Ihre E-Mail-Adresse ein.')
    await expectFieldError(canvas, 'Neue E-Mail-Adresse wiederholen', 'Bitte wiederholen Sie die neue E-Mail-Adresse.')
    await expectFieldError(canvas, 'Aktuelles Passwort', 'Bitte geben Sie Ihr aktuelles Passwort ein.')
  },
}

export const ChangeEmailInvalidInput: Story = {
  tags: ['spec:5.change-email.new-email-required-valid', 'spec:5.change-email.confirmation-equal'],
  play: async (context) => {
    await fillChangeEmail(context, { email: 'anna.neu@', confirmation: 'anna.anders@example.de' })
    await submitChangeEmail(context)
    await expectFieldError(context.canvas, 'Neue E-Mail-Adresse', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.')
    await expectFieldError(
      context.canvas,
      'Neue E-Mail-Adresse wiederholen',
      'Die E-Mail-Adressen stimmen nicht überein.',
    )
  },
}

export const ChangeEmailSending: Story = {
  parameters: { msw: [http.post('*/api/customer/user/change-email', () => delay('infinite'))] },
  play: async (context) => {
    await fillChangeEmail(context)
    await submitChangeEmail(context)
    await waitFor(() =>
      expect(context.canvas.getByRole('button', changeEmailButton)).toHaveAttribute('aria-busy', 'true'),
    )
  },
}

export const ChangeEmailWrongPassword: Story = {
  tags: ['spec:8.change-email.wrong-password', 'spec:4.change-email.statuses'],
  play: async (context) => {
    await fillChangeEmail(context, { password: 'Winter2026!' })
    await submitChangeEmail(context)
    await expectFieldError(
      context.canvas,
      'Aktuelles Passwort',
      'Das Passwort ist nicht korrekt. Bitte prüfen Sie Ihre Eingabe.',
    )
    await expect(context.canvas.getByLabelText('Aktuelles Passwort')).toHaveFocus()
    await expect(context.canvas.getByLabelText('Neue E-Mail-Adresse')).toHaveValue(newEmail)
  },
}

export const ChangeEmailAlreadyExists: Story = {
  tags: ['spec:8.change-email.email-exists', 'spec:4.change-email.statuses', 'spec:5.change-email.email-in-use'],
  play: async (context) => {
    await fillChangeEmail(context, { email: claraNeu.email })
    await submitChangeEmail(context)
    await expectFieldError(
      context.canvas,
      'Neue E-Mail-Adresse',
      'Diese E-Mail-Adresse wird bereits für ein anderes Kundenkonto verwendet.',
    )
  },
}

export const ChangeEmailSameAsCurrent: Story = {
  play: async (context) => {
    await fillChangeEmail(context, { email: annaSchmidt.email })
    await submitChangeEmail(context)
    await expectFieldError(
      context.canvas,
      'Neue E-Mail-Adresse',
      'Das ist Ihre aktuelle E-Mail-Adresse. Bitte geben Sie eine neue ein.',
    )
  },
}

export const ChangeEmailRefusedAsInvalid: Story = {
  tags: ['spec:8.change-email.invalid-email', 'spec:4.change-email.statuses'],
  parameters: {
    msw: [
      http.post('*/api/customer/user/change-email', () =>
        HttpResponse.json({ code: 'INVALID_REQUEST', errors: [{ path: 'new_email' }] }, { status: 400 }),
      ),
    ],
  },
  play: async (context) => {
    await fillChangeEmail(context)
    await submitChangeEmail(context)
    await expectFieldError(context.canvas, 'Neue E-Mail-Adresse', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.')
  },
}

export const ChangeEmailGenericError: Story = {
  tags: ['spec:8.change-email.generic', 'spec:4.change-email.statuses'],
  parameters: {
    faults: [{ service: 'customer', endpoint: 'POST /user/change-email', kind: 'http-500', remaining: 'always' }],
  },
  play: async (context) => {
    await fillChangeEmail(context)
    await submitChangeEmail(context)
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(genericError)
    await expect(context.canvas.getByLabelText('Neue E-Mail-Adresse wiederholen')).toHaveValue(newEmail)
  },
}

export const ChangeEmailConnectionError: Story = {
  parameters: {
    faults: [{ service: 'customer', endpoint: 'POST /user/change-email', kind: 'network-error', remaining: 'always' }],
  },
  play: async (context) => {
    await fillChangeEmail(context)
    await submitChangeEmail(context)
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(connectionError)
  },
}

export const ChangeEmailSuccessful: Story = {
  tags: ['spec:4.change-email.statuses'],
  play: async (context) => {
    await fillChangeEmail(context)
    await context.userEvent.click(context.canvas.getByRole('checkbox', { name: /Newsletter/ }))
    await submitChangeEmail(context)
    const success = await context.canvas.findByText(/Wir haben Ihnen eine E-Mail an/)
    await expect(success).toHaveTextContent(`Wir haben Ihnen eine E-Mail an ${newEmail} geschickt.`)
    await expect(context.canvas.getByText('Bitte bestätigen Sie Ihre neue E-Mail-Adresse')).toBeVisible()
    await expect(context.canvas.queryByLabelText('Neue E-Mail-Adresse')).toBeNull()
  },
}

export const ChangeEmailCleanup: Story = {
  tags: ['spec:4.change-email.cleanup'],
  play: async (context) => {
    await ChangeEmailSuccessful.play?.(context as never)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Eine andere E-Mail-Adresse wählen' }))
    await expect(await context.canvas.findByLabelText('Neue E-Mail-Adresse')).toHaveValue('')
    await expect(context.canvas.getByLabelText('Aktuelles Passwort')).toHaveValue('')
  },
}

export const ChangeEmailWithoutPassword: Story = {
  parameters: { scenario: 'social-login-no-password' },
  play: async ({ canvas }) => {
    const hint = (await canvas.findByText(/Für Ihr Kundenkonto ist noch kein Passwort festgelegt/)).closest('.alert')
    await expect(hint).toBeVisible()
    // The navigation says the same: both lead to the change-password page, which mails the link.
    await expect(within(hint as HTMLElement).getByRole('link', { name: 'Passwort festlegen' })).toHaveAttribute(
      'href',
      paths.changePassword.getHref(),
    )
    await expect(canvas.queryByLabelText('Neue E-Mail-Adresse')).toBeNull()
  },
}

// The confirmation link of an email change

export const ConfirmEmailChanging: Story = {
  parameters: {
    path: paths.emailChangeConfirmDoi.getHref('beispiel-token'),
    msw: [http.post('*/api/customer/user/change-email/doi/verify', () => delay('infinite'))],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Neue E-Mail-Adresse bestätigen' })).toBeVisible()
    await expect(await canvas.findByText('Ihre neue E-Mail-Adresse wird bestätigt …')).toBeVisible()
  },
}

export const ConfirmEmailChanged: Story = {
  tags: ['spec:2.routes.email-change-confirm-doi'],
  parameters: {
    path: paths.emailChangeConfirmDoi.getHref('beispiel-token'),
    msw: [http.post('*/api/customer/user/change-email/doi/verify', () => HttpResponse.json({ email: newEmail }))],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Vielen Dank! Ihre E-Mail-Adresse ist jetzt/)).toHaveTextContent(
      `Vielen Dank! Ihre E-Mail-Adresse ist jetzt ${newEmail}. Bitte melden Sie sich ab sofort damit an.`,
    )
    await expect(canvas.getByRole('link', { name: 'Zu Mein Konto' })).toBeVisible()
  },
}

export const ConfirmEmailLinkExpired: Story = {
  parameters: { path: paths.emailChangeConfirmDoi.getHref('abgelaufen') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Dieser Bestätigungslink ist abgelaufen oder wurde bereits verwendet.',
    )
    await expect(canvas.getByRole('link', { name: 'E-Mail-Adresse ändern' })).toHaveAttribute(
      'href',
      paths.changeEmail.getHref(),
    )
  },
}

export const ConfirmEmailWithoutToken: Story = {
  tags: ['spec:5.tokens.email-doi-without-token'],
  parameters: { path: paths.emailChangeConfirmDoi.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Dem Link fehlt ein Teil.')
  },
}

export const ConfirmEmailFailed: Story = {
  parameters: {
    path: paths.emailChangeConfirmDoi.getHref('beispiel-token'),
    faults: [
      { service: 'customer', endpoint: 'POST /user/change-email/doi/verify', kind: 'http-500', remaining: 'always' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(genericError)
    await expect(canvas.getByRole('button', { name: 'Nochmal versuchen' })).toBeEnabled()
  },
}

// Change password

async function fillChangePassword(
  { canvas, userEvent }: PlayContext,
  values: { current?: string; next?: string; confirmation?: string } = {},
) {
  const { current = annaSchmidt.password ?? '', next = newPassword, confirmation = next } = values
  await userEvent.type(await canvas.findByLabelText('Aktuelles Passwort'), current)
  if (next) await userEvent.type(canvas.getByLabelText('Neues Passwort'), next)
  if (confirmation) await userEvent.type(canvas.getByLabelText('Neues Passwort wiederholen'), confirmation)
}

async function submitChangePassword({ canvas, userEvent }: PlayContext) {
  await userEvent.click(canvas.getByRole('button', changePasswordButton))
}

export const ChangePasswordForm: Story = {
  tags: ['spec:4.change-password.statuses', 'spec:2.routes.change-password'],
  parameters: { path: paths.changePassword.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible()
    await expect(canvas.getByLabelText('Aktuelles Passwort')).toHaveValue('')
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kundenkonto löschen' })).toBeVisible()
  },
}

export const ChangePasswordRequiredFields: Story = {
  tags: ['spec:5.change-password.fields-required', 'spec:5.password.min-8-characters'],
  parameters: { path: paths.changePassword.getHref() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', changePasswordButton))
    await expectFieldError(canvas, 'Aktuelles Passwort', 'Bitte geben Sie Ihr aktuelles Passwort ein.')
    await expectFieldError(canvas, 'Neues Passwort', 'Geben Sie mind. 8 Zeichen ein.')
    await expectFieldError(canvas, 'Neues Passwort wiederholen', 'Bitte wiederholen Sie das neue Passwort.')
  },
}

export const ChangePasswordStrengthHints: Story = {
  tags: ['spec:5.password.strength-hints'],
  parameters: { path: paths.changePassword.getHref() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Neues Passwort'), 'Hallo12')
    await expect(canvas.getByText('Passwortstärke: unter 8 Zeichen')).toBeVisible()
    await expect(canvas.getByText('Ihr Passwort enthält ein leicht zu erratendes Wort.')).toBeVisible()
    await userEvent.clear(canvas.getByLabelText('Neues Passwort'))
    await userEvent.type(canvas.getByLabelText('Neues Passwort'), newPassword)
    await expect(canvas.getByText('Passwortstärke: sehr sicher')).toBeVisible()
  },
}

export const ChangePasswordMismatch: Story = {
  tags: ['spec:5.change-password.confirmation-matches'],
  parameters: { path: paths.changePassword.getHref() },
  play: async (context) => {
    await fillChangePassword(context, { confirmation: 'Tulpe-Fluss-2025' })
    await submitChangePassword(context)
    await expectFieldError(context.canvas, 'Neues Passwort wiederholen', 'Die Passwörter stimmen nicht überein.')
  },
}

export const ChangePasswordSameAsOld: Story = {
  tags: ['spec:8.change-password.same-as-old', 'spec:5.change-password.new-differs-from-current'],
  parameters: { path: paths.changePassword.getHref() },
  play: async (context) => {
    await fillChangePassword(context, { next: annaSchmidt.password ?? '' })
    await submitChangePassword(context)
    await expectFieldError(
      context.canvas,
      'Neues Passwort',
      'Ihr neues Passwort muss sich von Ihrem aktuellen Passwort unterscheiden.',
    )
  },
}

export const ChangePasswordSending: Story = {
  parameters: {
    path: paths.changePassword.getHref(),
    msw: [http.post('*/api/customer/user/change-password', () => delay('infinite'))],
  },
  play: async (context) => {
    await fillChangePassword(context)
    await submitChangePassword(context)
    await waitFor(() =>
      expect(context.canvas.getByRole('button', changePasswordButton)).toHaveAttribute('aria-busy', 'true'),
    )
  },
}

export const ChangePasswordWrongPassword: Story = {
  tags: ['spec:8.change-password.wrong-password', 'spec:4.change-password.statuses'],
  parameters: { path: paths.changePassword.getHref() },
  play: async (context) => {
    await fillChangePassword(context, { current: 'Winter2026!' })
    await submitChangePassword(context)
    await expectFieldError(
      context.canvas,
      'Aktuelles Passwort',
      'Das Passwort ist nicht korrekt. Bitte prüfen Sie Ihre Eingabe.',
    )
    await expect(context.canvas.getByLabelText('Neues Passwort')).toHaveValue(newPassword)
  },
}

export const ChangePasswordWrongToken: Story = {
  tags: ['spec:4.change-password.statuses'],
  parameters: {
    path: paths.changePassword.getHref(),
    faults: [{ service: 'customer', endpoint: 'POST /user/change-password', kind: 'http-401', remaining: 1 }],
  },
  play: async (context) => {
    await fillChangePassword(context)
    await submitChangePassword(context)
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'Ihre Anmeldung ist nicht mehr gültig, daher konnten wir Ihr Passwort nicht ändern.',
    )
    await expect(context.canvas.getByRole('link', { name: 'Neu anmelden' })).toHaveAttribute(
      'href',
      paths.login.getHref(paths.changePassword.getHref()),
    )
  },
}

export const ChangePasswordGenericError: Story = {
  tags: ['spec:8.change-password.generic', 'spec:4.change-password.statuses'],
  parameters: {
    path: paths.changePassword.getHref(),
    faults: [{ service: 'customer', endpoint: 'POST /user/change-password', kind: 'http-500', remaining: 'always' }],
  },
  play: async (context) => {
    await fillChangePassword(context)
    await submitChangePassword(context)
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(genericError)
    await expect(context.canvas.getByLabelText('Aktuelles Passwort')).toHaveValue(annaSchmidt.password)
  },
}

export const ChangePasswordSuccessful: Story = {
  tags: ['spec:4.change-password.statuses', 'spec:4.change-password.success-modal'],
  parameters: { path: paths.changePassword.getHref() },
  play: async (context) => {
    await fillChangePassword(context)
    await submitChangePassword(context)
    const modal = await context.canvas.findByRole('dialog', { name: 'Passwort geändert' })
    await expect(modal).toHaveTextContent('Ihr neues Passwort ist gespeichert.')
  },
}

export const ChangePasswordCleanup: Story = {
  tags: ['spec:4.change-password.cleanup'],
  parameters: { path: paths.changePassword.getHref() },
  play: async (context) => {
    await ChangePasswordSuccessful.play?.(context as never)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Verstanden' }))
    await waitFor(() => expect(context.canvas.queryByRole('dialog')).toBeNull())
    await expect(context.canvas.getByLabelText('Aktuelles Passwort')).toHaveValue('')
    await expect(context.canvas.getByLabelText('Neues Passwort')).toHaveValue('')
  },
}

// Set a first password (social-login account without one)

export const SetPasswordOffer: Story = {
  parameters: { scenario: 'social-login-no-password', path: paths.changePassword.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Passwort festlegen' })).toBeVisible()
    await expect(canvas.getByText(/über ein soziales Netzwerk angelegt/)).toHaveTextContent(
      'jonas.becker@gmail.example',
    )
    await expect(canvas.getByRole('link', { name: 'Passwort festlegen' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.queryByLabelText('Aktuelles Passwort')).toBeNull()
  },
}

export const SetPasswordLinkSent: Story = {
  parameters: { scenario: 'social-login-no-password', path: paths.changePassword.getHref() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Link zum Festlegen senden' }))
    await expect(await canvas.findByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeVisible()
  },
}

export const SetPasswordLinkFailed: Story = {
  parameters: {
    scenario: 'social-login-no-password',
    path: paths.changePassword.getHref(),
    faults: [{ service: 'customer', endpoint: 'POST /user/reset-password', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Link zum Festlegen senden' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(genericError)
  },
}

// Delete the account

async function openDeleteModal({ canvas, userEvent }: PlayContext) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Kundenkonto löschen …' }))
  return canvas.findByRole('dialog', { name: 'Kundenkonto wirklich löschen?' })
}

async function confirmDeletion(context: PlayContext, password = annaSchmidt.password ?? '') {
  const modal = await openDeleteModal(context)
  await context.userEvent.type(within(modal).getByLabelText('Aktuelles Passwort'), password)
  await context.userEvent.click(within(modal).getByRole('button', { name: 'Endgültig löschen' }))
  return modal
}

export const DeleteAccountModalOpen: Story = {
  tags: ['spec:4.delete-account.modal'],
  parameters: { path: paths.changePassword.getHref() },
  play: async (context) => {
    const modal = await openDeleteModal(context)
    await expect(modal).toHaveTextContent('Das Löschen lässt sich nicht rückgängig machen.')
    await expect(within(modal).getByLabelText('Aktuelles Passwort')).toHaveValue('')
  },
}

export const DeleteAccountModalClosed: Story = {
  tags: ['spec:4.delete-account.modal'],
  parameters: { path: paths.changePassword.getHref() },
  play: async (context) => {
    const modal = await openDeleteModal(context)
    await context.userEvent.click(within(modal).getByRole('button', { name: 'Nicht löschen' }))
    await waitFor(() => expect(context.canvas.queryByRole('dialog')).toBeNull())
    await expect(context.canvas.getByRole('button', { name: 'Kundenkonto löschen …' })).toBeVisible()
  },
}

export const DeleteAccountPasswordRequired: Story = {
  tags: ['spec:5.account-deletion.password-required'],
  parameters: { path: paths.changePassword.getHref() },
  play: async (context) => {
    const modal = await openDeleteModal(context)
    await context.userEvent.click(within(modal).getByRole('button', { name: 'Endgültig löschen' }))
    await waitFor(() =>
      expect(within(modal).getByLabelText('Aktuelles Passwort')).toHaveAccessibleDescription(
        'Bitte geben Sie Ihr aktuelles Passwort ein.',
      ),
    )
  },
}

export const DeleteAccountInProgress: Story = {
  tags: ['spec:4.delete-account.states'],
  parameters: {
    path: paths.changePassword.getHref(),
    msw: [http.post('*/api/customer/user/delete-account', () => delay('infinite'))],
  },
  play: async (context) => {
    const modal = await confirmDeletion(context)
    await waitFor(() =>
      expect(within(modal).getByRole('button', { name: 'Endgültig löschen' })).toHaveAttribute('aria-busy', 'true'),
    )
    await expect(within(modal).getByRole('button', { name: 'Nicht löschen' })).toBeDisabled()
  },
}

export const DeleteAccountSucceeded: Story = {
  tags: ['spec:4.delete-account.states'],
  parameters: { path: paths.changePassword.getHref() },
  play: async (context) => {
    await confirmDeletion(context)
    await expect(await context.canvas.findByRole('heading', { name: 'Ihr Kundenkonto ist gelöscht' })).toBeVisible()
    await expect(context.canvas.getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible()
  },
}

export const DeleteAccountFailedWithDetail: Story = {
  tags: ['spec:8.delete-account.detail-or-generic'],
  parameters: { path: paths.changePassword.getHref() },
  play: async (context) => {
    const modal = await confirmDeletion(context, 'Winter2026!')
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Das eingegebene Passwort ist nicht korrekt. Ihr Kundenkonto wurde nicht gelöscht.',
    )
  },
}

export const DeleteAccountFailed: Story = {
  tags: ['spec:8.delete-account.detail-or-generic', 'spec:4.delete-account.states'],
  parameters: {
    path: paths.changePassword.getHref(),
    faults: [{ service: 'customer', endpoint: 'POST /user/delete-account', kind: 'http-500', remaining: 'always' }],
  },
  play: async (context) => {
    const modal = await confirmDeletion(context)
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(genericError)
    await expect(within(modal).getByLabelText('Aktuelles Passwort')).toHaveValue(annaSchmidt.password)
  },
}
