import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { playLoadFailed, playLoading } from '../testing/page-state-plays'
import { paths } from '../src/shared/config/paths'

const meta = {
  title: 'Seiten/Gefolgte Creators',
  render: () => <></>,
  parameters: { scenario: 'default', path: paths.followedCreators.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  tags: ['spec:2.routes.followed-creators'],
  play: async ({ canvas }) => {
    const intro = await canvas.findByText(/denen Sie im Shop und in der App folgen/)
    await expect(intro).toBeVisible()
    // The intro shows while the list loads; the list follows below it.
    const creators = await waitFor(() => {
      const found = intro.parentElement?.querySelector('ul')
      if (!found) throw new Error('The list of creators is not there yet')
      return found
    })
    const list = within(creators)
    for (const name of ['Judith Williams', 'Harald Glööckler', 'Sandra Mohr'])
      await expect(list.getByText(name)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Zu den Live-Shows' })).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { scenario: 'empty-activity' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sie folgen noch keinen Creators.')).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: [http.get('*/api/social-live-commerce/users/followed_streamers', () => delay('infinite'))] },
  play: playLoading,
}

export const Failed: Story = {
  parameters: {
    faults: [
      {
        service: 'socialLiveCommerce',
        endpoint: 'GET /users/followed_streamers',
        kind: 'http-500',
        remaining: 'always',
      },
    ],
  },
  play: playLoadFailed,
}
