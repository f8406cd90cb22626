import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, waitFor, type within } from 'storybook/test'
import { annaSchmidt } from '../fixtures/customers'
import { paths } from '../src/shared/config/paths'

/** Magic link: the option below the password step, and the page the mailed link opens. */
const meta = {
  title: 'Seiten/Anmeldelink',
  render: () => <></>,
  parameters: { scenario: 'anonymous', path: paths.login.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
type UserEvent = { type: (element: Element, text: string) => Promise<void>; click: (element: Element) => Promise<void> }

const sendAction = 'Anmeldelink per E-Mail senden'

async function openPasswordStep(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.type(await canvas.findByLabelText('E-Mail-Adresse oder Kundennummer'), annaSchmidt.email)
  await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }))
  return canvas.findByRole('button', { name: sendAction })
}

export const OptionActive: Story = {
  tags: ['spec:4.magic-link.states'],
  play: async ({ canvas, userEvent }) => {
    const action = await openPasswordStep(canvas, userEvent)
    await expect(action).toBeEnabled()
    await expect(canvas.getByRole('heading', { name: 'Ohne Passwort anmelden' })).toBeVisible()
  },
}

export const OptionSending: Story = {
  tags: ['spec:4.magic-link.states'],
  parameters: { msw: [http.post('*/api/customer/user/magic-link/login', () => delay('infinite'))] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await openPasswordStep(canvas, userEvent))
    await waitFor(() => expect(canvas.getByRole('button', { name: sendAction })).toHaveAttribute('aria-busy', 'true'))
    await expect(canvas.getByRole('button', { name: sendAction })).toBeDisabled()
  },
}

export const OptionSent: Story = {
  tags: ['spec:4.magic-link.states', 'spec:4.magic-link.send-wait-800ms'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await openPasswordStep(canvas, userEvent))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      `Wir haben Ihnen einen Anmeldelink an ${annaSchmidt.email} geschickt. Er gilt 10 Minuten.`,
    )
    // Active again after the success wait, with the confirmation kept.
    await waitFor(() => expect(canvas.getByRole('button', { name: sendAction })).toBeEnabled(), { timeout: 3000 })
    await expect(canvas.getByRole('status')).toHaveTextContent('Anmeldelink an')
  },
}

export const OptionFailed: Story = {
  tags: ['spec:4.magic-link.send-failure'],
  parameters: {
    faults: [{ service: 'customer', endpoint: 'POST /user/magic-link/login', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await openPasswordStep(canvas, userEvent))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
    )
    await expect(canvas.getByRole('button', { name: sendAction })).toBeEnabled()
  },
}

export const PageVerifying: Story = {
  tags: ['spec:4.magic-link.verification'],
  parameters: {
    path: paths.magicLink.getHref('beispiel'),
    msw: [http.post('*/api/customer/user/magic-link/verify', () => delay('infinite'))],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ihr Anmeldelink' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Sie werden angemeldet …')
  },
}

export const PageExpired: Story = {
  parameters: { path: paths.magicLink.getHref('abgelaufen') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Dieser Anmeldelink ist abgelaufen oder wurde bereits verwendet.',
    )
    await expect(canvas.getByRole('link', { name: 'Zur Anmeldung und neuen Link anfordern' })).toBeVisible()
  },
}

export const PageMissingToken: Story = {
  parameters: { path: paths.magicLink.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Dieser Anmeldelink ist unvollständig.')
    await expect(canvas.getByRole('link', { name: 'Zur Anmeldung und neuen Link anfordern' })).toBeVisible()
  },
}

export const PageFailed: Story = {
  tags: ['spec:4.magic-link.verification'],
  parameters: {
    path: paths.magicLink.getHref('beispiel'),
    faults: [{ service: 'customer', endpoint: 'POST /user/magic-link/verify', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
    )
    await expect(canvas.getByRole('button', { name: 'Nochmal versuchen' })).toBeEnabled()
  },
}
