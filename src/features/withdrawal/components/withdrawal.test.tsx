import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { server } from '@mock-server/harness/node'
import { db } from '@mock-server/db/db'
import { gretaGast, guestOrderNumbers } from '@fixtures/guest-orders'
import { paths } from '@/shared/config/paths'

afterEach(() => server.events.removeAllListeners())

type SentRequest = { method: string; path: string; body: unknown }

function recordWithdrawalCalls(): SentRequest[] {
  const sent: SentRequest[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (!url.pathname.endsWith('/api/withdrawals')) return
    void request
      .clone()
      .json()
      .then((body: unknown) => sent.push({ method: request.method, path: url.pathname, body }))
  })
  return sent
}

const withdrawalMails = () => db.outbox.all().filter((mail) => mail.kind === 'withdrawal')

// The page states are stories (their play functions hold the assertions); the flows are below.

describe('withdrawing as a guest from the public page', () => {
  it('declares only on "Widerruf bestätigen"; "Zurück" keeps what was typed; receipt and mail with content and time', async () => {
    const sent = recordWithdrawalCalls()
    // The receipt names the minute: a frozen clock keeps it at the scenario's 10:15 however long the typing takes.
    const { user, router } = await renderApp({
      scenario: 'guest-order',
      path: paths.login.getHref(),
      freezeClock: true,
    })
    await user.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Vertrag widerrufen' }))
    await user.type(await screen.findByLabelText('Vor- und Nachname'), 'Greta Gast')
    await user.type(screen.getByLabelText('Bestellnummer'), guestOrderNumbers.withinPeriod)
    await user.type(screen.getByLabelText('E-Mail-Adresse'), gretaGast.email)
    await user.click(screen.getByRole('radio', { name: 'Einzelne Artikel' }))
    await user.type(screen.getByLabelText('Welche Artikel?'), 'Kaffeemaschine')
    await user.click(screen.getByRole('button', { name: 'Weiter zur Bestätigung' }))

    // Step 2 shows what will be declared; nothing has been sent.
    expect(await screen.findByRole('heading', { name: 'Schritt 2 von 2: Prüfen und bestätigen' })).toHaveFocus()
    expect(screen.getByText('Kaffeemaschine')).toBeVisible()
    expect(sent).toHaveLength(0)
    expect(db.withdrawals.all()).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Zurück' }))
    expect(screen.getByLabelText('Vor- und Nachname')).toHaveValue('Greta Gast')
    expect(screen.getByLabelText('Bestellnummer')).toHaveValue(guestOrderNumbers.withinPeriod)
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue(gretaGast.email)
    expect(screen.getByRole('radio', { name: 'Einzelne Artikel' })).toBeChecked()
    expect(screen.getByLabelText('Welche Artikel?')).toHaveValue('Kaffeemaschine')

    await user.click(screen.getByRole('button', { name: 'Weiter zur Bestätigung' }))
    await user.click(await screen.findByRole('button', { name: 'Widerruf bestätigen' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Widerruf ist eingegangen' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/withdrawal/received')
    expect(
      screen.getByText(
        `Wir haben Ihren Widerruf am 20.11.2026 um 10:15 Uhr erhalten. Eine Eingangsbestätigung mit dem Inhalt Ihres Widerrufs und diesem Zeitpunkt haben wir an ${gretaGast.email} gesendet.`,
      ),
    ).toBeVisible()

    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/order-service/api/withdrawals',
        body: {
          name: 'Greta Gast',
          order_number: guestOrderNumbers.withinPeriod,
          email: gretaGast.email,
          scope: 'items',
          items_description: 'Kaffeemaschine',
        },
      },
    ])
    const [mail] = withdrawalMails()
    expect(mail?.to).toBe(gretaGast.email)
    expect(mail?.subject).toBe(`Eingangsbestätigung Ihres Widerrufs zur Bestellung ${guestOrderNumbers.withinPeriod}`)
    expect(mail?.body).toContain('am 20.11.2026, 10:15 Uhr erhalten')
    expect(mail?.body).toContain(
      `Hiermit widerrufe ich den Vertrag über Kaffeemaschine aus der Bestellung ${guestOrderNumbers.withinPeriod}.`,
    )
  })

  async function declareAsGuest(orderNumber: string, email: string = gretaGast.email) {
    const view = await renderApp({ scenario: 'guest-order', path: paths.withdrawal.getHref() })
    await view.user.type(await screen.findByLabelText('Vor- und Nachname'), 'Greta Gast')
    await view.user.type(screen.getByLabelText('Bestellnummer'), orderNumber)
    await view.user.type(screen.getByLabelText('E-Mail-Adresse'), email)
    await view.user.click(screen.getByRole('button', { name: 'Weiter zur Bestätigung' }))
    await view.user.click(await screen.findByRole('button', { name: 'Widerruf bestätigen' }))
    return view
  }

  it('an order past its period: the mock refuses and the page says until when it ran; nothing recorded, no mail', async () => {
    await declareAsGuest(guestOrderNumbers.pastPeriod)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ein Widerruf ist nicht mehr möglich: Die Widerrufsfrist ist am 04.11.2026 abgelaufen.',
    )
    expect(db.withdrawals.all()).toHaveLength(0)
    expect(withdrawalMails()).toHaveLength(0)
  })

  it('an order number with someone else’s email is not found; back to the form to correct it', async () => {
    const { user } = await declareAsGuest(guestOrderNumbers.withinPeriod, 'jemand@example.de')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu dieser Bestellnummer und E-Mail-Adresse finden wir keine Bestellung. Bitte prüfen Sie Ihre Angaben.',
    )
    await user.click(screen.getByRole('button', { name: 'Zurück' }))
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('jemand@example.de')
  })

  it('the same order twice: the mock answers "already withdrawn" with the first date', async () => {
    const { router, user } = await declareAsGuest(guestOrderNumbers.withinPeriod)
    await screen.findByRole('heading', { level: 1, name: 'Ihr Widerruf ist eingegangen' })
    await router.navigate(paths.withdrawal.getHref())
    await user.type(await screen.findByLabelText('Vor- und Nachname'), 'Greta Gast')
    await user.type(screen.getByLabelText('Bestellnummer'), guestOrderNumbers.withinPeriod)
    await user.type(screen.getByLabelText('E-Mail-Adresse'), gretaGast.email)
    await user.click(screen.getByRole('button', { name: 'Weiter zur Bestätigung' }))
    await user.click(await screen.findByRole('button', { name: 'Widerruf bestätigen' }))
    expect(
      await screen.findByText(
        'Diesen Widerruf haben wir bereits am 20.11.2026 erhalten. Die Eingangsbestätigung ging per E-Mail an Sie.',
      ),
    ).toBeVisible()
    expect(db.withdrawals.all()).toHaveLength(1)
    expect(withdrawalMails()).toHaveLength(1)
  })

  it('says so when no answer came, and keeps step 2 to confirm again', async () => {
    const { user } = await renderApp({
      scenario: 'guest-order',
      path: paths.withdrawal.getHref(),
      faults: [{ service: 'orderService', endpoint: 'POST /api/withdrawals', kind: 'network-error', remaining: 1 }],
    })
    await user.type(await screen.findByLabelText('Vor- und Nachname'), 'Greta Gast')
    await user.type(screen.getByLabelText('Bestellnummer'), guestOrderNumbers.withinPeriod)
    await user.type(screen.getByLabelText('E-Mail-Adresse'), gretaGast.email)
    await user.click(screen.getByRole('button', { name: 'Weiter zur Bestätigung' }))
    await user.click(await screen.findByRole('button', { name: 'Widerruf bestätigen' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/Wir konnten keine Verbindung herstellen/)
    await user.click(screen.getByRole('button', { name: 'Widerruf bestätigen' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Widerruf ist eingegangen' })).toBeVisible()
    expect(withdrawalMails()).toHaveLength(1)
  })
})

describe('withdrawing a signed-in customer’s order', () => {
  const withinPeriod = 'order-0011'

  it('from order details: prefilled, items to choose; the withdrawn item cannot be chosen again', async () => {
    const sent = recordWithdrawalCalls()
    const { user, router } = await renderApp({
      scenario: 'orders-every-status',
      path: paths.orderDetails.getHref(withinPeriod),
    })
    const order = db.orders.findFirst((q) => q.where({ id: withinPeriod }))
    const [first, second] = order?.items ?? []
    const card = (await screen.findByRole('heading', { name: `Bestellung ${order?.number}` })).closest('.card')
    await user.click(within(card as HTMLElement).getByRole('link', { name: 'Vertrag widerrufen' }))

    expect(await screen.findByLabelText('Vor- und Nachname')).toHaveValue('Bernhard Koch')
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('bernhard.koch@example.de')
    await user.click(screen.getByRole('radio', { name: 'Einzelne Artikel' }))
    await user.click(screen.getByRole('button', { name: 'Weiter zur Bestätigung' }))
    expect(await screen.findByText('Bitte wählen Sie mindestens einen Artikel aus.')).toBeVisible()
    await user.click(screen.getByRole('checkbox', { name: `${first?.quantity} × ${first?.title}` }))
    await user.click(screen.getByRole('button', { name: 'Weiter zur Bestätigung' }))
    await user.click(await screen.findByRole('button', { name: 'Widerruf bestätigen' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Widerruf ist eingegangen' })).toBeVisible()
    expect(screen.getByText(`${first?.quantity} × ${first?.title}`)).toBeVisible()
    expect(sent[0]?.body).toEqual({
      name: 'Bernhard Koch',
      order_number: order?.number,
      email: 'bernhard.koch@example.de',
      scope: 'items',
      skus: [first?.sku],
    })
    const [mail] = withdrawalMails()
    expect(mail?.to).toBe('bernhard.koch@example.de')
    expect(mail?.body).toContain(`${first?.quantity} × ${first?.title} (Art.-Nr. ${first?.sku})`)

    await router.navigate(paths.withdrawal.getHref(withinPeriod))
    await user.click(await screen.findByRole('radio', { name: 'Einzelne Artikel' }))
    const withdrawn = screen.getByRole('checkbox', { name: `${first?.quantity} × ${first?.title}` })
    expect(withdrawn).toBeDisabled()
    expect(withdrawn).toHaveAccessibleDescription('Nicht widerrufbar: bereits widerrufen')
    expect(screen.getByRole('checkbox', { name: `${second?.quantity} × ${second?.title}` })).toBeEnabled()
  })

  it('the whole order: afterwards order details say it is withdrawn and offer no more withdrawal', async () => {
    const { user, router } = await renderApp({
      scenario: 'orders-every-status',
      path: paths.withdrawal.getHref(withinPeriod),
    })
    await user.click(await screen.findByRole('button', { name: 'Weiter zur Bestätigung' }))
    await user.click(await screen.findByRole('button', { name: 'Widerruf bestätigen' }))
    await screen.findByRole('heading', { level: 1, name: 'Ihr Widerruf ist eingegangen' })
    await router.navigate(paths.orderDetails.getHref(withinPeriod))
    expect(await screen.findByText('Sie haben diesen Vertrag bereits widerrufen.')).toBeVisible()
    const card = screen.getByText('Sie haben diesen Vertrag bereits widerrufen.').closest('.card') as HTMLElement
    expect(within(card).queryByRole('link', { name: 'Vertrag widerrufen' })).not.toBeInTheDocument()
  })
})

describe('where the entry is shown', () => {
  it(
    'in the account navigation and the footer of the German shop',
    { tags: ['spec:3.flags.withdrawalButton'] },
    async () => {
      await renderApp({ scenario: 'orders-every-status', path: paths.orders.getHref() })
      expect(
        within(await screen.findByRole('navigation', { name: 'Mein Konto' })).getByRole('link', {
          name: 'Vertrag widerrufen',
        }),
      ).toHaveAttribute('href', paths.withdrawal.getHref())
      expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Vertrag widerrufen' })).toBeVisible()
    },
  )

  it('nowhere on the Swiss shop: not in the footer, the navigation or the order details', async () => {
    const { user } = await renderApp({ scenario: 'swiss-customer', path: paths.orders.getHref() })
    const [firstOrder] = await screen.findAllByRole('link', { name: /Details zur Bestellung/ })
    await user.click(firstOrder as HTMLElement)
    await screen.findByRole('heading', { name: /^Bestellung \d+$/ })
    expect(screen.queryByRole('link', { name: 'Vertrag widerrufen' })).not.toBeInTheDocument()
    expect(screen.queryByText(/Widerrufsfrist/)).not.toBeInTheDocument()
  })

  it('nowhere while the withdrawalButton flag is off', { tags: ['spec:3.flags.withdrawalButton'] }, async () => {
    await renderApp({ scenario: 'guest-order', path: paths.login.getHref(), flags: { withdrawalButton: false } })
    await screen.findByRole('contentinfo')
    expect(screen.queryByRole('link', { name: 'Vertrag widerrufen' })).not.toBeInTheDocument()
  })
})
