import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished } from 'vitest'
import { server } from '@mock-server/harness/node'
import { countRequests } from '@testing/count-requests'
import { holdAnswers } from '@testing/held-answers'
import { renderApp } from '@testing/render-app'
import { paths } from '@/shared/config/paths'

/** Each call to the customer service's `pathnames` from now on, as sent: method, path and JSON body (null without one). */
function recordCalls(...pathnames: string[]) {
  const calls: Array<{ method: string; path: string; body: unknown }> = []
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname
    if (!pathnames.includes(path)) return
    const call = { method: request.method, path, body: null as unknown }
    calls.push(call)
    void request
      .clone()
      .text()
      .then((text) => (call.body = text ? (JSON.parse(text) as unknown) : null))
  }
  server.events.on('request:start', listener)
  onTestFinished(() => server.events.removeListener('request:start', listener))
  return calls
}

describe('payment methods', () => {
  it(
    'falls back to invoice as preferred when the bank details for direct debit are deleted',
    {
      tags: [
        'spec:7.payment.banking-details-get',
        'spec:7.payment.banking-details-delete',
        'spec:7.payment.preferred-payment',
        'spec:4.bank-account.operations',
      ],
    },
    async () => {
      const bankingDetails = '/api/customer/user/banking-details'
      const preferredPayment = '/api/customer/user/preferred-payment'
      const calls = recordCalls(bankingDetails, preferredPayment)
      const { user } = await renderApp({ scenario: 'default', path: paths.paymentMethods.getHref() })
      await screen.findByText('Commerzbank')
      expect(calls).toEqual([{ method: 'GET', path: bankingDetails, body: null }])
      await user.click(screen.getByRole('radio', { name: 'Lastschrift' }))
      await user.click(screen.getByRole('button', { name: 'Als bevorzugt speichern' }))
      expect(await screen.findByText('Derzeit bevorzugt: Lastschrift')).toBeInTheDocument()
      expect(calls.slice(1)).toEqual([
        { method: 'PATCH', path: preferredPayment, body: { preferred_payment_method: 'DIRECT_DEBIT' } },
      ])

      await user.click(screen.getByRole('button', { name: 'Bankverbindung löschen' }))
      const dialog = within(await screen.findByRole('dialog'))
      await user.click(dialog.getByRole('button', { name: 'Ja, löschen' }))
      expect(await screen.findByText('Derzeit bevorzugt: Rechnung')).toBeInTheDocument()
      // Deleting sends no body; the page then asks for the bank details again.
      expect(calls.slice(2, 3)).toEqual([{ method: 'DELETE', path: bankingDetails, body: null }])
      expect(screen.getByRole('radio', { name: 'Rechnung' })).toBeChecked()
      expect(screen.getByRole('radio', { name: /Lastschrift/ })).not.toBeChecked()
      expect(screen.getByText('(nur mit hinterlegter Bankverbindung)')).toBeInTheDocument()
    },
  )

  it('is reached from the navigation entry "Zahlungsarten"', { tags: ['spec:2.routes.payment-methods'] }, async () => {
    const { user, router } = await renderApp({ scenario: 'default', path: paths.home.getHref() })
    const navigation = await screen.findByRole('navigation', { name: 'Mein Konto' })
    await user.click(await within(navigation).findByRole('link', { name: 'Zahlungsarten' }))
    expect(router.state.location.pathname).toBe('/payment-methods')
    expect(await screen.findByRole('radio', { name: 'Rechnung' })).toBeChecked()
  })

  it('shows the preferred method and the bank details together, once both have answered: the taller form never pushes bank details already shown down', async () => {
    const bankDetails = holdAnswers('*/user/banking-details')
    const personalDetails = countRequests('GET', '/api/customer/user/personal-details')
    await renderApp({ scenario: 'default', path: paths.paymentMethods.getHref() })
    await waitFor(() => expect(personalDetails()).toBeGreaterThan(0))
    expect(await screen.findByRole('status')).toBeInTheDocument()
    expect(screen.queryByRole('radio', { name: 'Rechnung' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Bankverbindung' })).toBeNull()

    bankDetails.release()
    expect(await screen.findByText('Commerzbank')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Rechnung' })).toBeChecked()
  })

  it('where the bank details fail to load shows the preferred method beside the failure, without asking again as the card appears', async () => {
    server.use(http.get('*/user/banking-details', () => HttpResponse.json({ message: 'down' }, { status: 500 })))
    const asked = countRequests('GET', '/api/customer/user/banking-details')
    await renderApp({ scenario: 'default', path: paths.paymentMethods.getHref() })
    expect(await screen.findByText('Ihre Bankverbindung konnte nicht geladen werden.')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Rechnung' })).toBeChecked()
    // The first ask and the query client's one retry of a 5xx answer.
    expect(asked()).toBe(2)
  })
})
