import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, within } from 'storybook/test'
import { db } from '../mock-server/db/db'
import { expectedOrderStatusLabels } from '../testing/expected-labels'
import { paths } from '../src/shared/config/paths'

/** Account home with myAccountHomeRedesign: one card per area, each with its own states (issue 26 item 5). */
const meta = {
  title: 'Seiten/Mein Konto/Startseite mit Karten',
  render: () => <></>,
  parameters: { scenario: 'default', path: paths.home.getHref(), flags: { myAccountHomeRedesign: true } },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type Canvas = StoryContext['canvas']

const loadFailedText = 'Da ist auf unserer Seite etwas schiefgelaufen. Bitte laden Sie die Seite neu.'

/** A card of the page, by its heading (a section named by its heading is a region). */
const card = async (canvas: Canvas, heading: string) => within(await canvas.findByRole('region', { name: heading }))

/** The value shown for a figure's term (a description list: the term, then its value), spaces as typed. */
async function figure(region: ReturnType<typeof within>, term: string): Promise<string | undefined> {
  return (await region.findByText(term)).nextElementSibling?.textContent?.replace(/\s/g, ' ')
}

// Written out as a German customer reads them (not through the app's formatting): "1.234,50 €", "29.11.2026".
const euro = (amount: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s/g, ' ')
const germanDate = (isoDay: string) => isoDay.slice(0, 10).split('-').reverse().join('.')

/** How many products the customer's wishlist holds, as the mock holds it. */
const wishlistText = () =>
  `${db.wishlistItems.findMany((q) => q.where({ state: 'active' })).length} Artikel auf Ihrer Wunschliste`

/** The customer's orders as the mock holds them, newest first. */
const ordersNewestFirst = () => db.orders.findMany().sort((a, b) => b.placedAt.localeCompare(a.placedAt))

async function playLatestOrder(canvas: Canvas, nextStep: string) {
  const latest = ordersNewestFirst()[0]
  if (!latest) throw new Error('The scenario has no order')
  const order = await card(canvas, 'Ihre letzte Bestellung')
  await expect(await order.findByText(`Bestellnummer ${latest.number}`)).toBeVisible()
  await expect(order.getByText(expectedOrderStatusLabels[latest.status], { selector: '.status-badge' })).toBeVisible()
  await expect(order.getByText(new RegExp(`Bestellt am ${germanDate(latest.placedAt)}`))).toBeVisible()
  await expect(order.getByRole('list', { name: 'Bestellfortschritt' })).toBeVisible()
  await expect(order.getByText(nextStep)).toBeVisible()
  await expect(order.getByRole('link', { name: 'Bestelldetails ansehen' })).toHaveAttribute(
    'href',
    paths.orderDetails.getHref(latest.id),
  )
}

export const Cards: Story = {
  tags: ['spec:2.routes.home', 'spec:3.flags.myAccountHomeRedesign'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible()
    // Anna Schmidt's newest order is being packed.
    await playLatestOrder(
      canvas,
      'Ihre Bestellung wird gerade gepackt. Sobald sie unterwegs ist, schicken wir Ihnen eine E-Mail.',
    )
    const [invoice] = db.invoices.findMany()
    if (!invoice) throw new Error('The scenario has no invoice')
    const balance = await card(canvas, 'Offene Rechnungen')
    await expect(await figure(balance, 'Offener Betrag')).toBe(euro(invoice.amount))
    await expect(
      balance.getByText(`Nächste Fälligkeit: ${germanDate(invoice.dueDate)} (${euro(invoice.amount)})`),
    ).toBeVisible()
    await expect(balance.getByRole('link', { name: 'Rechnungen ansehen' })).toBeVisible()
    const wishlist = await card(canvas, 'Wunschliste')
    await expect(await wishlist.findByText(wishlistText())).toBeVisible()
    await expect(wishlist.getByRole('link', { name: 'Zur Wunschliste' })).toBeVisible()
    // Four orders this year, one of them returned; no vouchers, so no savings.
    const insights = await card(canvas, 'Ihre Bestellungen in Zahlen')
    await expect(await figure(insights, 'Bestellungen 2026')).toBe('4')
    await expect(await figure(insights, 'Bestellungen insgesamt')).toBe('4')
    await expect(await figure(insights, 'davon retourniert')).toBe('1')
    await expect(insights.queryByText(/Mit Gutscheinen gespart/)).toBeNull()
    // The cards replace the lists of links: those are in the navigation.
    await expect(canvas.queryByRole('region', { name: 'Meine Bestellungen' })).toBeNull()
    await expect(canvas.getByRole('region', { name: 'Fragen? Wir sind für Sie da.' })).toBeVisible()
  },
}

export const EveryOrderStatus: Story = {
  parameters: { scenario: 'orders-every-status' },
  play: async ({ canvas }) => {
    // Today's order, confirmed.
    await playLatestOrder(
      canvas,
      'Wir haben Ihre Bestellung bestätigt. Als Nächstes stellen wir Ihre Artikel zusammen.',
    )
    const orders = ordersNewestFirst()
    const saved = orders
      .filter((order) => order.status !== 'cancelled')
      .flatMap((order) => order.vouchers ?? [])
      .reduce((sum, voucher) => sum + voucher.discount, 0)
    const insights = await card(canvas, 'Ihre Bestellungen in Zahlen')
    await expect(await figure(insights, 'Bestellungen 2026')).toBe(String(orders.length))
    await expect(await figure(insights, 'Mit Gutscheinen gespart 2026')).toBe(euro(saved))
    await expect(await figure(insights, 'davon retourniert')).toBe('2')
    // Bernhard Koch has neither open invoices nor a wishlist.
    await expect(
      await (await card(canvas, 'Offene Rechnungen')).findByText('Sie haben keine offenen Rechnungen.'),
    ).toBeVisible()
    await expect(await (await card(canvas, 'Wunschliste')).findByText('Ihre Wunschliste ist leer.')).toBeVisible()
  },
}

export const OverdueInvoices: Story = {
  parameters: { scenario: 'overdue-invoices' },
  play: async ({ canvas }) => {
    const invoices = db.invoices.findMany()
    const balance = await card(canvas, 'Offene Rechnungen')
    await expect(await figure(balance, 'Offener Betrag')).toBe(
      euro(Math.round(invoices.reduce((sum, invoice) => sum + invoice.amount, 0) * 100) / 100),
    )
    await expect(balance.getByText('2 Rechnungen sind überfällig.')).toBeVisible()
    // The open invoice due in three days comes next, before the direct debit in five and the invoice in nine.
    const nextDue = invoices
      .filter((invoice) => invoice.status === 'OPEN')
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0]
    if (!nextDue) throw new Error('The scenario has no open invoice')
    await expect(nextDue.paymentType).toBe('INVOICE')
    await expect(
      balance.getByText(`Nächste Fälligkeit: ${germanDate(nextDue.dueDate)} (${euro(nextDue.amount)})`),
    ).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { scenario: 'empty-activity' },
  play: async ({ canvas }) => {
    const order = await card(canvas, 'Ihre letzte Bestellung')
    await expect(await order.findByText('Sie haben noch keine Bestellung aufgegeben.')).toBeVisible()
    await expect(order.getByRole('link', { name: 'Jetzt im Shop stöbern' })).toBeVisible()
    await expect(
      await (await card(canvas, 'Offene Rechnungen')).findByText('Sie haben keine offenen Rechnungen.'),
    ).toBeVisible()
    const wishlist = await card(canvas, 'Wunschliste')
    await expect(await wishlist.findByText('Ihre Wunschliste ist leer.')).toBeVisible()
    await expect(wishlist.getByRole('link', { name: 'Neue Lieblingsstücke im Shop entdecken' })).toBeVisible()
    await expect(
      await (
        await card(canvas, 'Ihre Bestellungen in Zahlen')
      ).findByText(
        'Sobald Sie bestellt haben, sehen Sie hier Ihre Bestellungen, Rücksendungen und Gutschein-Ersparnisse auf einen Blick.',
      ),
    ).toBeVisible()
    // No order at all: a new customer, welcomed.
    await expect(canvas.getByText(/Schön, dass Sie \(wieder\) bei uns sind/)).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: {
    msw: [
      http.get('*/api/order-history/orders', () => delay('infinite')),
      http.get('*/api/order-history/orders-insights', () => delay('infinite')),
      http.get('*/api/payment/invoices/open', () => delay('infinite')),
      http.get('*/api/basket/wishlist', () => delay('infinite')),
    ],
  },
  play: async ({ canvas }) => {
    // Each card keeps its heading and says, quietly, that it is loading.
    for (const heading of [
      'Ihre letzte Bestellung',
      'Offene Rechnungen',
      'Wunschliste',
      'Ihre Bestellungen in Zahlen',
    ]) {
      const region = await canvas.findByRole('region', { name: heading })
      await expect(region).toHaveAttribute('aria-busy', 'true')
      await expect(within(region).getByText('Wird geladen …')).toBeInTheDocument()
    }
  },
}

export const InsightsFailed: Story = {
  parameters: {
    faults: [{ service: 'orderHistory', endpoint: 'GET /orders-insights', kind: 'http-500', remaining: 'always' }],
  },
  play: async ({ canvas }) => {
    const insights = await card(canvas, 'Ihre Bestellungen in Zahlen')
    await expect(await insights.findByText(loadFailedText, {}, { timeout: 5000 })).toBeVisible()
    await expect(insights.getByRole('button', { name: 'Neu laden' })).toBeVisible()
    // The other cards show what they have.
    await expect(
      await (await card(canvas, 'Ihre letzte Bestellung')).findByRole('link', { name: 'Bestelldetails ansehen' }),
    ).toBeVisible()
    await expect(await (await card(canvas, 'Wunschliste')).findByText(wishlistText())).toBeVisible()
    await expect(canvas.getAllByText(loadFailedText)).toHaveLength(1)
  },
}

export const WithoutRedesign: Story = {
  tags: ['spec:2.routes.home', 'spec:3.flags.myAccountHomeRedesign'],
  parameters: { flags: { myAccountHomeRedesign: false } },
  play: async ({ canvas }) => {
    // Account home as before: the account's sections as lists of links.
    const orders = await card(canvas, 'Meine Bestellungen')
    await expect(orders.getByRole('link', { name: 'Alle Bestellungen' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Meine Aktivitäten' })).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Ihre letzte Bestellung' })).toBeNull()
  },
}
