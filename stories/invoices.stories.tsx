import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect } from 'storybook/test'

const meta = {
  title: 'Seiten/Offene Rechnungen',
  render: () => <></>,
  parameters: { scenario: 'overdue-invoices', path: '/open-invoices' },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = {
  parameters: { scenario: 'default' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Offener Betrag')).toBeVisible()
    await expect(canvas.getAllByText('Offen').length).toBeGreaterThan(0)
  },
}

export const Overdue: Story = {
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Überfällig')).length).toBe(2)
    await expect(canvas.getByText(/Bitte überweisen Sie überfällige Beträge umgehend/)).toBeVisible()
  },
}

export const DirectDebit: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Lastschrift in Bearbeitung')).toBeVisible()
    await expect(
      canvas.getByText('Wird per Lastschrift von Ihrem Konto eingezogen. Sie müssen nichts weiter tun.'),
    ).toBeVisible()
  },
}

export const SortedAscending: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByLabelText('Sortieren nach Fälligkeit'), 'ascending')
    await expect(canvas.getByLabelText('Sortieren nach Fälligkeit')).toHaveValue('ascending')
  },
}

export const SwissShop: Story = {
  parameters: { scenario: 'swiss-customer' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/in der Schweiz frühestens nach 14 Tagen/)).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { msw: [http.get('*/api/payment/invoices/open', () => HttpResponse.json({ balance: 0, invoices: [] }))] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sie haben keine offenen Rechnungen.')).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: {
    faults: [{ service: 'payment', endpoint: 'GET /invoices/open', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Da ist auf unserer Seite etwas schiefgelaufen/, {}, { timeout: 5000 }),
    ).toBeVisible()
  },
}
