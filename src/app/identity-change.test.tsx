import { act, screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { assertAsking } from '@testing/query-state'
import { annaSchmidt, claraNeu } from '@fixtures/customers'
import { db } from '@mock-server/db/db'
import { server } from '@mock-server/harness/node'
import { signInAs, signOut } from '@mock-server/harness/sign-in-as'
import { issueToken } from '@mock-server/runtime/tokens'
import { paths } from '@/shared/config/paths'
import { sessionKeys } from '@/shared/session/session-api'
import { orderKeys } from '@/features/orders/api/orders-api'
import type { QueryClient } from '@tanstack/react-query'

// The account-settings scenario: Anna Schmidt is signed in (four orders, bank account, addresses);
// Clara Neumann has an account without orders.
const scenario = 'account-settings'
type App = Awaited<ReturnType<typeof renderApp>>

const annasOrderNumbers = () =>
  db.orders
    .findMany((q) => q.where({ customer: { customerNumber: annaSchmidt.customerNumber } }))
    .map((order) => order.number)

let releaseHeld: (() => void) | undefined
afterEach(() => releaseHeld?.())

/** Holds every order-history answer from now on until `release`, then lets the mock answer. */
function holdOrderAnswers(): { release: () => void } {
  const gate = new Promise<void>((resolve) => (releaseHeld = resolve))
  server.use(
    http.get('*/api/order-history/orders', async () => {
      await gate
      // No response: the request falls through to the mock's own handler.
    }),
  )
  return { release: () => releaseHeld?.() }
}

/**
 * Watches the page from now on and records each moment it shows one of `texts` while `when` holds
 * (every change of the page is looked at, not only the moments a test asserts).
 */
function recordShown(texts: string[], when: () => boolean): { seen: string[]; stop: () => void } {
  const seen: string[] = []
  const look = () => {
    if (!when()) return
    const page = document.body.textContent
    seen.push(...texts.filter((text) => page.includes(text)))
  }
  const observer = new MutationObserver(look)
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  look()
  return { seen, stop: () => observer.disconnect() }
}

const claraGreeting = 'Hallo Clara Neumann'
const claraHasNoOrders = 'Sie haben noch keine Bestellung aufgegeben.'
const greetsClara = () => document.body.textContent.includes(claraGreeting)

async function openAnnasOrders(): Promise<App & { orderNumbers: string[] }> {
  const app = await renderApp({ scenario, path: paths.orders.getHref() })
  const orderNumbers = annasOrderNumbers()
  expect(orderNumbers).toHaveLength(4)
  for (const number of orderNumbers) expect(await screen.findByText(`Bestellnummer ${number}`)).toBeInTheDocument()
  return { ...app, orderNumbers }
}

/** The app asks for the login state again, as it does once the answer is a minute old and a page opens. */
async function askLoginStateAgain(queryClient: QueryClient) {
  await act(() => queryClient.invalidateQueries({ queryKey: sessionKeys.loginState }))
}

describe('a customer never sees another customer’s data', () => {
  it('another customer signed in meanwhile (another tab): the order list empties at once and loads theirs', async () => {
    const { queryClient, orderNumbers } = await openAnnasOrders()
    const annasOrders = orderNumbers.map((number) => `Bestellnummer ${number}`)
    const recorder = recordShown(annasOrders, greetsClara)
    const held = holdOrderAnswers()
    await signInAs(claraNeu.customerNumber)
    await askLoginStateAgain(queryClient)

    expect(await screen.findByText(claraGreeting)).toBeInTheDocument()
    for (const order of annasOrders) expect(screen.queryByText(order)).not.toBeInTheDocument()
    assertAsking(queryClient, orderKeys.list)
    held.release()
    expect(await screen.findByText(claraHasNoOrders)).toBeInTheDocument()
    recorder.stop()
    expect(recorder.seen).toEqual([])
  })

  it('signed out elsewhere, then another customer signs in on the login page: none of the first one’s orders', async () => {
    const { queryClient, user, router, orderNumbers } = await openAnnasOrders()
    const annasOrders = orderNumbers.map((number) => `Bestellnummer ${number}`)
    signOut()
    await askLoginStateAgain(queryClient)
    expect(await screen.findByRole('heading', { name: 'Anmelden bei Mein Konto' })).toBeInTheDocument()

    const recorder = recordShown(annasOrders, greetsClara)
    const held = holdOrderAnswers()
    await user.type(screen.getByLabelText(/E-Mail-Adresse/), claraNeu.email)
    await user.click(screen.getByRole('button', { name: 'Weiter' }))
    await user.type(await screen.findByLabelText('Passwort'), claraNeu.password as string)
    await user.click(screen.getByRole('button', { name: 'Anmelden' }))

    expect(await screen.findByText(claraGreeting)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(paths.orders.getHref())
    for (const order of annasOrders) expect(screen.queryByText(order)).not.toBeInTheDocument()
    held.release()
    expect(await screen.findByText(claraHasNoOrders)).toBeInTheDocument()
    recorder.stop()
    expect(recorder.seen).toEqual([])
  })

  it('a magic link of another customer opened in the tab: home greets them, and the order list is theirs', async () => {
    const { router, queryClient, orderNumbers } = await openAnnasOrders()
    const annasOrders = orderNumbers.map((number) => `Bestellnummer ${number}`)
    const clara = db.customers.findFirst((q) => q.where({ customerNumber: claraNeu.customerNumber }))
    const token = await issueToken({ type: 'magic-link', email: claraNeu.email, customer: clara, validForMs: 600_000 })

    // Account home, where the link leads, greets only Clara.
    const annaGreeted = recordShown(['Hallo Anna Schmidt'], () => router.state.location.pathname === '/')
    const annasOrdersForClara = recordShown(annasOrders, greetsClara)
    await router.navigate(paths.magicLink.getHref(token))
    expect(await screen.findByText(claraGreeting)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(paths.home.getHref())

    const held = holdOrderAnswers()
    await router.navigate(paths.orders.getHref())
    await waitFor(() => assertAsking(queryClient, orderKeys.list))
    for (const order of annasOrders) expect(screen.queryByText(order)).not.toBeInTheDocument()
    held.release()
    expect(await screen.findByText(claraHasNoOrders)).toBeInTheDocument()
    annaGreeted.stop()
    annasOrdersForClara.stop()
    expect(annaGreeted.seen).toEqual([])
    expect(annasOrdersForClara.seen).toEqual([])
  })
})

/** Anna's data as it would sit in the cache: her numbers, names, address and order numbers. */
function annasTracesIn(queryClient: QueryClient, orderNumbers: string[]): string[] {
  const cached = JSON.stringify(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.data),
  )
  const traces = [annaSchmidt.customerNumber, annaSchmidt.email, annaSchmidt.lastName, 'DE89370400440532013000']
  return [...traces, ...orderNumbers].filter((trace) => cached.includes(trace))
}

describe('after the session ends, nothing of the customer stays in the caches', () => {
  it.each([
    [
      'logging out',
      async ({ user }: App) => {
        await user.click(await screen.findByRole('button', { name: 'Abmelden' }))
        expect(await screen.findByRole('heading', { name: 'Sie haben sich abgemeldet' })).toBeInTheDocument()
      },
    ],
    [
      'the session ending in another tab',
      async ({ queryClient }: App) => {
        signOut()
        await askLoginStateAgain(queryClient)
        expect(await screen.findByRole('heading', { name: 'Anmelden bei Mein Konto' })).toBeInTheDocument()
      },
    ],
  ])('%s', async (_way, endSession) => {
    const app = await openAnnasOrders()
    expect(annasTracesIn(app.queryClient, app.orderNumbers)).not.toEqual([])
    await endSession(app)
    // The post-logout page clears the caches in an effect, which React may run a moment after the heading shows.
    await waitFor(() => expect(annasTracesIn(app.queryClient, app.orderNumbers)).toEqual([]))
    await waitFor(() => expect(app.queryClient.getMutationCache().getAll()).toEqual([]))
  })
})
