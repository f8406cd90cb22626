import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { db } from '../mock-server/db/db'
import { playLoadFailed, playSkeletonLoading } from '../testing/page-state-plays'
import { paths } from '../src/shared/config/paths'

const meta = {
  title: 'Seiten/Wunschliste',
  render: () => <></>,
  parameters: { scenario: 'default', path: paths.wishlist.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas']

/** The wishlist items as shown, each the list item around its product's heading. */
async function items(canvas: Canvas) {
  const list = within(await canvas.findByRole('list', { name: 'Wunschliste' }))
  return list.getAllByRole('heading').map((heading) => within(heading.closest('li') as HTMLElement))
}

/** An item that can be moved (not sold out). */
async function movableItem(canvas: Canvas) {
  const all = await items(canvas)
  const movable = all.find(
    (item) => item.getByRole('button', { name: 'In den Warenkorb' }).hasAttribute('disabled') === false,
  )
  if (!movable) throw new Error('no movable wishlist item')
  return movable
}

export const Filled: Story = {
  tags: ['spec:2.routes.wishlist'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('6 Artikel auf Ihrer Wunschliste')).toBeVisible()
    const all = await items(canvas)
    await expect(all).toHaveLength(6)
    // Each item: name, brand, price and availability; the variant's attributes where it has them.
    for (const item of all) {
      await expect(item.getByText(/^Marke: /)).toBeVisible()
      await expect(item.getByText(/^Preis: \d+,\d{2} €$/)).toBeVisible()
      await expect(item.getByText(/^(Sofort lieferbar|Nur noch wenige verfügbar|Ausverkauft)$/)).toBeVisible()
      await expect(item.getByRole('button', { name: 'Entfernen' })).toBeEnabled()
    }
    await expect(canvas.getByText('Legierung: Silber 925')).toBeVisible()
    await expect(canvas.getByText('Nur noch wenige verfügbar')).toBeVisible()
    await expect(canvas.getAllByText('Neu').length).toBeGreaterThan(0)
  },
}

export const SoldOut: Story = {
  play: async ({ canvas }) => {
    const soldOut = within((await canvas.findByText('Ausverkauft')).closest('li') as HTMLElement)
    // A sold-out item cannot be moved to the basket, and says why.
    await expect(soldOut.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled()
    await expect(
      soldOut.getByText('Dieser Artikel ist ausverkauft und kann nicht in den Warenkorb gelegt werden.'),
    ).toBeVisible()
  },
}

export const MoveInProgress: Story = {
  tags: ['spec:4.wishlist.add-to-basket-states'],
  parameters: { msw: [http.post('*/api/basket/basket/items', () => delay('infinite'))] },
  play: async ({ canvas, userEvent }) => {
    const item = await movableItem(canvas)
    await userEvent.click(item.getByRole('button', { name: 'In den Warenkorb' }))
    await waitFor(() =>
      expect(item.getByRole('button', { name: 'In den Warenkorb' })).toHaveAttribute('aria-busy', 'true'),
    )
    await expect(item.getByRole('button', { name: 'Entfernen' })).toBeDisabled()
  },
}

export const MoveSucceeded: Story = {
  tags: ['spec:4.wishlist.add-to-basket-states'],
  play: async ({ canvas, userEvent }) => {
    const item = await movableItem(canvas)
    await userEvent.click(item.getByRole('button', { name: 'In den Warenkorb' }))
    await expect(
      await item.findByText('Der Artikel liegt jetzt in Ihrem Warenkorb und wird von der Wunschliste genommen.'),
    ).toBeVisible()
    await expect(item.queryByRole('button', { name: 'In den Warenkorb' })).toBeNull()
    // The story ends once the wishlist knows: its PATCH, 1.5 s after the success, would otherwise land in
    // the next story's freshly seeded data and take this item off that list too.
    await waitFor(() => expect(db.wishlistItems.findMany((q) => q.where({ state: 'movedToBasket' }))).toHaveLength(1), {
      timeout: 5000,
    })
  },
}

export const MoveFailed: Story = {
  tags: ['spec:4.wishlist.add-to-basket-states'],
  parameters: {
    faults: [{ service: 'basket', endpoint: 'POST /basket/items', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas, userEvent }) => {
    const item = await movableItem(canvas)
    const countBefore = (await canvas.findByText(/Artikel auf Ihrer Wunschliste/)).textContent ?? ''
    await userEvent.click(item.getByRole('button', { name: 'In den Warenkorb' }))
    await expect(
      await item.findByText('Der Artikel konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es nochmal.'),
    ).toBeVisible()
    // The item stays, and can be tried again; the list keeps its count.
    await expect(item.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled()
    await expect(await canvas.findByText(countBefore)).toBeVisible()
  },
}

export const Removed: Story = {
  tags: ['spec:4.wishlist.delete-removes'],
  play: async ({ canvas, userEvent }) => {
    const [first] = await items(canvas)
    const name = first?.getByRole('heading').textContent ?? ''
    await userEvent.click(first?.getByRole('button', { name: 'Entfernen' }) as HTMLElement)
    await expect(await canvas.findByText('5 Artikel auf Ihrer Wunschliste')).toBeVisible()
    await expect(canvas.queryByRole('heading', { name })).toBeNull()
  },
}

export const RemoveFailed: Story = {
  parameters: {
    faults: [{ service: 'basket', endpoint: 'PATCH /wishlist-item', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas, userEvent }) => {
    const [first] = await items(canvas)
    await userEvent.click(first?.getByRole('button', { name: 'Entfernen' }) as HTMLElement)
    await expect(
      await first!.findByText('Der Artikel konnte nicht entfernt werden. Bitte versuchen Sie es nochmal.'),
    ).toBeVisible()
    await expect(canvas.getByText('6 Artikel auf Ihrer Wunschliste')).toBeVisible()
  },
}

export const WithoutDelete: Story = {
  tags: ['spec:3.flags.deleteWishlistProduct'],
  parameters: { flags: { deleteWishlistProduct: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('6 Artikel auf Ihrer Wunschliste')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Entfernen' })).toBeNull()
    await expect(canvas.getAllByRole('button', { name: 'In den Warenkorb' })).toHaveLength(6)
  },
}

export const Empty: Story = {
  parameters: { scenario: 'empty-activity' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ihre Wunschliste ist leer.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Neue Lieblingsstücke im Shop entdecken' })).toHaveAttribute(
      'href',
      'https://www.hse.de/',
    )
  },
}

export const Loading: Story = {
  parameters: { msw: [http.get('*/api/basket/wishlist', () => delay('infinite'))] },
  play: playSkeletonLoading,
}

export const Failed: Story = {
  parameters: { faults: [{ service: 'basket', endpoint: 'GET /wishlist', kind: 'http-500', remaining: 'always' }] },
  play: playLoadFailed,
}
