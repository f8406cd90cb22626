import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { db } from '../mock-server/db/db'
import { paths } from '../src/shared/config/paths'

const meta = {
  title: 'Seiten/Zuletzt angesehen',
  render: () => <></>,
  parameters: { scenario: 'default', path: paths.productHistory.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

const recentlyViewedTitle = 'Ihre zuletzt angesehenen Produkte'
const topDealsTitle = 'Top-Deals für Sie'

async function section(canvas: Canvas, title: string) {
  return within((await canvas.findByRole('heading', { level: 2, name: title })).closest('section') as HTMLElement)
}

export const Filled: Story = {
  tags: ['spec:2.routes.product-history'],
  play: async ({ canvas }) => {
    const recentlyViewed = await section(canvas, recentlyViewedTitle)
    // Newest first, as the recommendation service lists them; each with its product data.
    const viewed = await recentlyViewed.findAllByRole('heading', { level: 3 })
    await expect(viewed).toHaveLength(8)
    await expect(viewed[0]).toHaveTextContent('Kaschmir-Pullover mit Rundhalsausschnitt')
    await expect(recentlyViewed.getByText('Farbe: Marine')).toBeVisible()
    await expect(recentlyViewed.getByText('Preis: 129,00 €')).toBeVisible()
    const topDeals = await section(canvas, topDealsTitle)
    // At most 6 top deals (maxItems).
    await expect(await topDeals.findAllByRole('heading', { level: 3 })).toHaveLength(6)
  },
}

export const RecentlyViewedEmpty: Story = {
  parameters: { scenario: 'empty-activity' },
  play: async ({ canvas }) => {
    const recentlyViewed = await section(canvas, recentlyViewedTitle)
    await expect(
      await recentlyViewed.findByText('Sie haben sich in letzter Zeit keine Produkte angesehen.'),
    ).toBeVisible()
    const topDeals = await section(canvas, topDealsTitle)
    await expect((await topDeals.findAllByRole('heading', { level: 3 })).length).toBeGreaterThan(0)
  },
}

export const WithoutTrackingConsent: Story = {
  loaders: [
    async () => {
      await db.customers.update((q) => q.where({ customerNumber: '12345678' }), {
        data(customer) {
          customer.crossDeviceTracking = false
        },
      })
      return {}
    },
  ],
  // Without consent the recommendation service must not be asked: asking it would show a failure.
  parameters: { msw: [http.get('*/api/recommendation/recommendations', () => HttpResponse.error())] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/zeigen wir Ihnen nur, wenn Sie der Nutzung Ihrer Daten/)).toBeVisible()
    // The page's intro says what it is for, with or without consent.
    await expect(
      canvas.getByText(/^Hier finden Sie die Produkte, die Sie sich zuletzt im Shop angesehen haben/),
    ).toBeVisible()
    await expect(canvas.queryByRole('heading', { level: 2, name: recentlyViewedTitle })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Neu laden' })).toBeNull()
  },
}

export const Loading: Story = {
  parameters: { msw: [http.get('*/api/recommendation/recommendations', () => delay('infinite'))] },
  play: async ({ canvas }) => {
    const recentlyViewed = await section(canvas, recentlyViewedTitle)
    await expect(await recentlyViewed.findByRole('status', { name: 'Wird geladen …' })).toBeVisible()
    // Top deals (asked for at the same time) come below once recently viewed is there: nothing moves down.
    await expect(canvas.queryByRole('heading', { level: 2, name: topDealsTitle })).toBeNull()
  },
}

export const RecentlyViewedFailed: Story = {
  parameters: {
    msw: [
      http.get('*/api/recommendation/recommendations', ({ request }) =>
        new URL(request.url).searchParams.get('type') === 'recently-viewed'
          ? HttpResponse.json({ code: 'INTERNAL_SERVER_ERROR' }, { status: 500 })
          : undefined,
      ),
    ],
  },
  play: async ({ canvas }) => {
    const recentlyViewed = await section(canvas, recentlyViewedTitle)
    await expect(
      await recentlyViewed.findByText(
        'Da ist auf unserer Seite etwas schiefgelaufen. Bitte laden Sie die Seite neu.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible()
    // The other list still shows.
    const topDeals = await section(canvas, topDealsTitle)
    await expect(await topDeals.findAllByRole('heading', { level: 3 })).toHaveLength(6)
  },
}

export const ProductsFailed: Story = {
  parameters: {
    faults: [{ service: 'productDispenser', endpoint: 'GET /products', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas }) => {
    // Both lists fail on their own, each with its retry.
    await waitFor(
      () =>
        expect(
          canvas.getAllByText('Da ist auf unserer Seite etwas schiefgelaufen. Bitte laden Sie die Seite neu.'),
        ).toHaveLength(2),
      { timeout: 5000 },
    )
    await expect(canvas.getAllByRole('button', { name: 'Neu laden' })).toHaveLength(2)
  },
}
