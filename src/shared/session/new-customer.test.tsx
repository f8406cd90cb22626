import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { server } from '@mock-server/harness/node'
import { sentTrackingEvents } from '../tracking/tracking'
import { isNewCustomer } from './new-customer'
import { paths } from '@/shared/config/paths'
import { setTrackingConsent } from '@mock-server/harness/consent-manager'

describe('new-customer flag (no order in the last two years)', { tags: ['spec:4.orders.new-customer-flag'] }, () => {
  const now = new Date('2026-11-20T10:00:00Z')

  it(
    'is true without orders or with the latest order more than two years ago',
    { tags: ['spec:9.customer.new-if-no-order-in-2-years'] },
    () => {
      expect(isNewCustomer(undefined, now)).toBe(true)
      expect(isNewCustomer('2024-11-19T10:00:00Z', now)).toBe(true)
      expect(isNewCustomer('2024-11-21T10:00:00Z', now)).toBe(false)
      expect(isNewCustomer('2026-11-01T10:00:00Z', now)).toBe(false)
    },
  )

  it(
    'asks the order history for one order and welcomes a new customer on account home',
    { tags: ['spec:9.customer.new-if-no-order-in-2-years'] },
    async () => {
      setTrackingConsent(true)
      const limits: Array<string | null> = []
      server.events.on('request:start', ({ request }) => {
        const url = new URL(request.url)
        if (url.pathname.endsWith('/order-history/orders')) limits.push(url.searchParams.get('limit'))
      })
      await renderApp({ scenario: 'new-customer', path: paths.home.getHref() })
      expect(await screen.findByText(/Schön, dass Sie \(wieder\) bei uns sind/)).toBeInTheDocument()
      expect(limits).toEqual(['1'])
      await waitFor(() => expect(sentTrackingEvents()).toContainEqual({ event: 'customer_type', new_customer: true }))
      server.events.removeAllListeners()
    },
  )

  it('does not for a regular customer', async () => {
    setTrackingConsent(true)
    await renderApp({ scenario: 'default', path: paths.home.getHref() })
    await waitFor(() => expect(sentTrackingEvents()).toContainEqual({ event: 'customer_type', new_customer: false }))
    expect(screen.queryByText(/Schön, dass Sie \(wieder\) bei uns sind/)).not.toBeInTheDocument()
  })
})
