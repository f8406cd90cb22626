import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { countRequests } from '@testing/count-requests'
import { assertAnswered } from '@testing/query-state'
import { composeStories } from '@testing/storybook'
import { db } from '@mock-server/db/db'
import { clearFaults } from '@mock-server/runtime/faults'
import * as stories from '@stories/account-home.stories'
import { paths } from '@/shared/config/paths'
import { sessionKeys } from '@/shared/session/session-api'
import { orderKeys } from '@/features/orders/api/orders-api'

const composed = composeStories(stories)

const cardCalls = [
  ['GET', '/api/order-history/orders-insights'],
  ['GET', '/api/payment/invoices/open'],
  ['GET', '/api/basket/wishlist'],
] as const

// The page states (filled in three scenarios, empty, loading, a failed card, the flag off) are stories;
// their play functions hold the assertions. The flows and the calls the page makes are below.
describe('account home with myAccountHomeRedesign', () => {
  for (const [name, story] of Object.entries(composed)) {
    it(`story ${name}`, () => story.run())
  }

  it('loads a failed card again on "Neu laden", the others untouched', async () => {
    await composed.InsightsFailed.run()
    const insights = within(screen.getByRole('region', { name: 'Ihre Bestellungen in Zahlen' }))
    clearFaults()
    await userEvent.click(insights.getByRole('button', { name: 'Neu laden' }))
    expect(await insights.findByText('Bestellungen insgesamt')).toBeInTheDocument()
    expect(screen.queryByText(/Da ist auf unserer Seite etwas schiefgelaufen/)).not.toBeInTheDocument()
  })

  it('asks the order history once for the latest order, for the card and the new-customer welcome alike', async () => {
    const latestOrderCalls = countRequests('GET', '/api/order-history/orders')
    const { queryClient } = await renderApp({
      scenario: 'default',
      path: paths.home.getHref(),
      flags: { myAccountHomeRedesign: true },
    })
    await screen.findByRole('link', { name: 'Bestelldetails ansehen' })
    await waitFor(() => assertAnswered(queryClient))
    expect(latestOrderCalls()).toBe(1)
  })

  it('opens the latest order’s details from its card', async () => {
    const { user, router } = await renderApp({
      scenario: 'orders-every-status',
      path: paths.home.getHref(),
      flags: { myAccountHomeRedesign: true },
    })
    await user.click(await screen.findByRole('link', { name: 'Bestelldetails ansehen' }))
    expect(router.state.location.pathname).toBe(paths.orderDetails.getHref('order-0001'))
    expect(await screen.findByRole('button', { name: 'Bestellung stornieren' })).toBeInTheDocument()
  })

  it('counts a return that was announced and has not arrived yet', { tags: ['spec:7.orders.insights'] }, async () => {
    const { queryClient } = await renderApp({
      scenario: 'default',
      path: paths.home.getHref(),
      flags: { myAccountHomeRedesign: true },
    })
    const insights = within(await screen.findByRole('region', { name: 'Ihre Bestellungen in Zahlen' }))
    await insights.findByText('Bestellungen insgesamt')
    expect(insights.queryByText('Rücksendungen in Bearbeitung')).not.toBeInTheDocument()
    const delivered = db.orders.findFirst((q) => q.where({ status: 'delivered' }))
    await db.orders.update((q) => q.where({ id: delivered?.id ?? '' }), {
      data(record) {
        record.returnRequestedAt = '2026-11-19T09:00:00.000Z'
      },
    })
    await queryClient.invalidateQueries({ queryKey: orderKeys.insights })
    expect((await insights.findByText('Rücksendungen in Bearbeitung')).nextElementSibling).toHaveTextContent('1')
  })

  it('leaves open invoices out for a light user, as the navigation does', async () => {
    const { queryClient } = await renderApp({
      scenario: 'default',
      path: paths.home.getHref(),
      flags: { myAccountHomeRedesign: true },
    })
    expect(await screen.findByRole('region', { name: 'Offene Rechnungen' })).toBeInTheDocument()
    await db.customers.update((q) => q.where({ id: db.customers.all()[0]?.id ?? '' }), {
      data(record) {
        record.accountKind = 'light'
      },
    })
    await queryClient.invalidateQueries({ queryKey: sessionKeys.loginState })
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Offene Rechnungen' })).not.toBeInTheDocument())
    expect(screen.getByRole('region', { name: 'Wunschliste' })).toBeInTheDocument()
  })

  it('without the flag makes none of the cards’ calls', { tags: ['spec:3.flags.myAccountHomeRedesign'] }, async () => {
    const counters = cardCalls.map(([method, path]) => countRequests(method, path))
    const { queryClient } = await renderApp({
      scenario: 'default',
      path: paths.home.getHref(),
      flags: { myAccountHomeRedesign: false },
    })
    await screen.findByRole('region', { name: 'Meine Bestellungen' })
    await waitFor(() => assertAnswered(queryClient, ['session', 'latest-order']))
    expect(counters.map((count) => count())).toEqual([0, 0, 0])
  })
})
