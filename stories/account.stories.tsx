import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { storyQueryClient } from '../.storybook/scenario-decorator'
import { sessionKeys } from '../src/shared/session/session-api'
import { assertAnswered, assertAsking } from '../testing/query-state'
import { paths } from '../src/shared/config/paths'

/** The signed-in account shell and account home, in every state of issue 2. */
const meta = {
  title: 'Seiten/Mein Konto',
  render: () => <></>,
  parameters: { scenario: 'default', path: paths.home.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Home: Story = {
  tags: ['spec:2.shell.greeting', 'spec:2.shell.side-navigation'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hallo Anna Schmidt')).toBeVisible()
    await expect(canvas.getByText('Kundennummer: 12345678')).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Mein Konto' })).toBeVisible()
    await expect(await canvas.findByText('Angemeldet bleiben?')).toBeVisible()
  },
}

export const LoginStateLoading: Story = {
  tags: ['spec:2.routing.protected-empty-while-unknown'],
  parameters: { msw: [http.get('*/api/customer/user/login-state', () => delay('infinite'))] },
  play: async ({ canvas, loaded }) => {
    // The protected page has rendered and asked: what it shows without the answer is all it will show.
    await waitFor(() => assertAsking(storyQueryClient(loaded), sessionKeys.loginState))
    // While the login state is unknown a protected page renders empty.
    await expect(canvas.queryByText(/Hallo/)).toBeNull()
    await expect(canvas.queryByRole('heading', { name: 'Anmelden bei Mein Konto' })).toBeNull()
  },
}

export const SignedOutRedirectsToLogin: Story = {
  tags: ['spec:2.routing.protected-redirect-to-login'],
  parameters: { scenario: 'anonymous' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Anmelden bei Mein Konto' })).toBeVisible()
  },
}

export const IncompleteProfile: Story = {
  parameters: { scenario: 'incomplete-profile' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Bitte vervollständigen Sie Ihr Profil')).toBeVisible()
  },
}

export const SocialLoginWithoutPassword: Story = {
  parameters: { scenario: 'social-login-no-password' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hallo Jonas Becker')).toBeVisible()
  },
}

export const StayLoggedInAccepted: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Angemeldet bleiben' }))
    await expect(
      await canvas.findByText(
        'Gespeichert. Bei Ihrer nächsten Anmeldung ist „Angemeldet bleiben“ schon angehakt – dann bleiben Sie 60 Tage angemeldet.',
      ),
    ).toBeVisible()
  },
}

export const StayLoggedInFailed: Story = {
  parameters: {
    faults: [
      { service: 'customer', endpoint: 'PATCH /user/auth/stay-logged-in', kind: 'http-500', remaining: 'always' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Angemeldet bleiben' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
    )
  },
}

export const StayLoggedInAlreadyOn: Story = {
  parameters: {
    msw: [http.get('*/api/customer/user/auth/stay-logged-in', () => HttpResponse.json({ stay_logged_in: true }))],
  },
  play: async ({ canvas, loaded }) => {
    await canvas.findByText('Hallo Anna Schmidt')
    await waitFor(() => assertAnswered(storyQueryClient(loaded), sessionKeys.stayLoggedIn))
    await expect(canvas.queryByText('Angemeldet bleiben?')).toBeNull()
  },
}

export const LogoutFailed: Story = {
  parameters: {
    faults: [{ service: 'customer', endpoint: 'GET /user/auth/logout', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Abmelden' }))
    // Only the server can end the session (HttpOnly cookie): it did not, so the account stays, with a retry.
    const navigation = canvas.getByRole('navigation', { name: 'Mein Konto' })
    await waitFor(() =>
      expect(within(navigation).getByRole('alert')).toHaveTextContent(
        'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
      ),
    )
    await expect(within(navigation).getByRole('button', { name: 'Nochmal versuchen' })).toBeVisible()
    await expect(canvas.getByText('Hallo Anna Schmidt')).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Sie haben sich abgemeldet' })).not.toBeInTheDocument()
  },
}

export const LoggedOut: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Abmelden' }))
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Sie haben sich abgemeldet' })).toBeVisible())
  },
}

export const PageNotFound: Story = {
  tags: ['spec:2.routes.page-not-found'],
  parameters: { path: '/gibt-es-nicht' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Diese Seite gibt es leider nicht' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Zur Übersicht von Mein Konto' })).toBeVisible()
  },
}

export const ErrorFallback: Story = {
  parameters: { path: paths.pageUnavailable.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Diese Seite ist gerade nicht erreichbar' })).toBeVisible()
  },
}

export const SwissShop: Story = {
  parameters: { scenario: 'swiss-customer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hallo Sabine Meier')).toBeVisible()
    await expect(canvas.getAllByText(/service@hse\.ch/)[0]).toBeVisible()
  },
}
