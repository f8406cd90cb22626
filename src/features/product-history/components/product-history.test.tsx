import { screen } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { composeStories } from '@testing/storybook'
import { db } from '@mock-server/db/db'
import { server } from '@mock-server/harness/node'
import * as stories from '@stories/product-history.stories'
import { getRecommendedSkus } from '../api/product-history-api'
import { productHistoryCalls } from './product-history-page'
import { paths } from '@/shared/config/paths'
import { shopSessionId } from '@/shared/session/local-preferences'

const composed = composeStories(stories)

function recordUrls() {
  const urls: URL[] = []
  const listener = ({ request }: { request: Request }) => void urls.push(new URL(request.url))
  server.events.on('request:start', listener)
  return { urls, stop: () => server.events.removeListener('request:start', listener) }
}

describe('product history and top deals', () => {
  it(
    'asks the recommendation service with session id, consent, user id and region, then the products by base number',
    { tags: ['spec:7.products.list', 'spec:7.recommendations.list', 'spec:2.routes.product-history'] },
    async () => {
      const { urls, stop } = recordUrls()
      await renderApp({ scenario: 'default', path: paths.productHistory.getHref(), runtime: { locale: 'at' } })
      expect(await screen.findByRole('heading', { level: 3, name: /Kaschmir-Pullover/ })).toBeInTheDocument()
      stop()
      const anna = db.customers.findFirst((q) => q.where({ customerNumber: '12345678' }))
      const recommendations = urls.filter((url) => url.pathname === '/api/recommendation/recommendations')
      expect(recommendations.map((url) => url.searchParams.get('type')).sort()).toEqual([
        'recently-viewed',
        'top-deals',
      ])
      for (const url of recommendations) {
        expect(url.searchParams.get('session_id')).toMatch(/^[0-9a-f-]{36}$/)
        expect(url.searchParams.get('tracking_consent')).toBe('true')
        expect(url.searchParams.get('user_id')).toBe(anna?.id)
        expect(url.searchParams.get('region')).toBe('hseAT')
      }
      // The same session id for both, kept in local storage (random, nothing personal).
      expect(new Set(recommendations.map((url) => url.searchParams.get('session_id'))).size).toBe(1)
      const stored = JSON.parse(window.localStorage.getItem('mein-konto.recommendation-session-id') ?? '{}') as {
        id?: string
      }
      expect(stored.id).toBe(recommendations[0]?.searchParams.get('session_id'))

      const products = urls.filter((url) => url.pathname === '/api/product-dispenser/products')
      expect(products.length).toBeGreaterThan(0)
      for (const url of products) {
        expect(url.searchParams.get('base_product_no')).toMatch(/^\d{6}(,\d{6})*$/)
        expect(url.searchParams.get('return_short_response')).toBe('false')
        expect(url.searchParams.get('campaigns')).toBe('false')
        expect(url.searchParams.get('sales_channel')).toBe('CLASSIC_SHOP')
      }
      // Recently viewed: the first 6 characters of each viewed SKU, in the order viewed.
      const viewedBaseNumbers = anna?.recentlyViewedSkus.map((sku) => sku.slice(0, 6)).join(',')
      expect(products.map((url) => url.searchParams.get('base_product_no'))).toContain(viewedBaseNumbers)
    },
  )

  it(
    'makes no recommendation call without tracking consent',
    { tags: ['spec:9.recommendations.need-tracking-consent'] },
    async () => {
      const { urls, stop } = recordUrls()
      await composed.WithoutTrackingConsent.run()
      stop()
      expect(urls.filter((url) => url.pathname.startsWith('/api/recommendation'))).toEqual([])
    },
  )

  it(
    'asks nothing of the recommendation service at the app’s start without tracking consent',
    { tags: ['spec:9.recommendations.need-tracking-consent'] },
    async () => {
      const { urls, stop } = recordUrls()
      const calls = productHistoryCalls({
        queryClient: new QueryClient(),
        params: {},
        user: { crossDeviceTracking: false, customerId: '4711' },
        runtime: { locale: 'de', now: () => new Date('2026-11-20T09:15:00Z') },
      })
      await Promise.all(calls)
      stop()
      expect(calls).toEqual([])
      expect(urls.filter((url) => url.pathname.startsWith('/api/recommendation'))).toEqual([])
    },
  )

  it(
    'keeps the recommendation session id 180 days in local storage, then takes a new one',
    { tags: ['spec:9.recommendations.session-id-180-days'] },
    () => {
      const key = 'mein-konto.recommendation-session-id'
      window.localStorage.removeItem(key)
      const day = 24 * 60 * 60 * 1000
      const start = new Date('2026-11-20T09:15:00Z')
      const id = shopSessionId(start)
      // 180 days are the spec's 15 552 000 000 ms.
      expect(JSON.parse(window.localStorage.getItem(key) ?? '{}')).toEqual({
        id,
        expiresAt: start.getTime() + 180 * day,
      })
      expect(shopSessionId(new Date(start.getTime() + 180 * day - 1))).toBe(id)
      const next = shopSessionId(new Date(start.getTime() + 180 * day))
      expect(next).not.toBe(id)
      expect(shopSessionId(new Date(start.getTime() + 181 * day))).toBe(next)
    },
  )

  it('trims the list to maxItems', { tags: ['spec:7.recommendations.list'] }, async () => {
    await renderApp({ scenario: 'default', path: paths.home.getHref() })
    const anna = db.customers.findFirst((q) => q.where({ customerNumber: '12345678' }))
    const request = {
      type: 'recently-viewed',
      sessionId: 'a-session',
      trackingConsent: true,
      userId: anna?.id ?? '',
      region: 'hseDE',
    } as const
    expect(await getRecommendedSkus(request)).toHaveLength(8)
    expect(await getRecommendedSkus({ ...request, maxItems: 3 })).toEqual(anna?.recentlyViewedSkus.slice(0, 3))
    // Even where the service sends more than asked for.
    server.use(
      http.get('*/api/recommendation/recommendations', () =>
        Response.json({ items: [{ sku: '438112001' }, { sku: '451203001' }, { sku: '402877001' }] }),
      ),
    )
    expect(await getRecommendedSkus({ ...request, maxItems: 2 })).toEqual(['438112001', '451203001'])
  })
})
