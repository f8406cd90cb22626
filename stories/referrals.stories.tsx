import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { paths } from '../src/shared/config/paths'

const meta = {
  title: 'Seiten/Shop weiterempfehlen',
  render: () => <></>,
  parameters: { scenario: 'default', path: paths.myReferrals.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Page: Story = {
  tags: ['spec:2.routes.my-referrals'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Shop weiterempfehlen' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'https://www.hse.de/' })).toHaveAttribute(
      'href',
      'https://www.hse.de/',
    )
    await expect(canvas.getByRole('button', { name: 'Link kopieren' })).toBeVisible()
    const byEmail = canvas.getByRole('link', { name: 'Per E-Mail empfehlen' })
    await expect(byEmail.getAttribute('href')).toMatch(/^mailto:\?subject=Meine%20Empfehlung%3A%20HSE&body=/)
  },
}

export const AustrianShop: Story = {
  globals: { locale: 'at' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'https://www.hse.at/' })).toBeVisible()
  },
}
