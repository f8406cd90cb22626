import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { clearCachesOnIdentityChange } from './identity-change'
import { sessionKeys, type SessionState } from './session-api'

const signedIn = (customerNumber: string | null, email = 'kundin@example.de'): SessionState => ({
  loggedIn: true,
  user: { customerNumber, email, firstName: 'Kundin' },
})
const loggedOut: SessionState = { loggedIn: false, user: null }

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  clearCachesOnIdentityChange(queryClient)
  let loginStateCalls = 0
  let ordersCalls = 0
  // A page that shows the orders (an active query), and an answer no page shows (inactive).
  const orders = new QueryObserver(queryClient, {
    queryKey: ['orders', 'list'],
    queryFn: async () => `orders of call ${++ordersCalls}`,
  })
  const unsubscribe = orders.subscribe(() => undefined)
  const answer = (state: SessionState) => queryClient.setQueryData(sessionKeys.loginState, state)
  return {
    queryClient,
    answer,
    ordersCalls: () => ordersCalls,
    loginStateCalls: () => loginStateCalls,
    countLoginStateCalls: () => {
      queryClient.setQueryDefaults(sessionKeys.loginState, { queryFn: async () => (++loginStateCalls, loggedOut) })
    },
    cacheSomething: async () => {
      await queryClient.prefetchQuery({ queryKey: ['wishlist'], queryFn: async () => 'wishlist' })
      await new MutationObserver(queryClient, { mutationFn: async () => 'saved' }).mutate(undefined)
      await expect.poll(() => queryClient.getQueryData(['orders', 'list'])).toBeDefined()
    },
    held: () => ({
      wishlist: queryClient.getQueryData(['wishlist']),
      orders: queryClient.getQueryData(['orders', 'list']),
      mutations: queryClient.getMutationCache().getAll().length,
    }),
    unsubscribe,
  }
}

describe('the caches follow the signed-in customer', () => {
  it('keeps everything on the first answer and on answers naming the same customer', async () => {
    const app = setUp()
    await app.cacheSomething()
    app.answer(signedIn('12345678'))
    app.answer(signedIn('12345678'))
    app.answer(signedIn(' 12345678 '))
    expect(app.held()).toEqual({ wishlist: 'wishlist', orders: 'orders of call 1', mutations: 1 })
    expect(app.ordersCalls()).toBe(1)
  })

  it.each([
    ['signed in → logged out', signedIn('12345678'), loggedOut],
    ['logged out → signed in', loggedOut, signedIn('12345678')],
    ['one customer → another', signedIn('12345678'), signedIn('78901234')],
    [
      'one customer → another, neither with a customer number',
      signedIn(null, 'a@example.de'),
      signedIn(null, 'b@example.de'),
    ],
  ])('clears all but the login state on %s; a page’s query asks again, once', async (_change, before, after) => {
    const app = setUp()
    app.answer(before)
    await app.cacheSomething()
    app.countLoginStateCalls()
    app.answer(after)
    // Gone at once: no answer of the customer before is left to show while the page asks again.
    expect(app.held()).toEqual({ wishlist: undefined, orders: undefined, mutations: 0 })
    expect(app.queryClient.getQueryData(sessionKeys.loginState)).toEqual(after)
    await expect.poll(() => app.queryClient.getQueryData(['orders', 'list'])).toBe('orders of call 2')
    expect(app.queryClient.getQueryCache().find({ queryKey: ['wishlist'] })).toBeUndefined()
    expect(app.ordersCalls()).toBe(2)
    // The clearing never asks for the login state itself: nothing that could start another round.
    expect(app.loginStateCalls()).toBe(0)
  })

  it('compares with the last answer across a removed login state; no answer (unknown) changes nothing', async () => {
    const app = setUp()
    app.answer(signedIn('12345678'))
    app.queryClient.removeQueries({ queryKey: sessionKeys.loginState })
    await app.cacheSomething()
    app.answer(signedIn('12345678'))
    expect(app.held()).toEqual({ wishlist: 'wishlist', orders: 'orders of call 1', mutations: 1 })
    app.queryClient.removeQueries({ queryKey: sessionKeys.loginState })
    app.answer(signedIn('78901234'))
    expect(app.held()).toEqual({ wishlist: undefined, orders: undefined, mutations: 0 })
  })
})
