import { screen, within } from '@testing-library/react'
import { delay, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { server } from '../../../../mock-server/node'

function dueDatesShown(): string[] {
  return screen
    .getAllByText(/^Fällig am/)
    .map((element) => element.textContent?.match(/\d{2}\.\d{2}\.\d{4}/)?.[0] ?? '')
}

const toIso = (date: string) => date.split('.').reverse().join('-')

describe('open invoices', () => {
  it('shows the balance and the invoices, latest due date first, and sorts ascending on request', async () => {
    const { user } = await renderApp({ scenario: 'overdue-invoices', path: '/open-invoices' })
    expect(await screen.findByText('Offener Betrag')).toBeInTheDocument()
    const descending = dueDatesShown().map(toIso)
    expect(descending.length).toBe(5)
    expect(descending).toEqual([...descending].sort().reverse())
    await user.selectOptions(screen.getByLabelText('Sortieren nach Fälligkeit'), 'Früheste Fälligkeit zuerst')
    expect(dueDatesShown().map(toIso)).toEqual([...descending].sort())
  })

  it('marks overdue (ENCASH) invoices, pending direct debits and open ones', async () => {
    await renderApp({ scenario: 'overdue-invoices', path: '/open-invoices' })
    await screen.findByText('Offener Betrag')
    const overdue = screen.getAllByText('Überfällig')
    expect(overdue).toHaveLength(2)
    expect(within(overdue[0]?.closest('li') as HTMLElement).getByText(/seit \d+ Tagen überfällig/)).toBeInTheDocument()
    expect(screen.getByText('Lastschrift in Bearbeitung')).toBeInTheDocument()
    expect(screen.getAllByText('Offen').length).toBeGreaterThanOrEqual(2)
    expect(
      screen.getByText('Wird per Lastschrift von Ihrem Konto eingezogen. Sie müssen nichts weiter tun.'),
    ).toBeInTheDocument()
    expect(screen.getByText(/Bitte überweisen Sie überfällige Beträge umgehend/)).toBeInTheDocument()
  })

  it('states the payment terms, with the Swiss direct-debit rule on the Swiss shop', async () => {
    const { unmount } = await renderApp({ scenario: 'overdue-invoices', path: '/open-invoices' })
    expect(
      await screen.findByText('Rechnung: zahlbar innerhalb von 14 Tagen nach Erhalt der Ware.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Lastschrift: Einzug 5 Tage nach Versand.')).toBeInTheDocument()
    expect(screen.getByText('Erstattungen erhalten Sie innerhalb von 3 Tagen.')).toBeInTheDocument()
    unmount()
    await renderApp({ scenario: 'swiss-customer', path: '/open-invoices' })
    expect(
      await screen.findByText('Lastschrift: Einzug 5 Tage nach Versand, in der Schweiz frühestens nach 14 Tagen.'),
    ).toBeInTheDocument()
    expect(screen.getAllByText(/CHF/).length).toBeGreaterThan(0)
  })

  it('shows the empty state', async () => {
    server.use(http.get('*/api/payment/invoices/open', () => Response.json({ balance: 0, invoices: [] })))
    await renderApp({ scenario: 'default', path: '/open-invoices' })
    expect(await screen.findByText('Sie haben keine offenen Rechnungen.')).toBeInTheDocument()
  })

  it('shows loading, then the failure with a retry', async () => {
    server.use(http.get('*/api/payment/invoices/open', () => delay('infinite'), { once: true }))
    const { unmount } = await renderApp({ scenario: 'default', path: '/open-invoices' })
    expect(await screen.findByRole('status')).toHaveTextContent('Wird geladen')
    unmount()
    const { user } = await renderApp({
      scenario: 'overdue-invoices',
      path: '/open-invoices',
      faults: [{ service: 'payment', endpoint: 'GET /invoices/open', kind: 'http-500', remaining: 2 }],
    })
    expect(
      await screen.findByText(
        'Da ist auf unserer Seite etwas schiefgelaufen. Bitte laden Sie die Seite neu.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Neu laden' }))
    expect(await screen.findByText('Offener Betrag')).toBeInTheDocument()
  })
})
