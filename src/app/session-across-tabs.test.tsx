import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '@testing/render-app'
import { countRequests } from '@testing/count-requests'
import { assertAnswered } from '@testing/query-state'
import { claraNeu } from '@fixtures/customers'
import { signInAs, signOut } from '@mock-server/harness/sign-in-as'
import { paths } from '@/shared/config/paths'

// Anna Schmidt is signed in (scenario account-settings); Clara Neumann has an account too.
const scenario = 'account-settings'

/** Another tab of the app, as the browser sees it: its own channel of the same name. */
function otherTabSays(message: string) {
  const otherTab = new BroadcastChannel('mein-konto.session')
  otherTab.postMessage(message)
  otherTab.close()
}

describe('another tab never shows the previous customer (BroadcastChannel, focus, visibility)', () => {
  it('goes to login within a second when another tab logged out', async () => {
    const { router } = await renderApp({ scenario, path: paths.orders.getHref() })
    expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
    // The other tab's logout: the session (one cookie for every tab) is gone, and that tab says so.
    act(() => signOut())
    otherTabSays('customer-changed')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 1_000 })
    expect(screen.queryByText('Hallo Anna Schmidt')).not.toBeInTheDocument()
  })

  it('shows the new customer within a second when another tab signed someone else in', async () => {
    await renderApp({ scenario, path: paths.home.getHref() })
    expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
    await act(() => signInAs(claraNeu.customerNumber))
    otherTabSays('customer-changed')
    expect(await screen.findByText('Hallo Clara Neumann', {}, { timeout: 1_000 })).toBeInTheDocument()
    expect(screen.queryByText('Hallo Anna Schmidt')).not.toBeInTheDocument()
  })

  it('asks again when the tab comes back into view, for what no message told it', async () => {
    const { router } = await renderApp({ scenario, path: paths.orders.getHref() })
    expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
    const loginStates = countRequests('GET', '/api/customer/user/login-state')
    // The session ended elsewhere (another browser's password change, say): nobody told this tab.
    act(() => signOut())
    // Back a while later (the login state was answered more than a second ago).
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 5_000)
    act(() => {
      window.dispatchEvent(new Event('focus'))
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 1_000 })
    // Focus and visibility on one return ask once.
    expect(loginStates()).toBe(1)
  })

  it('does not ask while hidden, nor again within a second of the last answer', async () => {
    const { queryClient } = await renderApp({ scenario, path: paths.orders.getHref() })
    expect(await screen.findByText('Hallo Anna Schmidt')).toBeInTheDocument()
    const loginStates = countRequests('GET', '/api/customer/user/login-state')
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    hidden.mockRestore()
    // Just answered: a focus now asks nothing.
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    // A call asked for would be on its way now; once nothing is, none went out.
    await waitFor(() => assertAnswered(queryClient))
    expect(loginStates()).toBe(0)
  })
})
