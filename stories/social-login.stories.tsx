import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { annaSchmidt, jonasGoogle } from '../fixtures/customers'
import { googleCode } from '../testing/social-login'
import { paths, withQuery } from '../src/shared/config/paths'

/** Social login (flag socialLogin): the buttons, the return from Google, and the Google account without a password. */
const meta = {
  title: 'Seiten/Anmeldung mit Google',
  render: () => <></>,
  parameters: { scenario: 'anonymous', path: paths.login.getHref(), flags: { socialLogin: true } },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/**
 * The return from Google to `/login?code=…&state=…`, with the state the app stored in the tab when
 * the customer left (as "Mit Google anmelden" does).
 */
function returnFromGoogle(person: { email: string; firstName: string; lastName: string }, nonce: string) {
  return {
    path: withQuery(paths.login.getHref(), { code: googleCode(person), state: nonce }),
    loaders: [
      () => {
        window.sessionStorage.setItem(
          'mein-konto.social-login-state',
          JSON.stringify({ nonce, redirectTarget: paths.home.getHref() }),
        )
        return {}
      },
    ],
  }
}

const annaAtGoogle = { email: annaSchmidt.email, firstName: 'Anna', lastName: 'Schmidt' }
const leaAtGoogle = { email: 'lea.neumann@gmail.example', firstName: 'Lea', lastName: 'Neumann' }
const genericError = 'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.'

export const Buttons: Story = {
  tags: ['spec:3.flags.socialLogin'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Mit einem anderen Konto anmelden' })).toBeVisible()
    for (const name of ['Mit Google anmelden', 'Mit Facebook anmelden', 'Mit Apple anmelden'])
      await expect(canvas.getByRole('button', { name })).toBeEnabled()
  },
}

export const FacebookBeingTested: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Mit Facebook anmelden' }))
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Die Anmeldung mit Facebook testen wir gerade. Bitte melden Sie sich mit E-Mail-Adresse oder Kundennummer an.',
    )
  },
}

const inProgress = returnFromGoogle(annaAtGoogle, 'story-in-progress')
export const CallbackInProgress: Story = {
  parameters: {
    path: inProgress.path,
    msw: [http.post('*/api/customer/user/social-login', () => delay('infinite'))],
  },
  loaders: inProgress.loaders,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Sie werden mit Google angemeldet …')
    await expect(canvas.getByRole('button', { name: 'Mit Google anmelden' })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: 'Weiter' })).toBeDisabled()
  },
}

const failed = returnFromGoogle(annaAtGoogle, 'story-failed')
export const CallbackFailed: Story = {
  parameters: {
    path: failed.path,
    faults: [{ service: 'customer', endpoint: 'POST /user/social-login', kind: 'http-500', remaining: 'always' }],
  },
  loaders: failed.loaders,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(genericError)
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mit Google anmelden' })).toBeEnabled())
  },
}

const forged = returnFromGoogle(annaAtGoogle, 'story-stored-state')
export const CallbackStateMismatch: Story = {
  parameters: { path: forged.path.replace('story-stored-state', 'fremder-status') },
  loaders: forged.loaders,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(genericError)
  },
}

const unknownPerson = returnFromGoogle(leaAtGoogle, 'story-not-found')
export const CallbackAccountNotFound: Story = {
  parameters: { path: unknownPerson.path },
  loaders: unknownPerson.loaders,
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Vorname')).toHaveValue('Lea')
    await expect(canvas.getByLabelText('Nachname')).toHaveValue('Neumann')
    await expect(canvas.getByLabelText('E-Mail-Adresse')).toHaveValue(leaAtGoogle.email)
  },
}

/** Jonas Becker, signed out: his scenario starts signed in, so the login state answers "logged out". */
const jonasSignedOut = {
  scenario: 'social-login-no-password',
  msw: [http.get('*/api/customer/user/login-state', () => HttpResponse.json({ state: 'LOGGED_OUT' }))],
}

async function enterJonas({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0]) {
  await userEvent.type(await canvas.findByLabelText('E-Mail-Adresse oder Kundennummer'), jonasGoogle.email)
  await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }))
  await expect(await canvas.findByRole('heading', { name: 'Anmelden mit Google' })).toBeVisible()
}

export const SocialAccountStep: Story = {
  parameters: jonasSignedOut,
  play: async (context) => {
    await enterJonas(context)
    await expect(context.canvas.getByText(/Sie haben Ihr Kundenkonto mit Google angelegt/)).toBeVisible()
    await expect(context.canvas.getByRole('button', { name: 'Passwort festlegen' })).toBeEnabled()
  },
}

export const SetPasswordLinkSending: Story = {
  parameters: {
    ...jonasSignedOut,
    msw: [...jonasSignedOut.msw, http.post('*/api/customer/user/reset-password', () => delay('infinite'))],
  },
  play: async (context) => {
    await enterJonas(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Passwort festlegen' }))
    await waitFor(() =>
      expect(context.canvas.getByRole('button', { name: 'Passwort festlegen' })).toHaveAttribute('aria-busy', 'true'),
    )
  },
}

export const SetPasswordLinkFailed: Story = {
  parameters: {
    ...jonasSignedOut,
    faults: [{ service: 'customer', endpoint: 'POST /user/reset-password', kind: 'http-500', remaining: 'always' }],
  },
  play: async (context) => {
    await enterJonas(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Passwort festlegen' }))
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(genericError)
  },
}

export const SetPasswordLinkRequested: Story = {
  parameters: jonasSignedOut,
  play: async (context) => {
    await enterJonas(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Passwort festlegen' }))
    await expect(await context.canvas.findByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeVisible()
  },
}
