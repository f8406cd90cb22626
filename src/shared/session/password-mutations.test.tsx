import { screen, within } from '@testing-library/react'
import { MutationObserver, type QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { annaSchmidt } from '@fixtures/customers'
import { createQueryClient } from '@/app/create-query-client'
import { paths } from '@/shared/config/paths'

const annaPassword = annaSchmidt.password as string
const newPassword = 'Tulpe-Fluss-2026'

/** Which of `passwords` the mutation cache still holds, anywhere in its mutations' state. */
function passwordsInMutationCache(queryClient: QueryClient, ...passwords: string[]): string[] {
  const cached = JSON.stringify(
    queryClient
      .getMutationCache()
      .getAll()
      .map((mutation) => mutation.state),
  )
  return passwords.filter((password) => cached.includes(password))
}

describe('no password stays in the mutation cache once its request has settled', () => {
  it('changing the password', async () => {
    const { user, queryClient } = await renderApp({
      scenario: 'account-settings',
      path: paths.changePassword.getHref(),
    })
    await user.type(await screen.findByLabelText('Aktuelles Passwort'), annaPassword)
    await user.type(screen.getByLabelText('Neues Passwort'), newPassword)
    await user.type(screen.getByLabelText('Neues Passwort wiederholen'), newPassword)
    await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }))
    expect(await screen.findByRole('dialog', { name: 'Passwort geändert' })).toBeInTheDocument()
    expect(passwordsInMutationCache(queryClient, annaPassword, newPassword)).toEqual([])
  })

  it('a refused account deletion, its dialog still open with the error', async () => {
    const { user, queryClient } = await renderApp({
      scenario: 'account-settings',
      path: paths.changePassword.getHref(),
    })
    await user.click(await screen.findByRole('button', { name: 'Kundenkonto löschen …' }))
    const modal = await screen.findByRole('dialog', { name: 'Kundenkonto wirklich löschen?' })
    await user.type(within(modal).getByLabelText('Aktuelles Passwort'), 'Winter2026!')
    await user.click(within(modal).getByRole('button', { name: 'Endgültig löschen' }))
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Das eingegebene Passwort ist nicht korrekt.')
    expect(passwordsInMutationCache(queryClient, 'Winter2026!')).toEqual([])
  })

  it('signing in (the login password is sent without a mutation)', async () => {
    const { user, queryClient } = await renderApp({ scenario: 'anonymous', path: paths.login.getHref() })
    await user.type(await screen.findByLabelText(/E-Mail-Adresse/), annaSchmidt.email)
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await user.type(await screen.findByLabelText('Passwort'), annaPassword)
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
    expect(passwordsInMutationCache(queryClient, annaPassword)).toEqual([])
  })

  it.each([
    ['set password', { password: newPassword, confirmation: newPassword }],
    ['create account', { email: annaSchmidt.email, password: newPassword, newsletterConsent: false }],
    ['change email', { newEmail: 'anna.neu@example.de', password: newPassword, newsletterOptIn: false }],
    ['a nested password', { registration: { currentPassword: newPassword } }],
  ])('%s, succeeded or failed, while its form is still open', async (_form, variables) => {
    const queryClient = createQueryClient()
    for (const outcome of ['succeeds', 'fails']) {
      const observer = new MutationObserver(queryClient, {
        mutationFn: async (_variables: object) => {
          if (outcome === 'fails') throw new Error('refused')
          return 'saved'
        },
      })
      const unsubscribe = observer.subscribe(() => undefined)
      await observer.mutate(variables).catch(() => undefined)
      // The form still shows the outcome.
      expect(observer.getCurrentResult().status).toBe(outcome === 'fails' ? 'error' : 'success')
      expect(passwordsInMutationCache(queryClient, newPassword)).toEqual([])
      unsubscribe()
    }
  })

  it('keeps mutations without a password (and an empty password field is none)', async () => {
    const queryClient = createQueryClient()
    const observer = new MutationObserver(queryClient, { mutationFn: async (_variables: object) => 'sent' })
    observer.subscribe(() => undefined)
    await observer.mutate({ username: annaSchmidt.email, password: null })
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1)
  })
})
