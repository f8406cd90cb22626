import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished } from 'vitest'
import { renderApp } from '@testing/render-app'
import { countRequests } from '@testing/count-requests'
import { fakeAppClock } from '@testing/app-time'
import { clickTwice, submitTwice } from '@testing/double-submit'
import { composeStories } from '@testing/storybook'
import { server } from '@mock-server/harness/node'
import { db } from '@mock-server/db/db'
import { mockNow, setMockNow } from '@mock-server/runtime/clock'
import { clearFaults } from '@mock-server/runtime/faults'
import { createOrderHistory } from '@mock-server/factories/order-factory'
import { createSeedContext } from '@mock-server/factories/create-seed-context'
import * as stories from '@stories/orders.stories'
import { paths } from '@/shared/config/paths'

const composed = composeStories(stories)

function orderWithStatus(status: string) {
  const order = db.orders.findFirst((q) => q.where({ status: status as never }))
  if (!order) throw new Error(`no order in status ${status}`)
  return order
}

// The page states (list, loading, empty, failed, the details in every status, …) are written once,
// as stories: their play functions hold the assertions. Vitest keeps the flows and the logic below.

describe('order list', { tags: ['spec:2.routes.orders'] }, () => {
  it('shows CHF on the Swiss shop', { tags: ['spec:9.currency.chf-for-swiss-customers'] }, async () => {
    await renderApp({ scenario: 'swiss-customer', path: paths.orders.getHref() })
    const links = await screen.findAllByRole('link', { name: /Details zur Bestellung/ })
    expect(within(links[0]?.closest('li') as HTMLElement).getByText(/CHF/)).toBeInTheDocument()
  })

  it('loads a long history page by page', { tags: ['spec:7.orders.list'] }, async () => {
    const { user } = await renderApp({ scenario: 'orders-every-status', path: paths.home.getHref() })
    const customer = db.customers.all()[0]
    const context = createSeedContext({ seed: 1, now: mockNow(), country: 'DE' })
    await createOrderHistory(context, customer as never, 45)
    const pagesAsked: Array<Record<string, string>> = []
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      // The list's pages only: account home's latest-order call (limit 1) may still go out under load.
      if (url.pathname === '/api/order-history/orders' && url.searchParams.has('offset'))
        pagesAsked.push(Object.fromEntries(url.searchParams))
    })
    onTestFinished(() => server.events.removeAllListeners('request:start'))
    await user.click((await screen.findAllByRole('link', { name: 'Alle Bestellungen' }))[0] as HTMLElement)
    expect(await screen.findByText('20 von 57 Bestellungen')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Weitere Bestellungen laden' }))
    expect(await screen.findByText('40 von 57 Bestellungen')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Weitere Bestellungen laden' }))
    expect(await screen.findByText('57 von 57 Bestellungen')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Weitere Bestellungen laden' })).not.toBeInTheDocument()
    // Each page asked with typed addresses, 20 at a time.
    expect(pagesAsked).toEqual(
      [0, 20, 40].map((offset) => ({ address_strict_typing: 'true', limit: '20', offset: String(offset) })),
    )
  })

  it('shows each order’s day in the shop’s time zone, whatever the device’s zone', async () => {
    // Near midnight in Germany (UTC+1 in November): one order at 23:30 on the 17th, one at 0:30 on the
    // 18th. By the device's own clock a device east of Germany shows the first on the 18th, one west of
    // it (UTC too, as the test machines are) the second on the 17th.
    const view = await renderApp({ scenario: 'orders-every-status', path: paths.home.getHref() })
    const placedAt = { processing: '2026-11-17T22:30:00Z', dispatched: '2026-11-17T23:30:00Z' }
    for (const [status, instant] of Object.entries(placedAt)) {
      await db.orders.update((q) => q.where({ id: orderWithStatus(status).id }), {
        data(record) {
          record.placedAt = instant
        },
      })
    }
    await view.router.navigate(paths.orders.getHref())
    const card = async (status: string) =>
      within(
        (
          await screen.findByRole('link', {
            name: `Bestellnummer ${orderWithStatus(status).number}: Details zur Bestellung`,
          })
        ).closest('li') as HTMLElement,
      )
    expect((await card('processing')).getByText(/Bestellt am 17\.11\.2026/)).toBeInTheDocument()
    expect((await card('dispatched')).getByText(/Bestellt am 18\.11\.2026/)).toBeInTheDocument()
  })

  it(
    'retries a failed load once by itself, then on "Neu laden"',
    { tags: ['spec:8.orders.load-failed', 'spec:4.orders.loading-failed'] },
    async () => {
      const loads = countRequests('GET', '/api/order-history/orders')
      await composed.ListFailed.run()
      // The first try and one automatic retry after the 5xx.
      expect(loads()).toBe(2)
      clearFaults()
      await userEvent.click(screen.getByRole('button', { name: 'Neu laden' }))
      expect(await screen.findAllByRole('link', { name: /Details zur Bestellung/ })).toHaveLength(12)
    },
  )
})

describe('order details', { tags: ['spec:2.routes.order-details'] }, () => {
  it(
    'asks the order history for the order with origin SHOP and shows it',
    { tags: ['spec:7.orders.details'] },
    async () => {
      const asked: URL[] = []
      server.events.on('request:start', ({ request }) => {
        const url = new URL(request.url)
        if (url.pathname.startsWith('/api/order-history/orders/')) asked.push(url)
      })
      onTestFinished(() => server.events.removeAllListeners('request:start'))
      await renderApp({ scenario: 'orders-every-status', path: paths.orderDetails.getHref('order-0001') })
      const order = db.orders.findFirst((q) => q.where({ id: 'order-0001' }))
      expect(await screen.findByRole('heading', { name: `Bestellung ${order?.number}` })).toBeInTheDocument()
      expect(asked.map((url) => `${url.pathname}${url.search}`)).toEqual([
        '/api/order-history/orders/order-0001?origin=SHOP',
      ])
    },
  )

  it('says so for an order that is not in the account', async () => {
    await renderApp({ scenario: 'orders-every-status', path: paths.orderDetails.getHref('gibt-es-nicht') })
    expect(await screen.findByText('Diese Bestellung finden wir in Ihrem Konto nicht.')).toBeInTheDocument()
  })

  it(
    'offers a retry when the details fail to load',
    { tags: ['spec:8.orders.load-failed', 'spec:4.orders.loading-failed'] },
    async () => {
      await renderApp({
        scenario: 'orders-every-status',
        path: paths.orderDetails.getHref('order-0001'),
        faults: [{ service: 'orderHistory', kind: 'network-error', remaining: 'always' }],
      })
      expect(
        await screen.findByText(
          'Da ist auf unserer Seite etwas schiefgelaufen. Bitte laden Sie die Seite neu.',
          {},
          { timeout: 4000 },
        ),
      ).toBeInTheDocument()
    },
  )

  it('shows the failed state, not a crash, for an order whose date is not a date', async () => {
    const view = await renderApp({ scenario: 'orders-every-status', path: paths.orders.getHref() })
    await screen.findAllByRole('link', { name: /Details zur Bestellung/ })
    const order = orderWithStatus('delivered')
    await db.orders.update((q) => q.where({ id: order.id }), {
      data(record) {
        record.placedAt = 'gestern'
      },
    })
    await view.router.navigate(paths.orderDetails.getHref(order.id))
    expect(
      await screen.findByText('Da ist auf unserer Seite etwas schiefgelaufen. Bitte laden Sie die Seite neu.'),
    ).toBeInTheDocument()
  })
})

describe('vouchers on the order details', () => {
  /** Opens the details of the scenario's order redeemed with exactly these voucher codes. */
  async function showOrderWithVouchers(codes: string[], flags: { multipleVouchers?: boolean } = {}) {
    const view = await renderApp({ scenario: 'orders-every-status', path: paths.orders.getHref(), flags })
    const order = db.orders
      .findMany()
      .find((candidate) => (candidate.vouchers ?? []).map((voucher) => voucher.code).join() === codes.join())
    if (!order) throw new Error(`no order with the vouchers ${codes.join()}`)
    await view.router.navigate(paths.orderDetails.getHref(order.id))
    await screen.findByRole('heading', { name: new RegExp(order.number) })
    return order
  }

  const discountOf = (order: { vouchers?: Array<{ code: string; discount: number }> }, code: string) =>
    `-${(order.vouchers?.find((voucher) => voucher.code === code)?.discount ?? 0).toFixed(2).replace('.', ',')} €`

  it.each([
    ['TREUE5', 'Gutschein TREUE5 (Wertgutschein)'],
    ['HERBST10', 'Gutschein HERBST10 (10 % Rabatt)'],
    ['GRATISVERSAND', 'Gutschein GRATISVERSAND (versandkostenfrei)'],
  ])(
    'shows %s with its discount type and what it took off',
    { tags: ['spec:3.values.voucher-types'] },
    async (code, line) => {
      const order = await showOrderWithVouchers([code])
      expect(discountOf(order, code)).not.toBe('-0,00 €')
      expect(screen.getByText(line).nextElementSibling).toHaveTextContent(discountOf(order, code))
    },
  )

  it('takes the shipping costs off with a free-shipping voucher, and 5 € with a value voucher', async () => {
    expect(discountOf(await showOrderWithVouchers(['GRATISVERSAND']), 'GRATISVERSAND')).toBe('-5,95 €')
    expect(discountOf(await showOrderWithVouchers(['TREUE5']), 'TREUE5')).toBe('-5,00 €')
  })

  it(
    'shows only the first voucher of an order with two while multipleVouchers is off',
    { tags: ['spec:3.flags.multipleVouchers'] },
    async () => {
      await showOrderWithVouchers(['HERBST10', 'TREUE5'], { multipleVouchers: false })
      expect(screen.getByText('Gutschein HERBST10 (10 % Rabatt)')).toBeInTheDocument()
      expect(screen.queryByText(/Gutschein TREUE5/)).not.toBeInTheDocument()
    },
  )

  it(
    'shows every voucher with multipleVouchers; the discounts account for the total',
    { tags: ['spec:3.flags.multipleVouchers'] },
    async () => {
      const order = await showOrderWithVouchers(['HERBST10', 'TREUE5'], { multipleVouchers: true })
      expect(screen.getByText('Gutschein HERBST10 (10 % Rabatt)').nextElementSibling).toHaveTextContent(
        discountOf(order, 'HERBST10'),
      )
      expect(screen.getByText('Gutschein TREUE5 (Wertgutschein)').nextElementSibling).toHaveTextContent('-5,00 €')
      const discounts = (order.vouchers ?? []).reduce((sum, voucher) => sum + voucher.discount, 0)
      expect(order.total).toBeCloseTo(order.subtotal + order.shippingCosts - discounts, 2)
    },
  )
})

describe('online cancellation', () => {
  async function openTodaysOrder(options: Partial<Parameters<typeof renderApp>[0]> = {}) {
    // The window is counted in minutes: a frozen clock keeps "noch 825 Minuten" exact on a slow machine.
    const view = await renderApp({
      scenario: 'orders-every-status',
      path: paths.orders.getHref(),
      freezeClock: true,
      ...options,
    })
    const order = orderWithStatus('confirmed')
    await view.router.navigate(paths.orderDetails.getHref(order.id))
    await screen.findByRole('heading', { name: `Bestellung ${order.number}` })
    return { ...view, order }
  }

  it(
    'is offered on the order day with the minutes left until midnight',
    { tags: ['spec:9.orders.cancel-minutes-left', 'spec:3.flags.orderCancellation'] },
    async () => {
      await openTodaysOrder()
      // The scenario clock stands at 10:15 in Germany: 825 minutes to midnight.
      expect(screen.getByText(/noch 825 Minuten/)).toBeInTheDocument()
    },
  )

  it(
    'is not offered once the order day is over',
    { tags: ['spec:9.orders.cancel-same-day-only', 'spec:6.roles.same-day-cancellation'] },
    async () => {
      const { router, order } = await openTodaysOrder()
      setMockNow('2026-11-20T23:30:00Z')
      await router.navigate(paths.orders.getHref())
      await screen.findByRole('link', { name: `Bestellnummer ${order.number}: Details zur Bestellung` })
      await router.navigate(paths.orderDetails.getHref(order.id))
      await screen.findByRole('heading', { name: `Bestellung ${order.number}` })
      expect(screen.queryByRole('button', { name: 'Bestellung stornieren' })).not.toBeInTheDocument()
    },
  )

  it(
    'requires a reason, then cancels and ends on cancel-success; the order shows as cancelled',
    {
      tags: [
        'spec:7.orders.cancel',
        'spec:8.orders.reason-required',
        'spec:4.orders.cancellation-modal',
        'spec:4.orders.cancel-success-navigates',
        'spec:5.cancellation.reason-required',
        'spec:2.routes.order-cancel-success',
        'spec:3.flags.orderCancellation',
      ],
    },
    async () => {
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
      await router.navigate(paths.orders.getHref())
      const card = (
        await screen.findByRole('link', { name: `Bestellnummer ${order.number}: Details zur Bestellung` })
      ).closest('li') as HTMLElement
      expect(within(card).getByText('Storniert')).toBeInTheDocument()
    },
  )

  it('opened again without the navigation (a reload), names no empty order number and links to the order', async () => {
    await renderApp({ scenario: 'default', path: paths.orderCancelSuccess.getHref('order-0001') })
    expect(await screen.findByText('Ihre Bestellung ist storniert')).toBeInTheDocument()
    expect(screen.getByText('Eine Bestätigung erhalten Sie per E-Mail.')).toBeInTheDocument()
    expect(screen.queryByText(/Bestellung\s+storniert/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zur Bestellung' })).toHaveAttribute(
      'href',
      paths.orderDetails.getHref('order-0001'),
    )
  })

  const cancelPath = (number: string) => `/api/order-service/api/shop-orders/${number}/cancel`

  async function chooseReason(user: Awaited<ReturnType<typeof openTodaysOrder>>['user'], number: string) {
    await user.click(screen.getByRole('button', { name: 'Bestellung stornieren' }))
    const dialog = screen.getByRole('dialog', { name: `Bestellung ${number} stornieren` })
    await user.click(within(dialog).getByLabelText('Versehentlich bestellt'))
    return dialog
  }

  it('sends one cancellation for two submits in the same tick', async () => {
    const { user, order } = await openTodaysOrder()
    const cancels = countRequests('POST', cancelPath(order.number))
    const dialog = await chooseReason(user, order.number)
    submitTwice(within(dialog).getByRole('button', { name: 'Jetzt stornieren' }))
    expect(await screen.findByText('Ihre Bestellung ist storniert')).toBeInTheDocument()
    expect(cancels()).toBe(1)
  })

  it(
    'shows the order cancelled when the retry of a timed-out cancellation that did go through gets 409',
    { tags: ['spec:4.orders.cancel-success-navigates'] },
    async () => {
      // The api client's 2 s timeout on the fake clock, which moves on while the app waits on time.
      const clock = fakeAppClock()
      const { user, order, queryClient } = await openTodaysOrder({
        advanceTimers: clock.advanceTimers,
        // The order service cancels the order, but its answer never arrives.
        faults: [
          {
            service: 'orderService',
            endpoint: 'POST /api/shop-orders/:number/cancel',
            kind: 'lost-answer',
            remaining: 1,
          },
        ],
      })
      clock.follow(queryClient)
      const cancels = countRequests('POST', cancelPath(order.number))
      const dialog = await chooseReason(user, order.number)
      await user.click(within(dialog).getByRole('button', { name: 'Jetzt stornieren' }))
      await clock.letTimePass({ horizonMs: 5_000, done: () => within(dialog).queryByRole('alert') !== null })
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
      )
      expect(db.orders.findFirst((q) => q.where({ id: order.id }))?.status).toBe('cancelled')

      // The customer tries again: the service answers 409, the order reads cancelled.
      await user.click(within(dialog).getByRole('button', { name: 'Jetzt stornieren' }))
      expect(await screen.findByText('Ihre Bestellung ist storniert')).toBeInTheDocument()
      expect(cancels()).toBe(2)
      await user.click(screen.getByRole('link', { name: 'Zur Bestellung' }))
      expect(await screen.findByText('Diese Bestellung wurde storniert.')).toBeInTheDocument()
    },
  )

  it(
    'keeps the cancellation error for a 409 once the order day is over: the order is not cancelled',
    { tags: ['spec:8.orders.cancel-failed'] },
    async () => {
      const { user, order } = await openTodaysOrder()
      const dialog = await chooseReason(user, order.number)
      setMockNow('2026-11-20T23:30:00Z')
      await user.click(within(dialog).getByRole('button', { name: 'Jetzt stornieren' }))
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
      )
      expect(screen.queryByText('Ihre Bestellung ist storniert')).not.toBeInTheDocument()
      expect(db.orders.findFirst((q) => q.where({ id: order.id }))?.status).toBe('confirmed')
    },
  )

  it('leaves the order confirmed when cancelling fails', async () => {
    // The story keeps the dialog open with the chosen reason and the error.
    await composed.CancelFailed.run()
    expect(db.orders.findFirst((q) => q.where({ id: 'order-0001' }))?.status).toBe('confirmed')
  })

  it('closes the dialog without cancelling', { tags: ['spec:4.orders.cancellation-modal'] }, async () => {
    const { user } = await openTodaysOrder()
    await user.click(screen.getByRole('button', { name: 'Bestellung stornieren' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('return', () => {
  it(
    'registers a return and shows the success once, then the registered date',
    { tags: ['spec:7.orders.return', 'spec:4.orders.return-states', 'spec:2.routes.order-returns'] },
    async () => {
      const sent: unknown[] = []
      server.events.on('request:start', async ({ request }) => {
        if (new URL(request.url).pathname === '/api/order-history/orders/return')
          sent.push(await request.clone().json())
      })
      onTestFinished(() => server.events.removeAllListeners('request:start'))
      const { user, router } = await renderApp({ scenario: 'orders-every-status', path: paths.orders.getHref() })
      const order = orderWithStatus('delivered')
      await router.navigate(paths.orderDetails.getHref(order.id))
      await user.click(await screen.findByRole('link', { name: 'Rücksendung anmelden' }))
      await user.click(await screen.findByRole('button', { name: 'Rücksendung jetzt anmelden' }))
      expect(await screen.findByText(/Ihre Rücksendung ist angemeldet/)).toBeInTheDocument()
      expect(sent).toEqual([{ order_id: order.id }])
      expect(screen.getByText('Rücksendung angemeldet am 20.11.2026.')).toBeInTheDocument()
      expect(screen.queryByRole('link', { name: 'Rücksendung anmelden' })).not.toBeInTheDocument()
      expect(db.orders.findFirst((q) => q.where({ id: order.id }))?.returnRequestedAt).toBeTruthy()
      // The page forgets the success once shown (a reload would not show it again): a customer's next click
      // comes after that, a test's navigation could otherwise come before it and be replaced by it.
      await waitFor(() => expect(router.state.location.state).toBeNull())
      // Away to the list and back, as a customer would: the list is on screen in between
      await router.navigate(paths.orders.getHref())
      await screen.findByRole('link', { name: `Bestellnummer ${order.number}: Details zur Bestellung` })
      await router.navigate(paths.orderDetails.getHref(order.id))
      await screen.findByText('Rücksendung angemeldet am 20.11.2026.')
      expect(screen.queryByText(/Ihre Rücksendung ist angemeldet/)).not.toBeInTheDocument()
    },
  )

  it('registers one return for two clicks in the same tick', async () => {
    const returns = countRequests('POST', '/api/order-history/orders/return')
    const { router } = await renderApp({ scenario: 'orders-every-status', path: paths.orders.getHref() })
    const order = orderWithStatus('delivered')
    await router.navigate(paths.orderReturns.getHref(order.id))
    clickTwice(await screen.findByRole('button', { name: 'Rücksendung jetzt anmelden' }))
    expect(await screen.findByText(/Ihre Rücksendung ist angemeldet/)).toBeInTheDocument()
    expect(returns()).toBe(1)
  })

  it(
    'sends the return again from "Übertragungsfehler" once the service answers again',
    { tags: ['spec:8.orders.return-failed', 'spec:4.orders.return-states'] },
    async () => {
      await composed.ReturnFailed.run()
      clearFaults()
      await userEvent.click(screen.getByRole('button', { name: 'Übertragungsfehler' }))
      expect(await screen.findByText(/Ihre Rücksendung ist angemeldet/)).toBeInTheDocument()
    },
  )

  it('shows the return registered when the retry of a return whose answer was lost gets 409', async () => {
    const clock = fakeAppClock()
    const { user, router, queryClient } = await renderApp({
      scenario: 'orders-every-status',
      path: paths.orders.getHref(),
      advanceTimers: clock.advanceTimers,
      // The service registers the return, but its answer never arrives.
      faults: [{ service: 'orderHistory', endpoint: 'POST /orders/return', kind: 'lost-answer', remaining: 1 }],
    })
    clock.follow(queryClient)
    const returns = countRequests('POST', '/api/order-history/orders/return')
    const order = orderWithStatus('delivered')
    await router.navigate(paths.orderReturns.getHref(order.id))
    await user.click(await screen.findByRole('button', { name: 'Rücksendung jetzt anmelden' }))
    await clock.letTimePass({ horizonMs: 5_000, done: () => screen.queryByRole('alert') !== null })
    expect(screen.getByRole('alert')).toHaveTextContent('Die Rücksendung konnte nicht übertragen werden.')
    expect(db.orders.findFirst((q) => q.where({ id: order.id }))?.returnRequestedAt).toBeTruthy()

    // The customer tries again: the service answers 409, the order reads with the return registered.
    await user.click(screen.getByRole('button', { name: 'Übertragungsfehler' }))
    expect(await screen.findByText(/Ihre Rücksendung ist angemeldet/)).toBeInTheDocument()
    expect(screen.getByText('Rücksendung angemeldet am 20.11.2026.')).toBeInTheDocument()
    expect(screen.queryByText('Für diese Bestellung ist keine Rücksendung möglich.')).not.toBeInTheDocument()
    expect(returns()).toBe(2)
  })

  it('is not offered for orders that cannot be returned', async () => {
    const { router } = await renderApp({ scenario: 'orders-every-status', path: paths.orders.getHref() })
    const order = orderWithStatus('processing')
    await router.navigate(paths.orderReturns.getHref(order.id))
    expect(await screen.findByText('Für diese Bestellung ist keine Rücksendung möglich.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Rücksendung jetzt anmelden' })).not.toBeInTheDocument()
    // Its link says where it leads: to the list of all orders.
    await userEvent.click(screen.getByRole('link', { name: 'Zu allen Bestellungen' }))
    expect(router.state.location.pathname).toBe(paths.orders.getHref())
  })
})
