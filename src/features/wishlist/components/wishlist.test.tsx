import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@testing/render-app'
import { composeStories } from '@testing/storybook'
import { db } from '@mock-server/db/db'
import { server } from '@mock-server/harness/node'
import * as stories from '@stories/wishlist.stories'
import { getWishlist } from '../api/wishlist-api'
import { paths } from '@/shared/config/paths'
import { sentTrackingEvents } from '@/shared/tracking/tracking'
import { setTrackingConsent } from '@mock-server/harness/consent-manager'

const composed = composeStories(stories)

/** Every call the mock server answers, as "METHOD /path" with its request. */
function recordRequests() {
  const requests: Request[] = []
  const listener = ({ request }: { request: Request }) => void requests.push(request.clone())
  server.events.on('request:start', listener)
  return { requests, stop: () => server.events.removeListener('request:start', listener) }
}

const annasWishlist = () => db.wishlistItems.findMany((q) => q.where({ customer: { customerNumber: '12345678' } }))

const realSetTimeout = globalThis.setTimeout

/** Waits on the real clock (the app's timers may be fake) until the check holds. */
async function until(check: () => boolean) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (check()) return
    await act(() => new Promise((resolve) => realSetTimeout(resolve, 25)))
  }
  throw new Error('the expected state did not come within 5 s')
}

async function firstMovableItem() {
  const headings = within(await screen.findByRole('list', { name: 'Wunschliste' })).getAllByRole('heading')
  const item = headings
    .map((heading) => heading.closest('li') as HTMLElement)
    .find((candidate) => !within(candidate).getByRole('button', { name: 'In den Warenkorb' }).hasAttribute('disabled'))
  if (!item) throw new Error('no movable item')
  return { item, name: within(item).getByRole('heading').textContent ?? '' }
}

describe('wishlist', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it(
    'moves an item to the basket, keeps it 1.5 s with the success message, then takes it off the list',
    {
      tags: [
        'spec:4.wishlist.add-to-basket-states',
        'spec:4.wishlist.moved-removal-1500ms',
        'spec:7.basket.add-item',
        'spec:7.wishlist.update-item',
        'spec:9.wishlist.removal-delay-1500ms',
        'spec:9.basket.add-quantity-1',
        'spec:9.tracking.add-to-cart-shipping-5-days',
        'spec:9.currency.eur',
        'spec:2.routes.wishlist',
      ],
    },
    async () => {
      setTrackingConsent(true)
      await renderApp({ scenario: 'default', path: paths.wishlist.getHref() })
      const { item, name } = await firstMovableItem()
      const { requests, stop } = recordRequests()
      // Only the app's timers are faked: the clock moves when the test says so, not by itself.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      fireEvent.click(within(item).getByRole('button', { name: 'In den Warenkorb' }))
      await until(() => within(item).queryByText(/liegt jetzt in Ihrem Warenkorb/) !== null)

      // One piece of the item's variant, for the shop session.
      const basketCall = requests.find((request) => new URL(request.url).pathname === '/api/basket/basket/items')
      expect(basketCall?.method).toBe('POST')
      expect(basketCall?.headers.get('x-sessionid')).toMatch(/^[0-9a-f-]{36}$/)
      const sent = (await basketCall?.json()) as { base_product_no: string; sku: string; quantity: number }
      expect(sent.quantity).toBe(1)
      expect(sent.sku.slice(0, 6)).toBe(sent.base_product_no)
      // The tag manager's add-to-cart (spec section 9: shipping assumed 5 days), after clearing the last product.
      const added = sentTrackingEvents().find((event) => event.event === 'add_to_cart')
      expect(added).toEqual({
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: expect.any(Number) as unknown,
          shipping_days: 5,
          items: [
            {
              item_id: sent.base_product_no,
              item_variant: sent.sku,
              item_name: name,
              item_brand: expect.any(String) as unknown,
              price: expect.any(Number) as unknown,
              quantity: 1,
            },
          ],
        },
      })
      expect(added?.ecommerce.value).toBe(added?.ecommerce.items[0]?.price)
      const layer = window.dataLayer ?? []
      expect(layer[layer.indexOf(added as object) - 1]).toEqual({ ecommerce: null })

      // Until 1.5 s have passed it is still there, and still on the stored wishlist.
      await act(() => vi.advanceTimersByTimeAsync(1499))
      expect(screen.getByRole('heading', { name })).toBeInTheDocument()
      expect(annasWishlist().find((entry) => entry.sku === sent.sku)?.state).toBe('active')
      // Then it leaves the list, and the stored item is movedToBasket.
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(screen.queryByRole('heading', { name })).toBeNull()
      expect(screen.getByText('5 Artikel auf Ihrer Wunschliste')).toBeInTheDocument()
      await until(() => annasWishlist().find((entry) => entry.sku === sent.sku)?.state === 'movedToBasket')
      const patch = requests.find((request) => new URL(request.url).pathname === '/api/basket/wishlist-item')
      expect(patch?.method).toBe('PATCH')
      expect(await patch?.json()).toEqual({ sku: sent.sku, state: 'movedToBasket' })
      expect(db.basketItems.findMany((q) => q.where({ sku: sent.sku }))).toHaveLength(1)
      stop()
    },
  )

  it(
    'keeps a failed move on the list, and it stays after the delay',
    { tags: ['spec:4.wishlist.add-to-basket-states'] },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
      await composed.MoveFailed.run()
      await act(() => vi.advanceTimersByTimeAsync(3000))
      expect(screen.getByText('6 Artikel auf Ihrer Wunschliste')).toBeInTheDocument()
      expect(annasWishlist().filter((entry) => entry.state === 'active')).toHaveLength(6)
    },
  )

  it(
    'removes an item for good: the wishlist service no longer lists it',
    {
      tags: [
        'spec:4.wishlist.delete-removes',
        'spec:7.wishlist.list',
        'spec:7.wishlist.update-item',
        'spec:3.flags.deleteWishlistProduct',
      ],
    },
    async () => {
      const { user } = await renderApp({ scenario: 'default', path: paths.wishlist.getHref() })
      const { item, name } = await firstMovableItem()
      await user.click(within(item).getByRole('button', { name: 'Entfernen' }))
      expect(await screen.findByText('5 Artikel auf Ihrer Wunschliste')).toBeInTheDocument()
      expect(annasWishlist().filter((entry) => entry.state === 'deleted')).toHaveLength(1)
      // What a reload would show.
      const { items } = await getWishlist()
      expect(items).toHaveLength(5)
      expect(items.map((entry) => entry.product.name.long)).not.toContain(name)
    },
  )

  it.each([
    ['In den Warenkorb', 'moved'],
    ['Entfernen', 'removed'],
  ])('after "%s" (%s) the keyboard focus goes on to the next product, not back to the top', async (button) => {
    const { user } = await renderApp({ scenario: 'default', path: paths.wishlist.getHref() })
    const { item } = await firstMovableItem()
    const entries = within(screen.getByRole('list', { name: 'Wunschliste' }))
      .getAllByRole('heading')
      .map((heading) => heading.closest('li') as HTMLElement)
    const next = entries[entries.indexOf(item) + 1] as HTMLElement
    const nextProduct = within(within(next).getByRole('heading')).getByRole('link')
    await user.click(within(item).getByRole('button', { name: button }))
    await until(() => document.activeElement === nextProduct)
    expect(nextProduct).toHaveFocus()
  })
})
