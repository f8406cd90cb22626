import { describe, expect, it } from 'vitest'
import { db } from '../../db/db'
import { seedScenario } from '@testing/seed-scenario'

/** The default scenario's Anna Schmidt is signed in; calls go to the mock as the app sends them. */
async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${window.location.origin}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null }
}

const anna = () => db.customers.findFirst((q) => q.where({ customerNumber: '12345678' }))

describe('payment methods on the mock backend', () => {
  it('refuses installment purchase and unknown methods as preferred, and keeps a valid choice', async () => {
    await seedScenario('default')
    const path = '/api/customer/user/preferred-payment'
    expect(await call('PATCH', path, { preferred_payment_method: 'INSTALLMENT' })).toMatchObject({
      status: 400,
      body: { code: 'INSTALLMENT_NOT_ALLOWED_AS_PREFERRED' },
    })
    expect((await call('PATCH', path, { preferred_payment_method: 'INVALID_METHOD' })).status).toBe(400)
    expect(anna()?.preferredPaymentMethod).toBe('INVOICE')
    expect(await call('PATCH', path, { preferred_payment_method: 'PAYPAL' })).toMatchObject({
      status: 200,
      body: { preferredPaymentMethod: 'PAYPAL' },
    })
    expect(anna()?.preferredPaymentMethod).toBe('PAYPAL')
  })

  it('validates IBANs by checksum and bank code, and derives the bank name', async () => {
    await seedScenario('default')
    const path = '/api/payment/iban/validation'
    expect(await call('POST', path, { iban: 'DE89370400440532013000' })).toMatchObject({
      status: 200,
      body: { bankDetails: { bankName: 'Commerzbank' } },
    })
    expect((await call('POST', path, { iban: 'DE89370400440532013001' })).status).toBe(400)
    expect((await call('POST', path, { iban: 'DE37999999990123456789' })).status).toBe(400)
  })

  it('saves, reads and deletes the bank details in the db; direct debit needs them', async () => {
    await seedScenario('default')
    const path = '/api/customer/user/banking-details'
    expect(
      await call('POST', path, { account_holder: 'Anna Schmidt', iban: 'de02 1203 0000 0000 2020 51' }),
    ).toMatchObject({ status: 200, body: { iban: 'DE02120300000000202051', bankName: 'Deutsche Kreditbank (DKB)' } })
    expect((await call('GET', path)).body).toMatchObject({ iban: 'DE02120300000000202051' })
    expect((await call('POST', path, { account_holder: ' ', iban: 'DE02120300000000202051' })).status).toBe(400)
    expect((await call('DELETE', path)).status).toBe(204)
    expect((await call('GET', path)).status).toBe(404)
    expect(
      await call('PATCH', '/api/customer/user/preferred-payment', { preferred_payment_method: 'DIRECT_DEBIT' }),
    ).toMatchObject({ status: 400, body: { code: 'BANKING_DETAILS_MISSING' } })
  })
})
