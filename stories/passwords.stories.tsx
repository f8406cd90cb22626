import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { annaSchmidt } from '../fixtures/customers'
import { paths } from '../src/shared/config/paths'

/** Forgotten password: request a link, the link-sent page, and setting a new password. */
const meta = {
  title: 'Seiten/Passwort',
  render: () => <></>,
  parameters: { scenario: 'anonymous', path: paths.forgotPassword.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const RequestLink: Story = {
  tags: ['spec:2.routes.forgot-password'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Passwort vergessen' })).toBeVisible()
  },
}

export const RequestLinkInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Link anfordern' }))
    await expect(await canvas.findByText('Bitte geben Sie Ihre E-Mail-Adresse oder Kundennummer ein.')).toBeVisible()
  },
}

export const RequestLinkSending: Story = {
  parameters: { msw: [http.post('*/api/customer/user/reset-password', () => delay('infinite'))] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-Mail-Adresse oder Kundennummer'), annaSchmidt.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Link anfordern' }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Link anfordern' })).toHaveAttribute('aria-busy', 'true'),
    )
  },
}

export const RequestLinkFailed: Story = {
  parameters: {
    faults: [{ service: 'customer', endpoint: 'POST /user/reset-password', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('E-Mail-Adresse oder Kundennummer'), annaSchmidt.email)
    await userEvent.click(canvas.getByRole('button', { name: 'Link anfordern' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Da hat etwas nicht geklappt')
    await expect(canvas.getByLabelText('E-Mail-Adresse oder Kundennummer')).toHaveValue(annaSchmidt.email)
  },
}

export const LinkSent: Story = {
  tags: ['spec:2.routes.send-password-link-success'],
  parameters: { path: paths.sendPasswordLinkSuccess.getHref('password-forgotten') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeVisible()
    await expect(canvas.getByText(/Der Link gilt 24 Stunden/)).toBeVisible()
  },
}

export const SetPasswordWithoutToken: Story = {
  tags: ['spec:5.tokens.set-password-without-token'],
  parameters: { path: paths.setPassword.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Dieser Link ist unvollständig')
  },
}

export const SetPasswordStrengthHints: Story = {
  tags: ['spec:5.password.strength-hints'],
  parameters: { path: paths.setPassword.getHref('beispiel') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Neues Passwort'), 'Passwort1')
    await expect(canvas.getByText('Passwortstärke: sicher')).toBeVisible()
    await expect(canvas.getByText('Ihr Passwort enthält ein leicht zu erratendes Wort.')).toBeVisible()
  },
}

export const SetPasswordExpiredLink: Story = {
  tags: ['spec:2.routes.forgotten-password-token'],
  parameters: { path: paths.forgottenPasswordToken.getHref('abgelaufen') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Neues Passwort'), 'Tulpe-Fluss-2026')
    await userEvent.type(canvas.getByLabelText('Neues Passwort wiederholen'), 'Tulpe-Fluss-2026')
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort speichern' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Dieser Link ist abgelaufen oder wurde bereits verwendet',
    )
  },
}
