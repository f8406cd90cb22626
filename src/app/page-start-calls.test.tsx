import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../mock-server/harness/node'
import { countRequests } from '@testing/count-requests'
import { holdAnswers } from '@testing/held-answers'
import { renderApp } from '@testing/render-app'
import { benchPages, routePatternOf } from '../../scripts/lighthouse/pages'
// @ts-expect-error -- plain ESM build step
import { filledCallUrl } from '../../scripts/prerender-plugin.mjs'
import { routeItems } from '../../spec-map/items/routes'
import { earlyPageAnswersKey } from '@/shared/api/early-answers'
import { recordEarlyPageCalls } from './early-page-calls'
import { askForAccountStartCalls } from './account-start-calls'
import { askForPageStartCalls } from './page-start-calls'
import { preloadRouteModules } from './prerendered-routes'
import { createAppRoutes } from './routes'

/** The signed-in pages the spec map shows in a scenario whose module names start calls. */
async function pagesWithStartCalls() {
  const routes = createAppRoutes()
  const signedInPages = benchPages({}).pages.filter((page) => page.signedIn && !page.mail)
  const withCalls = await Promise.all(
    signedInPages.map(async (page) => {
      const loaded = await preloadRouteModules(routes, new URL(page.path, 'http://localhost').pathname, '/')
      return loaded.at(-1)?.module?.startCalls ? page : undefined
    }),
  )
  return withCalls.filter((page) => page !== undefined)
}

const pages = await pagesWithStartCalls()

type RenderContext = Parameters<NonNullable<Parameters<typeof renderApp>[0]['beforeRender']>>[0]

/**
 * Renders a page as src/main.tsx does under the early frame: the account's and the page's start calls first,
 * `beforeStartCalls` before them (what the route script did), `afterStartCalls` once they are answered.
 */
function renderAsUnderTheFrame(
  { scenario, path, flags }: Pick<(typeof pages)[number], 'scenario' | 'path' | 'flags'>,
  {
    beforeStartCalls,
    afterStartCalls,
  }: { beforeStartCalls?: (context: RenderContext) => Promise<void>; afterStartCalls?: () => void },
) {
  return renderApp({
    scenario,
    path,
    flags: Object.fromEntries(flags.map((flag) => [flag, true])),
    beforeRender: async (context) => {
      await beforeStartCalls?.(context)
      const { queryClient, routeModules, runtime } = context
      await Promise.all([
        askForAccountStartCalls(queryClient, runtime),
        askForPageStartCalls({ queryClient, routeModules, runtime }),
      ])
      afterStartCalls?.()
    },
  })
}

/** Every request the mock services get from now on, as `GET /api/…`. */
function recordRequests(): string[] {
  const requests: string[] = []
  const listener = ({ request }: { request: Request }) =>
    requests.push(`${request.method} ${new URL(request.url).pathname}`)
  server.events.on('request:start', listener)
  afterEach(() => server.events.removeListener('request:start', listener))
  return requests
}

describe('a signed-in page’s start calls, asked for before the app’s first render (src/main.tsx)', () => {
  it('covers the pages whose answers fill them', () => {
    expect(pages.map((page) => page.name)).toEqual(
      expect.arrayContaining([
        'orders',
        'order-details',
        'open-invoices',
        'my-addresses',
        'edit-address',
        'wishlist',
        'product-history',
      ]),
    )
  })

  it.each(pages)(
    '$name ($scenario) shows its answers in its first render and does not ask for them again',
    async ({ scenario, path, flags }) => {
      const requests = recordRequests()
      let askedBeforeRender: string[] = []
      await renderAsUnderTheFrame(
        { scenario, path, flags },
        { afterStartCalls: () => (askedBeforeRender = requests.splice(0)) },
      )
      // The first render: the page with its data, no spinner or skeleton.
      expect(within(screen.getByRole('main')).queryByRole('status', { name: /wird geladen/i })).toBeNull()
      expect(askedBeforeRender.length).toBeGreaterThan(0)
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())
      const askedAgain = requests.filter((request) => request.startsWith('GET ') && askedBeforeRender.includes(request))
      expect(askedAgain).toEqual([])
    },
  )

  it.each(pages)(
    '$name ($scenario) takes the answers index.html’s route script asked for and asks for none of them itself',
    async ({ scenario, path, flags, itemId }) => {
      const requests = recordRequests()
      let early: string[] = []
      await renderAsUnderTheFrame(
        { scenario, path, flags },
        {
          beforeStartCalls: async ({ runtime }) => {
            // The route's calls as the build records them, sent as the route script sends them once the frame shows.
            const item = routeItems.find((candidate) => candidate.id === itemId)
            if (!item) throw new Error(`No route item ${itemId}`)
            const pattern = `/${routePatternOf(item).replace('(empty)', '')}`
            const calls = await recordEarlyPageCalls(createAppRoutes(), pattern, runtime)
            const values = pattern
              .split('/')
              .flatMap((segment, index) => (segment.startsWith(':') ? [path.split(/[/?]/)[index] ?? ''] : []))
            const answers: Record<string, Promise<Response>> = {}
            for (const { url, headers } of calls) {
              const filled: string = filledCallUrl(url, values)
              answers[filled] = fetch(filled, { credentials: 'include', headers })
            }
            Object.assign(globalThis, { [earlyPageAnswersKey]: answers })
            early = Object.keys(answers).map((url) => `GET ${new URL(url).pathname}`)
          },
        },
      )
      expect(early.length).toBeGreaterThan(0)
      expect(within(screen.getByRole('main')).queryByRole('status', { name: /wird geladen/i })).toBeNull()
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull())
      // Each URL the route script asked for went to the services once: the app took every answer.
      expect(requests.filter((request) => early.includes(request)).sort()).toEqual([...early].sort())
      expect((globalThis as Record<string, unknown>)[earlyPageAnswersKey]).toEqual({})
    },
  )

  /** Renders the order list as src/main.tsx does under the early frame: start calls first. */
  function renderOrdersWithStartCalls(faults: NonNullable<Parameters<typeof renderApp>[0]['faults']>) {
    return renderApp({
      scenario: 'orders-every-status',
      path: '/orders',
      faults,
      beforeRender: ({ queryClient, routeModules, runtime }) =>
        askForPageStartCalls({ queryClient, routeModules, runtime }),
    })
  }

  it('shows the catalogued message and offers to try again where a start call fails', async () => {
    await renderOrdersWithStartCalls([
      { service: 'orderHistory', endpoint: 'GET /orders', kind: 'http-500', remaining: 'always' },
    ])
    expect(
      await screen.findByText('Da ist auf unserer Seite etwas schiefgelaufen. Bitte laden Sie die Seite neu.'),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeVisible()
  })

  it('refreshes the session where a start call is refused while signed in, and then shows the page', async () => {
    const refreshes = countRequests('POST', '/api/customer/user/auth/refresh')
    // Refused for the start call and once more as the page asks again: the session watcher, mounted with the
    // page, refreshes the session and the page asks a third time.
    await renderOrdersWithStartCalls([
      { service: 'orderHistory', endpoint: 'GET /orders', kind: 'http-401', remaining: 2 },
    ])
    expect((await screen.findAllByRole('link', { name: /Details zur Bestellung/ })).length).toBeGreaterThan(0)
    expect(refreshes()).toBe(1)
  })

  it('lets the app render once it has waited long enough, while an answer has not come', async () => {
    const held = holdAnswers('*/api/order-history/orders')
    const ordersAsked = new Promise<void>((resolve) => {
      const listener = ({ request }: { request: Request }) => {
        if (new URL(request.url).pathname === '/api/order-history/orders') resolve()
      }
      server.events.on('request:start', listener)
      afterEach(() => server.events.removeListener('request:start', listener))
    })
    let stopWaiting = () => {}
    const waitedLongEnough = new Promise<void>((resolve) => (stopWaiting = resolve))
    let settled = false
    await renderApp({
      scenario: 'orders-every-status',
      path: '/orders',
      beforeRender: async ({ queryClient, routeModules, runtime }) => {
        const asked = askForPageStartCalls({ queryClient, routeModules, runtime, waitedLongEnough })
        void asked.then(() => (settled = true))
        await ordersAsked
        expect(settled).toBe(false)
        stopWaiting()
        await asked
        expect(queryClient.isFetching()).toBe(1)
      },
    })
    // The list shows its skeleton, and the orders once their answer comes.
    expect(await within(screen.getByRole('main')).findByRole('status', { name: /wird geladen/i })).toBeVisible()
    held.release()
    expect((await screen.findAllByRole('link', { name: /Details zur Bestellung/ })).length).toBeGreaterThan(0)
  })
})
