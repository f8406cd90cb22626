import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { server } from '@mock-server/harness/node'
import { paths } from '@/shared/config/paths'

/** The bodies the mock received for `method pathname`, from now on, as sent (snake_case). */
function sentBodies(method: string, pathname: string): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== method || new URL(request.url).pathname !== pathname) return
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => bodies.push(body))
  }
  server.events.on('request:start', listener)
  cleanups.push(() => server.events.removeListener('request:start', listener))
  return bodies
}
const cleanups: Array<() => void> = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

describe('edit bank details', () => {
  it(
    'verifies only an IBAN that matches the pattern and its checksum, uppercased and without spaces',
    {
      tags: [
        'spec:4.bank-account.operations',
        'spec:7.payment.banking-details-save',
        'spec:7.payment.iban-validation',
        'spec:8.payment.iban-invalid',
        'spec:5.bank.iban-required-valid',
        'spec:5.bank.verify-only-on-pattern',
        'spec:5.bank.iban-normalised',
        'spec:5.bank.bank-name-from-verification',
      ],
    },
    async () => {
      const verified = sentBodies('POST', '/api/payment/iban/validation')
      const saved = sentBodies('POST', '/api/customer/user/banking-details')
      const { user } = await renderApp({ scenario: 'default', path: paths.editBankDetails.getHref() })
      const iban = await screen.findByLabelText('IBAN')
      // Typed character by character: no call while it is incomplete, none for a wrong checksum.
      await user.type(iban, 'de89 3704 0044 0532 0130 01')
      await user.click(screen.getByRole('button', { name: 'Bankverbindung speichern' }))
      expect(await screen.findByText('Bitte prüfen Sie Ihre IBAN.')).toBeInTheDocument()
      expect(verified).toEqual([])
      await user.clear(iban)
      await user.type(iban, 'de89 3704 0044 0532 0130 00')
      expect(await screen.findByText('Bank: Commerzbank')).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Bankverbindung speichern' }))
      expect(await screen.findByText('Ihre Bankverbindung wurde gespeichert.')).toBeInTheDocument()
      // Verified once; saved with the normalised IBAN and the bank name from the verification.
      expect(verified).toEqual([{ iban: 'DE89370400440532013000' }])
      expect(saved).toEqual([
        { account_holder: 'Anna Schmidt', iban: 'DE89370400440532013000', bank_name: 'Commerzbank' },
      ])
    },
  )

  it(
    'is reached from the payment methods page and goes back there',
    { tags: ['spec:2.routes.edit-bank-details', 'spec:2.shell.section-heading'] },
    async () => {
      const { user, router } = await renderApp({ scenario: 'default', path: paths.paymentMethods.getHref() })
      await user.click(await screen.findByRole('link', { name: 'Bankverbindung ändern' }))
      expect(router.state.location.pathname).toBe('/payment-methods/edit')
      expect(await screen.findByLabelText('Kontoinhaber')).toBeInTheDocument()
      expect(screen.getByRole('heading', { level: 1, name: 'Zahlungsarten' })).toBeInTheDocument()
      // The shell's back link leads to the payment methods, not to the account home.
      expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', paths.paymentMethods.getHref())
      await user.click(screen.getByRole('link', { name: 'Zurück zu den Zahlungsarten' }))
      expect(router.state.location.pathname).toBe('/payment-methods')
    },
  )
})
