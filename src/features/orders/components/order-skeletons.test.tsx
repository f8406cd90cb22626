import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { findSkeleton, holdAnswers, type HeldAnswers } from '@testing/held-answers'
import { paths } from '@/shared/config/paths'

let held: HeldAnswers | undefined
afterEach(() => held?.release())

describe('first load of the order pages', () => {
  it(
    'shows the order list as a skeleton while the orders load, then the orders',
    { tags: ['spec:4.orders.loading-failed'] },
    async () => {
      held = holdAnswers('*/api/order-history/orders')
      await renderApp({ scenario: 'orders-every-status', path: paths.orders.getHref() })

      await findSkeleton()
      expect(screen.queryByRole('link', { name: /Details zur Bestellung/ })).not.toBeInTheDocument()

      held.release()

      expect(await screen.findAllByRole('link', { name: /Details zur Bestellung/ })).toHaveLength(12)
      expect(screen.queryByRole('status', { name: 'Wird geladen …' })).not.toBeInTheDocument()
    },
  )

  it(
    'shows order details as a skeleton while the order loads, then the order',
    { tags: ['spec:4.orders.loading-failed', 'spec:2.routes.order-details'] },
    async () => {
      held = holdAnswers('*/api/order-history/orders/:id')
      await renderApp({ scenario: 'orders-every-status', path: paths.orderDetails.getHref('order-0006') })

      await findSkeleton()
      expect(screen.queryByRole('heading', { name: 'Artikel' })).not.toBeInTheDocument()

      held.release()

      expect(await screen.findByRole('heading', { name: 'Artikel' })).toBeInTheDocument()
      expect(screen.queryByRole('status', { name: 'Wird geladen …' })).not.toBeInTheDocument()
    },
  )
})
