import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { annaSchmidt } from '../fixtures/customers'
import { paths } from '../src/shared/config/paths'
import { annaSchmidtIdInMailLinks, mailLinksOfScenario } from '../testing/fault-cases/mail-preferences'

/**
 * The public pages a customer opens from a mail (scenario mail-links): newsletter, stock reminders,
 * market research, upsell. Answers the seeded db cannot give at a fixed link (a confirmed token) come
 * from a handler of the story.
 */
const meta = {
  title: 'Seiten/Links aus E-Mails',
  render: () => <></>,
  parameters: { scenario: 'mail-links', path: mailLinksOfScenario.newsletter },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const genericError = 'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.'
const linkIncomplete = 'Dieser Link ist unvollständig. Bitte öffnen Sie ihn noch einmal aus Ihrer E-Mail.'
const reduce = 'Nur noch wöchentlich erhalten'
const unsubscribeNewsletter = 'Newsletter abbestellen'
const bracelet = 'Armband Silber 925 mit Zirkonia'

// Newsletter cancellation

export const NewsletterChoices: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Newsletter abbestellen' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: reduce })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: unsubscribeNewsletter })).toBeEnabled()
  },
}

export const NewsletterSending: Story = {
  parameters: { msw: [http.put('*/api/newsletter/subscription/:id', () => delay('infinite'))] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: reduce }))
    await waitFor(() => expect(canvas.getByRole('button', { name: reduce })).toHaveAttribute('aria-busy', 'true'))
    await expect(canvas.getByRole('button', { name: unsubscribeNewsletter })).toBeDisabled()
  },
}

export const NewsletterFrequencyReduced: Story = {
  tags: ['spec:4.newsletter.outcomes'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: reduce }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Gerne: Sie erhalten unseren Newsletter ab jetzt nur noch einmal pro Woche.',
    )
  },
}

export const NewsletterUnsubscribed: Story = {
  tags: ['spec:4.newsletter.outcomes'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: unsubscribeNewsletter }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Sie haben den Newsletter abbestellt und erhalten ab jetzt keine Newsletter mehr von uns.',
    )
  },
}

export const NewsletterAlreadyUnsubscribed: Story = {
  parameters: {
    msw: [
      http.put('*/api/newsletter/subscription/:id', () =>
        HttpResponse.json({ code: 'subscription_cancelled' }, { status: 409 }),
      ),
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: reduce }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Sie haben den Newsletter bereits abbestellt.')
  },
}

export const NewsletterFailed: Story = {
  parameters: { faults: [{ service: 'newsletter', kind: 'http-500', remaining: 'always' }] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: unsubscribeNewsletter }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(genericError)
    await expect(canvas.getByRole('button', { name: unsubscribeNewsletter })).toBeEnabled()
  },
}

export const NewsletterLinkIncomplete: Story = {
  parameters: { path: paths.newsletterCancelSubscription.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(linkIncomplete)
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument()
  },
}

// Newsletter confirmation

export const NewsletterConfirmation: Story = {
  parameters: { path: paths.newsletterConfirmation.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Willkommen beim HSE-Newsletter' })).toBeVisible()
    await expect(canvas.getByText(/Willkommensgutschein über 10\s€/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Zu den Top-Deals' })).toBeVisible()
  },
}

// Stock reminder: double opt-in

const confirmStockReminder = '*/api/newsletter/stock-reminder/confirm-doi'

export const StockReminderConfirming: Story = {
  parameters: {
    path: paths.stockReminderConfirmDoi.getHref('beispiel'),
    msw: [http.post(confirmStockReminder, () => delay('infinite'))],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Ihre Benachrichtigung wird bestätigt …')
  },
}

export const StockReminderConfirmed: Story = {
  parameters: {
    path: paths.stockReminderConfirmDoi.getHref('beispiel'),
    msw: [http.post(confirmStockReminder, () => HttpResponse.json({ status: 'CONFIRMED', product_name: bracelet }))],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(`Vielen Dank! Sobald „${bracelet}“ wieder verfügbar ist, schreiben wir Ihnen.`),
    ).toBeVisible()
  },
}

export const StockReminderAlreadyConfirmed: Story = {
  parameters: {
    path: paths.stockReminderConfirmDoi.getHref('beispiel'),
    msw: [
      http.post(confirmStockReminder, () => HttpResponse.json({ status: 'ALREADY_CONFIRMED', product_name: bracelet })),
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/ist bereits bestätigt/)).toHaveTextContent(
      `Ihre Benachrichtigung für „${bracelet}“ ist bereits bestätigt.`,
    )
  },
}

export const StockReminderConfirmFailed: Story = {
  // A token the newsletter service does not know.
  parameters: { path: paths.stockReminderConfirmDoi.getHref('unbekannt') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(genericError)
    await expect(canvas.getByRole('button', { name: 'Nochmal versuchen' })).toBeEnabled()
  },
}

export const StockReminderConfirmLinkIncomplete: Story = {
  parameters: { path: paths.stockReminderConfirmDoi.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(linkIncomplete)
  },
}

// Stock reminder: unsubscribe

const unsubscribeStockReminder = 'Benachrichtigung abbestellen'
const activeReminder = { path: mailLinksOfScenario.stockReminderActive }

export const StockReminderUnsubscribeChoice: Story = {
  parameters: activeReminder,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Benachrichtigung zur Verfügbarkeit abbestellen' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: unsubscribeStockReminder })).toBeEnabled()
  },
}

export const StockReminderUnsubscribed: Story = {
  parameters: activeReminder,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: unsubscribeStockReminder }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      `Sie haben die Benachrichtigung für „${bracelet}“ abbestellt.`,
    )
  },
}

export const StockReminderAlreadyUnsubscribed: Story = {
  parameters: {
    ...activeReminder,
    msw: [
      http.delete('*/api/newsletter/stock-reminder/:id', () =>
        HttpResponse.json({ status: 'ALREADY_UNSUBSCRIBED', product_name: bracelet }),
      ),
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: unsubscribeStockReminder }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('bereits abbestellt')
  },
}

export const StockReminderUnsubscribeFailed: Story = {
  parameters: { ...activeReminder, faults: [{ service: 'newsletter', kind: 'network-error', remaining: 'always' }] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: unsubscribeStockReminder }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Wir konnten keine Verbindung herstellen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es nochmal.',
    )
    await expect(canvas.getByRole('button', { name: unsubscribeStockReminder })).toBeEnabled()
  },
}

export const StockReminderUnsubscribeLinkIncomplete: Story = {
  parameters: { path: paths.stockReminderUnsubscribe.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(linkIncomplete)
  },
}

// Market research

const confirmResearch = '*/api/customer/user/market-research-consent/confirm'
const researchLink = { path: paths.researchConfirmation.getHref('beispiel') }

export const MarketResearchConfirming: Story = {
  parameters: { ...researchLink, msw: [http.get(confirmResearch, () => delay('infinite'))] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Ihre Teilnahme wird bestätigt …')
  },
}

export const MarketResearchConfirmed: Story = {
  parameters: { ...researchLink, msw: [http.get(confirmResearch, () => HttpResponse.json({ status: 'CONFIRMED' }))] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Vielen Dank! Ihre Teilnahme ist bestätigt\./)).toBeVisible()
  },
}

export const MarketResearchAlreadyConfirmed: Story = {
  parameters: {
    ...researchLink,
    msw: [http.get(confirmResearch, () => HttpResponse.json({ code: 'ALREADY_CONFIRMED' }, { status: 400 }))],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Sie haben Ihre Teilnahme bereits bestätigt. Vielen Dank!')).toBeVisible()
  },
}

export const MarketResearchFailed: Story = {
  // A token the customer service does not know.
  parameters: researchLink,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(genericError)
    await expect(canvas.getByRole('button', { name: 'Nochmal versuchen' })).toBeEnabled()
  },
}

export const MarketResearchTokenMissing: Story = {
  tags: ['spec:5.tokens.market-research-without-token'],
  parameters: { path: paths.researchConfirmation.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(genericError)
  },
}

// Upsell unsubscribe

const upsellLink = {
  path: paths.unsubscribeUpsell.getHref({
    customerId: annaSchmidtIdInMailLinks,
    email: annaSchmidt.email,
    externalOrderId: '123456789',
  }),
}
const unsubscribeUpsell = 'Abbestellen'

export const UpsellChoice: Story = {
  parameters: upsellLink,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Empfehlungen zu Ihren Bestellungen abbestellen' }),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: unsubscribeUpsell })).toBeEnabled()
  },
}

export const UpsellUnsubscribed: Story = {
  parameters: {
    ...upsellLink,
    msw: [http.post('*/api/customer/user/unsubscribe/upsell', () => HttpResponse.json({ email: annaSchmidt.email }))],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: unsubscribeUpsell }))
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      `Sie haben die Empfehlungen abbestellt. An ${annaSchmidt.email} schicken wir keine mehr.`,
    )
  },
}

export const UpsellFailed: Story = {
  // The order number does not belong to the customer: the service refuses.
  parameters: upsellLink,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: unsubscribeUpsell }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(genericError)
    await expect(canvas.getByRole('button', { name: unsubscribeUpsell })).toBeEnabled()
  },
}

export const UpsellLinkIncomplete: Story = {
  parameters: { path: paths.unsubscribeUpsell.getHref({ customerId: annaSchmidtIdInMailLinks }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(linkIncomplete)
  },
}
