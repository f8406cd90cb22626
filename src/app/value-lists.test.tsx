import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { db } from '@mock-server/db/db'
import { seedScenario } from '@testing/seed-scenario'
import { lineItemStatusSchema } from '@mock-server/db/schemas'
import { paths } from '@/shared/config/paths'
import { orderStatuses } from '@/features/orders/api/order-schemas'
import { progressSteps } from '@/features/orders/order-status'

/** Spec section 3's value lists, as written there, against the code that models them and what the pages show. */
describe('value lists of spec section 3', () => {
  it(
    'order statuses: both lists, each shown with its German label',
    { tags: ['spec:3.values.order-statuses'] },
    async () => {
      const first = [
        'confirmed',
        'processing',
        'dispatched',
        'delivered',
        'cancelled',
        'partiallyCancelled',
        'returned',
        'partiallyReturned',
      ]
      expect([...orderStatuses].sort()).toEqual([...first, 'received', 'inDelivery'].sort())
      await renderApp({ scenario: 'orders-every-status', path: paths.orders.getHref() })
      const cards = await screen.findAllByRole('link', { name: /Details zur Bestellung/ })
      const shown = cards.map((card) => card.closest('li')?.textContent ?? '').join(' ')
      for (const label of [
        'Bestätigt',
        'In Bearbeitung',
        'Versendet',
        'Zugestellt',
        'Storniert',
        'Teilweise storniert',
        'Retourniert',
        'Teilweise retourniert',
        'Eingegangen',
        'In Zustellung',
      ])
        expect(shown).toContain(label)
    },
  )

  it(
    'line-item statuses: the nine German ones, each on an order, shown as sent',
    { tags: ['spec:3.values.line-item-statuses'] },
    async () => {
      const spec = [
        'Erfasst',
        'In Bearbeitung',
        'Storniert',
        'Retoure Eingetroffen',
        'In Lieferung',
        'Versendet',
        'Versendet Direktlieferant',
        'In Bearbeitung Direktlieferant',
        'wird gepackt',
      ]
      expect(lineItemStatusSchema.options).toEqual(spec)
      await renderApp({ scenario: 'orders-every-status', path: paths.orders.getHref() })
      await screen.findAllByRole('link', { name: /Details zur Bestellung/ })
      const seeded = new Set(db.orders.all().flatMap((order) => order.items.map((item) => item.status)))
      expect([...seeded].sort()).toEqual([...spec].sort())
      const order = db.orders.all().find((candidate) => candidate.items.some((item) => item.status === 'wird gepackt'))!
      await renderApp({ scenario: 'orders-every-status', path: paths.orderDetails.getHref(order.id) })
      expect(await screen.findByText('Status: wird gepackt')).toBeInTheDocument()
    },
  )

  it(
    'progress steps: confirmed, processing, dispatched, delivered, the current one marked',
    { tags: ['spec:3.values.progress-steps'] },
    async () => {
      expect(progressSteps).toEqual(['confirmed', 'processing', 'dispatched', 'delivered'])
      await seedScenario('orders-every-status')
      const dispatched = db.orders.all().find((order) => order.status === 'dispatched')
      await renderApp({
        scenario: 'orders-every-status',
        path: paths.orderDetails.getHref(dispatched!.id),
      })
      const progress = await screen.findByRole('list', { name: 'Bestellfortschritt' })
      const steps = within(progress).getAllByRole('listitem')
      expect(steps.map((step) => step.textContent)).toEqual([
        '✓Bestätigt (erledigt)',
        '✓In Bearbeitung (erledigt)',
        '✓Versendet',
        '4Zugestellt',
      ])
      expect(steps[2]).toHaveAttribute('aria-current', 'step')
    },
  )

  it(
    'invoice states: open, overdue (ENCASH) and pending direct debit, each shown',
    { tags: ['spec:3.values.invoice-states'] },
    async () => {
      await renderApp({ scenario: 'overdue-invoices', path: paths.openInvoices.getHref() })
      expect(await screen.findAllByText('Überfällig')).not.toHaveLength(0)
      expect(screen.getAllByText('Offen')).not.toHaveLength(0)
      expect(screen.getAllByText('Lastschrift in Bearbeitung')).not.toHaveLength(0)
      expect(new Set(db.invoices.all().map((invoice) => invoice.status))).toEqual(new Set(['OPEN', 'ENCASH']))
    },
  )
})

describe('roles of spec section 6', () => {
  it('personal data: shown, not editable online', { tags: ['spec:6.roles.personal-data-view-only'] }, async () => {
    await renderApp({ scenario: 'default', path: paths.myProfile.getHref() })
    expect(await screen.findByText('12.04.1968')).toBeInTheDocument()
    const main = screen.getByRole('main')
    expect(within(main).queryAllByRole('textbox')).toEqual([])
    expect(within(main).queryAllByRole('combobox')).toEqual([])
    expect(within(main).queryAllByRole('radio')).toEqual([])
  })
})
