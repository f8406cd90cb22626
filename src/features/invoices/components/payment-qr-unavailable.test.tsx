import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '@testing/render-app'
import { receivedLogEntries } from '@mock-server/handlers/logging'
import { paths } from '@/shared/config/paths'

// The GiroCode's chunk does not load (a deploy replaced it, the connection dropped): its import fails.
vi.mock('../qr/epc-qr-image', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

describe('when the QR code cannot load', () => {
  it('still shows payee, IBAN and reference, says the QR code is missing, and logs a warning', async () => {
    receivedLogEntries.length = 0
    await renderApp({ scenario: 'overdue-invoices', path: paths.openInvoices.getHref() })
    const section = within(await screen.findByRole('region', { name: 'Bezahlen per Überweisung' }))
    expect(
      await section.findByText(
        'Der QR-Code kann gerade nicht angezeigt werden. Bitte übernehmen Sie die Angaben oben in Ihr Online-Banking.',
      ),
    ).toBeVisible()
    expect(section.getByText('HSE Deutschland GmbH')).toBeVisible()
    expect(section.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible()
    expect(section.getByText(/Kundennr\. 11223344$/)).toBeVisible()
    expect(section.queryByRole('img')).not.toBeInTheDocument()
    expect(section.queryByRole('status')).not.toBeInTheDocument()
    await expect.poll(() => JSON.stringify(receivedLogEntries)).toContain('"event":"invoices.payment-qr-unavailable"')
  })
})
