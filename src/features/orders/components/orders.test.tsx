import { screen, waitFor, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { server } from '../../../../mock-server/node'
import { db } from '../../../../mock-server/db/db'
import { mockNow, setMockNow } from '../../../../mock-server/clock'
import { createOrderHistory } from '../../../../mock-server/factories/order-factory'
import { createSeedContext } from '../../../../mock-server/factories/seed-context'
import { expectedOrderStatusLabels } from '@testing/expected-labels'

function orderWithStatus(status: string) {
  const order = db.orders.findFirst((q) => q.where({ status: status as never }))
  if (!order) throw new Error(`no order in status ${status}`)
  return order
}

describe('order list', () => {
  it('lists the orders newest first with number, date, total, thumbnails and German status', async () => {
    await renderApp({ scenario: 'orders-every-status', path: '/orders' })
    const links = await screen.findAllByRole('link', { name: /Details zur Bestellung/ })
    expect(links).toHaveLength(10)
    const firstCard = links[0]?.closest('li') as HTMLElement
    expect(within(firstCard).getByText('Bestätigt')).toBeInTheDocument()
    expect(within(firstCard).getByText(/Bestellt am 20\.11\.2026/)).toBeInTheDocument()
    expect(within(firstCard).getByText(/€/)).toBeInTheDocument()
    expect(within(firstCard).getAllByRole('img').length).toBeGreaterThan(0)
    for (const label of Object.values(expectedOrderStatusLabels))
      expect(screen.getAllByText(label).length).toBeGreaterThan(0)
    expect(screen.getByText('10 von 10 Bestellungen')).toBeInTheDocument()
  })

  it('shows CHF on the Swiss shop', async () => {
    await renderApp({ scenario: 'swiss-customer', path: '/orders' })
    const links = await screen.findAllByRole('link', { name: /Details zur Bestellung/ })
    expect(within(links[0]?.closest('li') as HTMLElement).getByText(/CHF/)).toBeInTheDocument()
  })

  it('loads a long history page by page', async () => {
    const { user } = await renderApp({ scenario: 'orders-every-status', path: '/' })
    const customer = db.customers.all()[0]
    const context = createSeedContext({ seed: 1, now: mockNow(), country: 'DE' })
    await createOrderHistory(context, customer as never, 45)
    await user.click((await screen.findAllByRole('link', { name: 'Alle Bestellungen' }))[0] as HTMLElement)
    expect(await screen.findByText('20 von 55 Bestellungen')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Weitere Bestellungen laden' }))
    expect(await screen.findByText('40 von 55 Bestellungen')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Weitere Bestellungen laden' }))
    expect(await screen.findByText('55 von 55 Bestellungen')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Weitere Bestellungen laden' })).not.toBeInTheDocument()
  })

  it('shows the empty state', async () => {
    server.use(http.get('*/api/order-history/orders', () => Response.json({ orders: [], total: 0 })))
    const { router } = await renderApp({ scenario: 'default', path: '/orders' })
    expect(await screen.findByText('Sie haben noch keine Bestellung aufgegeben.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/orders')
  })

  it('shows the loading state while the history loads', async () => {
    server.use(http.get('*/api/order-history/orders', () => delay('infinite')))
    await renderApp({ scenario: 'default', path: '/orders' })
    expect(await screen.findByRole('status')).toHaveTextContent('Wird geladen')
  })

  it('shows "wrong on our side" with a retry when the history fails, and recovers', async () => {
    const { user } = await renderApp({
      scenario: 'orders-every-status',
      path: '/orders',
      faults: [{ service: 'orderHistory', endpoint: 'GET /orders', kind: 'http-500', remaining: 2 }],
    })
    // One automatic retry after a 5xx comes first.
    expect(
      await screen.findByText(
        'Da ist auf unserer Seite etwas schiefgelaufen. Bitte laden Sie die Seite neu.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Neu laden' }))
    expect(await screen.findAllByRole('link', { name: /Details zur Bestellung/ })).toHaveLength(10)
  })
})

describe('order details', () => {
  it.each(Object.entries(expectedOrderStatusLabels))(
    'renders an order in status %s with its German label',
    async (status, label) => {
      const { router } = await renderApp({ scenario: 'orders-every-status', path: '/orders' })
      const order = orderWithStatus(status)
      await router.navigate(`/orders/${order.id}`)
      expect(await screen.findByRole('heading', { name: `Bestellung ${order.number}` })).toBeInTheDocument()
      const summary = screen
        .getByRole('heading', { name: `Bestellung ${order.number}` })
        .closest('.card') as HTMLElement
      expect(
        within(summary)
          .getAllByText(label)
          .some((element) => element.classList.contains('status-badge')),
      ).toBe(true)
      for (const item of order.items) expect(screen.getAllByText(`Status: ${item.status}`).length).toBeGreaterThan(0)
      if (status === 'cancelled') {
        expect(screen.getByText('Diese Bestellung wurde storniert.')).toBeInTheDocument()
        expect(screen.queryByRole('list', { name: 'Bestellfortschritt' })).not.toBeInTheDocument()
      } else {
        const steps = within(screen.getByRole('list', { name: 'Bestellfortschritt' })).getAllByRole('listitem')
        expect(steps.map((step) => step.textContent?.replace(/\s*\(erledigt\)/, '').replace(/^[✓\d]/, ''))).toEqual([
          'Bestätigt',
          'In Bearbeitung',
          'Versendet',
          'Zugestellt',
        ])
        expect(steps.filter((step) => step.getAttribute('aria-current') === 'step')).toHaveLength(1)
      }
    },
  )

  it('shows items, totals, shipping costs and the delivery address', async () => {
    const { router } = await renderApp({ scenario: 'orders-every-status', path: '/orders' })
    const order = orderWithStatus('delivered')
    await router.navigate(`/orders/${order.id}`)
    const firstItem = order.items[0]
    expect(await screen.findByText(firstItem?.title as string)).toBeInTheDocument()
    expect(screen.getByText('Zwischensumme')).toBeInTheDocument()
    expect(screen.getByText('Versandkosten')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Lieferadresse' })).toBeInTheDocument()
    expect(
      screen.getByText(new RegExp(`${order.deliveryAddress.zipCode} ${order.deliveryAddress.city}`)),
    ).toBeInTheDocument()
  })

  it('says so for an order that is not in the account', async () => {
    await renderApp({ scenario: 'orders-every-status', path: '/orders/gibt-es-nicht' })
    expect(await screen.findByText('Diese Bestellung finden wir in Ihrem Konto nicht.')).toBeInTheDocument()
  })

  it('offers a retry when the details fail to load', async () => {
    await renderApp({
      scenario: 'orders-every-status',
      path: '/orders/order-0001',
      faults: [{ service: 'orderHistory', kind: 'network-error', remaining: 'always' }],
    })
    expect(
      await screen.findByText(
        'Da ist auf unserer Seite etwas schiefgelaufen. Bitte laden Sie die Seite neu.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument()
  })
})

describe('online cancellation', () => {
  async function openTodaysOrder(flags = {}) {
    const view = await renderApp({ scenario: 'orders-every-status', path: '/orders', flags })
    const order = orderWithStatus('confirmed')
    await view.router.navigate(`/orders/${order.id}`)
    await screen.findByRole('heading', { name: `Bestellung ${order.number}` })
    return { ...view, order }
  }

  it('is offered on the order day with the minutes left until midnight', async () => {
    await openTodaysOrder()
    // The scenario clock stands at 10:15 in Germany: 825 minutes to midnight.
    expect(screen.getByText(/noch 825 Minuten/)).toBeInTheDocument()
  })

  it('is not offered with the orderCancellation flag off', async () => {
    await openTodaysOrder({ orderCancellation: false })
    expect(screen.queryByRole('button', { name: 'Bestellung stornieren' })).not.toBeInTheDocument()
  })

  it('is not offered once the order day is over', async () => {
    const { router, order } = await openTodaysOrder()
    setMockNow('2026-11-20T23:30:00Z')
    await router.navigate('/orders')
    await router.navigate(`/orders/${order.id}`)
    await screen.findByRole('heading', { name: `Bestellung ${order.number}` })
    expect(screen.queryByRole('button', { name: 'Bestellung stornieren' })).not.toBeInTheDocument()
  })

  it('requires a reason, then cancels and ends on cancel-success; the order shows as cancelled', async () => {
    const sent: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/cancel'))
        sent.push({ url: new URL(request.url).pathname, body: await request.clone().json() })
    })
    const { user, router, order } = await openTodaysOrder()
    await user.click(screen.getByRole('button', { name: 'Bestellung stornieren' }))
    const dialog = screen.getByRole('dialog', { name: `Bestellung ${order.number} stornieren` })
    await user.click(within(dialog).getByRole('button', { name: 'Jetzt stornieren' }))
    expect(within(dialog).getByText('Bitte wählen Sie einen Grund aus.')).toBeInTheDocument()
    expect(sent).toEqual([])
    await user.click(within(dialog).getByLabelText('Versehentlich bestellt'))
    await user.click(within(dialog).getByRole('button', { name: 'Jetzt stornieren' }))
    expect(await screen.findByText('Ihre Bestellung ist storniert')).toBeInTheDocument()
    expect(
      screen.getByText(new RegExp(`Bestellung ${order.number} storniert.*bernhard\\.koch@example\\.de`)),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/orders/${order.id}/cancel-success`)
    expect(sent).toEqual([
      {
        url: `/api/order-service/api/shop-orders/${order.number}/cancel`,
        body: { external_customer_id: '22334455', reason_code: 'ORDERED_BY_MISTAKE' },
      },
    ])
    server.events.removeAllListeners()
    await user.click(screen.getByRole('link', { name: 'Zur Bestellung' }))
    expect(await screen.findByText('Diese Bestellung wurde storniert.')).toBeInTheDocument()
    await router.navigate('/orders')
    const card = (await screen.findByRole('link', { name: `Details zur Bestellung ${order.number}` })).closest(
      'li',
    ) as HTMLElement
    expect(within(card).getByText('Storniert')).toBeInTheDocument()
  })

  it('keeps the dialog and the chosen reason when cancelling fails', async () => {
    const { user, order } = await openTodaysOrder()
    await user.click(screen.getByRole('button', { name: 'Bestellung stornieren' }))
    const dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByLabelText('Anderer Grund'))
    server.use(
      http.post('*/api/order-service/api/shop-orders/:number/cancel', () =>
        Response.json({ code: 'X' }, { status: 500 }),
      ),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Jetzt stornieren' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
    )
    expect(within(dialog).getByLabelText('Anderer Grund')).toBeChecked()
    expect(db.orders.findFirst((q) => q.where({ id: order.id }))?.status).toBe('confirmed')
  })

  it('closes the dialog without cancelling', async () => {
    const { user } = await openTodaysOrder()
    await user.click(screen.getByRole('button', { name: 'Bestellung stornieren' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('return', () => {
  it('registers a return and shows the success once, then the registered date', async () => {
    const { user, router } = await renderApp({ scenario: 'orders-every-status', path: '/orders' })
    const order = orderWithStatus('delivered')
    await router.navigate(`/orders/${order.id}`)
    await user.click(await screen.findByRole('link', { name: 'Rücksendung anmelden' }))
    await user.click(await screen.findByRole('button', { name: 'Rücksendung jetzt anmelden' }))
    expect(await screen.findByText(/Ihre Rücksendung ist angemeldet/)).toBeInTheDocument()
    expect(screen.getByText('Rücksendung angemeldet am 20.11.2026.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Rücksendung anmelden' })).not.toBeInTheDocument()
    expect(db.orders.findFirst((q) => q.where({ id: order.id }))?.returnRequestedAt).toBeTruthy()
    await router.navigate('/orders')
    await router.navigate(`/orders/${order.id}`)
    await screen.findByText('Rücksendung angemeldet am 20.11.2026.')
    expect(screen.queryByText(/Ihre Rücksendung ist angemeldet/)).not.toBeInTheDocument()
  })

  it('shows "Übertragungsfehler" when the return cannot be sent, and can try again', async () => {
    const { user, router } = await renderApp({ scenario: 'orders-every-status', path: '/orders' })
    const order = orderWithStatus('delivered')
    await router.navigate(`/orders/${order.id}/returns`)
    server.use(http.post('*/api/order-history/orders/return', () => Response.json({}, { status: 503 }), { once: true }))
    await user.click(await screen.findByRole('button', { name: 'Rücksendung jetzt anmelden' }))
    expect(await screen.findByRole('button', { name: 'Übertragungsfehler' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte versuchen Sie es später noch einmal.')
    await user.click(screen.getByRole('button', { name: 'Übertragungsfehler' }))
    expect(await screen.findByText(/Ihre Rücksendung ist angemeldet/)).toBeInTheDocument()
  })

  it('is not offered for orders that cannot be returned', async () => {
    const { router } = await renderApp({ scenario: 'orders-every-status', path: '/orders' })
    const order = orderWithStatus('processing')
    await router.navigate(`/orders/${order.id}/returns`)
    expect(await screen.findByText('Für diese Bestellung ist keine Rücksendung möglich.')).toBeInTheDocument()
  })
})
