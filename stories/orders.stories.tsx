import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { db } from '../mock-server/db/db'
import { expectedOrderStatusLabels } from '../testing/expected-labels'
import { playLoadFailed, playSkeletonLoading } from '../testing/page-state-plays'
import { paths } from '../src/shared/config/paths'

/** Orders of the orders-every-status scenario: its order ids are fixed by the seed. */
const orderIds = {
  confirmed: 'order-0001',
  received: 'order-0002',
  processing: 'order-0003',
  dispatched: 'order-0004',
  inDelivery: 'order-0005',
  delivered: 'order-0006',
  cancelled: 'order-0007',
  partiallyCancelled: 'order-0008',
  returned: 'order-0009',
  partiallyReturned: 'order-0010',
} as const

const meta = {
  title: 'Seiten/Bestellungen',
  render: () => <></>,
  parameters: { scenario: 'orders-every-status', path: paths.orders.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link', { name: /Details zur Bestellung/ })
    await expect(links).toHaveLength(12)
    // Newest first: today's order with its number, date, total, thumbnails and German status.
    const newest = within(links[0]?.closest('li') as HTMLElement)
    await expect(newest.getByText('Bestätigt')).toBeVisible()
    await expect(newest.getByText(/Bestellt am 20\.11\.2026/)).toBeVisible()
    await expect(newest.getByText(/€/)).toBeVisible()
    await expect(newest.getAllByRole('img').length).toBeGreaterThan(0)
    for (const label of Object.values(expectedOrderStatusLabels))
      await expect(canvas.getAllByText(label).length).toBeGreaterThan(0)
    await expect(canvas.getByText('12 von 12 Bestellungen')).toBeVisible()
  },
}

export const ListLoading: Story = {
  tags: ['spec:4.orders.loading-failed'],
  parameters: { msw: [http.get('*/api/order-history/orders', () => delay('infinite'))] },
  play: playSkeletonLoading,
}

export const ListEmpty: Story = {
  parameters: { msw: [http.get('*/api/order-history/orders', () => HttpResponse.json({ orders: [], total: 0 }))] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sie haben noch keine Bestellung aufgegeben.')).toBeVisible()
    // Still the order list (no redirect elsewhere).
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible()
  },
}

export const ListFailed: Story = {
  tags: ['spec:4.orders.loading-failed'],
  parameters: { faults: [{ service: 'orderHistory', endpoint: 'GET /orders', kind: 'http-500', remaining: 'always' }] },
  play: playLoadFailed,
}

function detailsStory(status: keyof typeof orderIds): Story {
  return {
    parameters: { path: paths.orderDetails.getHref(orderIds[status]) },
    play: async ({ canvas }) => {
      // The order as the mock backend holds it (seeded by the story's loader).
      const order = db.orders.findFirst((q) => q.where({ id: orderIds[status] }))
      if (!order) throw new Error(`The scenario has no order ${orderIds[status]}`)
      await expect(order.status).toBe(status)
      const heading = await canvas.findByRole('heading', { name: `Bestellung ${order.number}` })
      const summary = within(heading.closest('.card') as HTMLElement)
      await expect(
        summary
          .getAllByText(expectedOrderStatusLabels[status])
          .some((element) => element.classList.contains('status-badge')),
      ).toBe(true)
      for (const item of order.items)
        await expect(canvas.getAllByText(`Status: ${item.status}`).length).toBeGreaterThan(0)
      if (status === 'cancelled') {
        await expect(canvas.getByText('Diese Bestellung wurde storniert.')).toBeVisible()
        await expect(canvas.queryByRole('list', { name: 'Bestellfortschritt' })).toBeNull()
      } else {
        const steps = within(canvas.getByRole('list', { name: 'Bestellfortschritt' })).getAllByRole('listitem')
        await expect(
          steps.map((step) => step.textContent?.replace(/\s*\(erledigt\)/, '').replace(/^[✓\d]/, '')),
        ).toEqual(['Bestätigt', 'In Bearbeitung', 'Versendet', 'Zugestellt'])
        await expect(steps.filter((step) => step.getAttribute('aria-current') === 'step')).toHaveLength(1)
      }
      // Items, totals, shipping costs and the delivery address.
      await expect(canvas.getByText(order.items[0]?.title as string)).toBeVisible()
      await expect(canvas.getByText('Zwischensumme')).toBeVisible()
      await expect(canvas.getByText('Versandkosten')).toBeVisible()
      await expect(canvas.getByRole('heading', { name: 'Lieferadresse' })).toBeVisible()
      const { zipCode, city } = order.deliveryAddress
      await expect(canvas.getByText(new RegExp(`${zipCode} ${city}`))).toBeVisible()
    },
  }
}

export const DetailsConfirmed = detailsStory('confirmed')
export const DetailsReceived = detailsStory('received')
export const DetailsProcessing = detailsStory('processing')
export const DetailsDispatched = detailsStory('dispatched')
export const DetailsInDelivery = detailsStory('inDelivery')
export const DetailsDelivered = detailsStory('delivered')
export const DetailsCancelled = detailsStory('cancelled')
export const DetailsPartiallyCancelled = detailsStory('partiallyCancelled')
export const DetailsReturned = detailsStory('returned')
export const DetailsPartiallyReturned = detailsStory('partiallyReturned')

/** Delivered 6 days ago with two vouchers (spec section 3: discount types); multipleVouchers shows both. */
export const DetailsWithVouchers: Story = {
  parameters: { path: paths.orderDetails.getHref('order-0011'), flags: { multipleVouchers: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Gutschein HERBST10 (10 % Rabatt)')).toBeVisible()
    await expect(canvas.getByText('Gutschein TREUE5 (Wertgutschein)').nextElementSibling).toHaveTextContent('-5,00 €')
  },
}

export const DetailsLoading: Story = {
  tags: ['spec:4.orders.loading-failed'],
  parameters: {
    path: paths.orderDetails.getHref(orderIds.delivered),
    msw: [http.get('*/api/order-history/orders/:id', () => delay('infinite'))],
  },
  play: playSkeletonLoading,
}

export const DetailsWithoutOnlineCancellation: Story = {
  tags: ['spec:3.flags.orderCancellation'],
  parameters: { path: paths.orderDetails.getHref(orderIds.confirmed), flags: { orderCancellation: false } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: /^Bestellung \d+$/ })
    await expect(canvas.queryByRole('button', { name: 'Bestellung stornieren' })).toBeNull()
  },
}

export const CancelReasonRequired: Story = {
  tags: ['spec:5.cancellation.reason-required'],
  parameters: { path: paths.orderDetails.getHref(orderIds.confirmed) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Bestellung stornieren' }))
    const dialog = within(await canvas.findByRole('dialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Jetzt stornieren' }))
    await expect(dialog.getByText('Bitte wählen Sie einen Grund aus.')).toBeVisible()
  },
}

export const CancelSending: Story = {
  tags: ['spec:4.orders.cancellation-modal'],
  parameters: {
    path: paths.orderDetails.getHref(orderIds.confirmed),
    msw: [http.post('*/api/order-service/api/shop-orders/:number/cancel', () => delay('infinite'))],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Bestellung stornieren' }))
    const dialog = within(await canvas.findByRole('dialog'))
    await userEvent.click(dialog.getByLabelText('Versehentlich bestellt'))
    await userEvent.click(dialog.getByRole('button', { name: 'Jetzt stornieren' }))
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Jetzt stornieren' })).toHaveAttribute('aria-busy', 'true'),
    )
  },
}

export const CancelFailed: Story = {
  tags: ['spec:4.orders.cancellation-modal'],
  parameters: {
    path: paths.orderDetails.getHref(orderIds.confirmed),
    faults: [{ service: 'orderService', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Bestellung stornieren' }))
    const dialog = within(await canvas.findByRole('dialog'))
    await userEvent.click(dialog.getByLabelText('Anderer Grund'))
    await userEvent.click(dialog.getByRole('button', { name: 'Jetzt stornieren' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
    )
    await expect(dialog.getByLabelText('Anderer Grund')).toBeChecked()
  },
}

export const CancelSucceeded: Story = {
  tags: ['spec:4.orders.cancellation-modal'],
  parameters: { path: paths.orderDetails.getHref(orderIds.confirmed) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Bestellung stornieren' }))
    const dialog = within(await canvas.findByRole('dialog'))
    await userEvent.click(dialog.getByLabelText('Ich habe es mir anders überlegt'))
    await userEvent.click(dialog.getByRole('button', { name: 'Jetzt stornieren' }))
    await expect(await canvas.findByText('Ihre Bestellung ist storniert')).toBeVisible()
    await expect(canvas.getByText(/bernhard\.koch@example\.de/)).toBeVisible()
  },
}

export const Return: Story = {
  tags: ['spec:2.routes.order-returns'],
  parameters: { path: paths.orderReturns.getHref(orderIds.delivered) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Rücksendung jetzt anmelden' })).toBeEnabled()
  },
}

/** An order that cannot go back: the page's intro, then why not, with the way back to the order. */
export const ReturnNotPossible: Story = {
  tags: ['spec:2.routes.order-returns'],
  parameters: { path: paths.orderReturns.getHref(orderIds.cancelled) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Für diese Bestellung ist keine Rücksendung möglich.')).toBeVisible()
    await expect(canvas.getByText(/^Hier melden Sie die Rücksendung einer Bestellung an\./)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Rücksendung jetzt anmelden' })).toBeNull()
  },
}

export const ReturnSending: Story = {
  tags: ['spec:4.orders.return-states'],
  parameters: {
    path: paths.orderReturns.getHref(orderIds.delivered),
    msw: [http.post('*/api/order-history/orders/return', () => delay('infinite'))],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rücksendung jetzt anmelden' }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Rücksendung jetzt anmelden' })).toHaveAttribute('aria-busy', 'true'),
    )
  },
}

export const ReturnFailed: Story = {
  tags: ['spec:4.orders.return-states'],
  parameters: {
    path: paths.orderReturns.getHref(orderIds.delivered),
    faults: [{ service: 'orderHistory', endpoint: 'POST /orders/return', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rücksendung jetzt anmelden' }))
    await expect(await canvas.findByRole('button', { name: 'Übertragungsfehler' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte versuchen Sie es später noch einmal.')
  },
}

export const ReturnSucceeded: Story = {
  tags: ['spec:4.orders.return-states'],
  parameters: { path: paths.orderReturns.getHref(orderIds.delivered) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Rücksendung jetzt anmelden' }))
    await expect(await canvas.findByText(/Ihre Rücksendung ist angemeldet/)).toBeVisible()
  },
}

/** The same-day window against the mock clock (the harness panel's and `clock=`'s control). */
export const DetailsTenMinutesBeforeMidnight: Story = {
  parameters: { path: paths.orderDetails.getHref(orderIds.confirmed), clock: '2026-11-20T23:50', freezeClock: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/heute noch online stornieren: noch 10 Minuten\./)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Bestellung stornieren' })).toBeVisible()
  },
}

export const DetailsAfterMidnight: Story = {
  parameters: { path: paths.orderDetails.getHref(orderIds.confirmed), clock: '2026-11-21T00:00' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: /^Bestellung \d+$/ })
    await expect(canvas.queryByRole('button', { name: 'Bestellung stornieren' })).toBeNull()
    await expect(canvas.queryByText(/heute noch online stornieren/)).toBeNull()
  },
}
