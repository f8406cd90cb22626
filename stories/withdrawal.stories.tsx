import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { db } from '../mock-server/db/db'
import { gretaGast, guestOrderNumbers } from '../fixtures/guest-orders'
import { paths } from '../src/shared/config/paths'

/**
 * The withdrawal function ("Vertrag widerrufen", EU Directive 2023/2673): the public page for a
 * guest (scenario guest-order), the signed-in customer's order within and past the period
 * (orders-every-status: order-0011 delivered 6 days ago, order-0012 20 days ago), the refusals and
 * failures of the order service, and the Swiss shop, which has none.
 */
const meta = {
  title: 'Seiten/Vertrag widerrufen',
  render: () => <></>,
  parameters: { scenario: 'guest-order', path: paths.withdrawal.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>
type PlayContext = Parameters<NonNullable<Story['play']>>[0]

const withinPeriod = 'order-0011'
const pastPeriod = 'order-0012'
const withdrawalsCall = '*/api/order-service/api/withdrawals'

/** Step 1 filled in as Greta Gast, then on to step 2. */
async function fillGuestForm({ canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>) {
  await userEvent.type(await canvas.findByLabelText('Vor- und Nachname'), 'Greta Gast')
  await userEvent.type(canvas.getByLabelText('Bestellnummer'), guestOrderNumbers.withinPeriod)
  await userEvent.type(canvas.getByLabelText('E-Mail-Adresse'), gretaGast.email)
  await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Bestätigung' }))
  await canvas.findByRole('heading', { name: 'Schritt 2 von 2: Prüfen und bestätigen' })
}

export const GuestForm: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Vertrag widerrufen' })).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'Schritt 1 von 2: Ihre Angaben' })).toBeVisible()
    await expect(canvas.getByLabelText('Vor- und Nachname')).toHaveValue('')
    await expect(canvas.getByLabelText('Die gesamte Bestellung')).toBeChecked()
    // Reachable from every page's footer, without signing in.
    await expect(
      within(canvas.getByRole('contentinfo')).getByRole('link', { name: 'Vertrag widerrufen' }),
    ).toHaveAttribute('href', paths.withdrawal.getHref())
  },
}

export const GuestFormInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Einzelne Artikel' }))
    await userEvent.type(canvas.getByLabelText('Bestellnummer'), '12345')
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter zur Bestätigung' }))
    await expect(await canvas.findByText('Bitte geben Sie Ihren Namen ein.')).toBeVisible()
    await expect(canvas.getByText('Bitte prüfen Sie Ihre Bestellnummer: Sie besteht aus 9 Ziffern.')).toBeVisible()
    await expect(canvas.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeVisible()
    await expect(canvas.getByText('Bitte nennen Sie die Artikel, die Sie widerrufen möchten.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Widerruf bestätigen' })).not.toBeInTheDocument()
  },
}

export const GuestReview: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillGuestForm({ canvas, userEvent })
    await expect(
      canvas.getByText(
        `Hiermit widerrufe ich den Vertrag über die gesamte Bestellung aus der Bestellung ${guestOrderNumbers.withinPeriod}.`,
      ),
    ).toBeVisible()
    await expect(canvas.getByText(gretaGast.email)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Widerruf bestätigen' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Zurück' })).toBeVisible()
    // Nothing is declared before the second step.
    await expect(db.withdrawals.all()).toHaveLength(0)
  },
}

export const SignedInFromOrder: Story = {
  parameters: { scenario: 'orders-every-status', path: paths.withdrawal.getHref(withinPeriod) },
  play: async ({ canvas, userEvent }) => {
    const order = db.orders.findFirst((q) => q.where({ id: withinPeriod }))
    await expect(await canvas.findByText('Widerrufsfrist bis einschließlich 28.11.2026.')).toBeVisible()
    await expect(canvas.getByLabelText('Vor- und Nachname')).toHaveValue('Bernhard Koch')
    await expect(canvas.getByLabelText('Bestellnummer')).toHaveValue(order?.number)
    await expect(canvas.getByLabelText('E-Mail-Adresse')).toHaveValue('bernhard.koch@example.de')
    await userEvent.click(canvas.getByRole('radio', { name: 'Einzelne Artikel' }))
    const items = within(canvas.getByRole('group', { name: 'Welche Artikel möchten Sie widerrufen?' }))
    await expect(items.getAllByRole('checkbox')).toHaveLength(order?.items.length ?? 0)
  },
}

export const OrderPastPeriod: Story = {
  parameters: { scenario: 'orders-every-status', path: paths.withdrawal.getHref(pastPeriod) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Ein Widerruf ist nicht mehr möglich: Die Widerrufsfrist ist am 14.11.2026 abgelaufen.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Weiter zur Bestätigung' })).not.toBeInTheDocument()
  },
}

export const OrderDetailsWithinPeriod: Story = {
  parameters: { scenario: 'orders-every-status', path: paths.orderDetails.getHref(withinPeriod) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Widerrufsfrist bis einschließlich 28.11.2026.')).toBeVisible()
    const details = within(canvas.getByRole('heading', { name: /^Bestellung \d+$/ }).closest('.card') as HTMLElement)
    await expect(details.getByRole('link', { name: 'Vertrag widerrufen' })).toHaveAttribute(
      'href',
      paths.withdrawal.getHref(withinPeriod),
    )
  },
}

export const OrderDetailsPastPeriod: Story = {
  parameters: { scenario: 'orders-every-status', path: paths.orderDetails.getHref(pastPeriod) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Ein Widerruf ist nicht mehr möglich: Die Widerrufsfrist ist am 14.11.2026 abgelaufen.'),
    ).toBeVisible()
    const details = within(canvas.getByRole('heading', { name: /^Bestellung \d+$/ }).closest('.card') as HTMLElement)
    await expect(details.queryByRole('link', { name: 'Vertrag widerrufen' })).not.toBeInTheDocument()
  },
}

export const Declaring: Story = {
  parameters: { msw: [http.post(withdrawalsCall, () => delay('infinite'))] },
  play: async ({ canvas, userEvent }) => {
    await fillGuestForm({ canvas, userEvent })
    await userEvent.click(canvas.getByRole('button', { name: 'Widerruf bestätigen' }))
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Widerruf bestätigen' })).toBeDisabled())
    await expect(canvas.getByRole('button', { name: 'Zurück' })).toBeDisabled()
  },
}

export const DeclarationFailed: Story = {
  parameters: {
    msw: [http.post(withdrawalsCall, () => HttpResponse.json({ code: 'INTERNAL_SERVER_ERROR' }, { status: 500 }))],
  },
  play: async ({ canvas, userEvent }) => {
    await fillGuestForm({ canvas, userEvent })
    await userEvent.click(canvas.getByRole('button', { name: 'Widerruf bestätigen' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
    )
    // Still on step 2: confirm again, or go back to the form.
    await expect(canvas.getByRole('button', { name: 'Widerruf bestätigen' })).toBeEnabled()
  },
}

export const AlreadyWithdrawn: Story = {
  parameters: {
    msw: [
      http.post(withdrawalsCall, () =>
        HttpResponse.json({ code: 'ALREADY_WITHDRAWN', declared_at: '2026-11-18T15:30:00.000Z' }, { status: 409 }),
      ),
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await fillGuestForm({ canvas, userEvent })
    await userEvent.click(canvas.getByRole('button', { name: 'Widerruf bestätigen' }))
    await expect(
      await canvas.findByText(
        'Diesen Widerruf haben wir bereits am 18.11.2026 erhalten. Die Eingangsbestätigung ging per E-Mail an Sie.',
      ),
    ).toBeVisible()
    // Confirming again would be refused again: only the way back is offered.
    await expect(canvas.queryByRole('button', { name: 'Widerruf bestätigen' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Zurück' })).toBeEnabled()
  },
}

export const ReceivedAfterReload: Story = {
  parameters: { path: paths.withdrawalReceived.getHref() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ihr Widerruf ist eingegangen' })).toBeVisible()
    await expect(
      canvas.getByText('Die Eingangsbestätigung mit dem Inhalt Ihres Widerrufs finden Sie in Ihrem E-Mail-Postfach.'),
    ).toBeVisible()
  },
}

export const SwissShop: Story = {
  parameters: { scenario: 'swiss-customer', path: paths.withdrawal.getHref() },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'In diesem Shop ist ein Online-Widerruf nicht vorgesehen. Unser Kundenservice hilft Ihnen gerne weiter.',
      ),
    ).toBeVisible()
    await expect(within(canvas.getByRole('contentinfo')).queryByRole('link', { name: 'Vertrag widerrufen' })).toBeNull()
    await expect(canvas.queryByRole('link', { name: 'Vertrag widerrufen' })).not.toBeInTheDocument()
  },
}
