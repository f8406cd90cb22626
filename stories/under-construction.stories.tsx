import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { paths } from '../src/shared/config/paths'

const meta = {
  title: 'Seiten/Im Aufbau',
  render: () => <></>,
  parameters: { scenario: 'default', path: paths.underConstruction.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const WithFakePages: Story = {
  tags: ['spec:2.routes.under-construction', 'spec:3.flags.fakePages'],
  parameters: { flags: { fakePages: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Diese Seite ist noch im Aufbau' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Zur Übersicht von Mein Konto' })).toHaveAttribute(
      'href',
      paths.home.getHref(),
    )
  },
}

export const WithoutFakePages: Story = {
  tags: ['spec:2.routes.under-construction', 'spec:3.flags.fakePages'],
  parameters: { flags: { fakePages: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Diese Seite gibt es leider nicht' })).toBeVisible()
  },
}
