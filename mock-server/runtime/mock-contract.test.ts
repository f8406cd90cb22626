import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getOpenInvoices } from '@/features/invoices/api/open-invoices-api'
import { allowConsoleError } from '@testing/console-guard'
import { seedScenario } from '@testing/seed-scenario'
import { server } from '../harness/node'
import { jsonResponse, serviceHandler } from '../handlers/with-service'
import { clearFaults, injectFault } from './faults'
import { contractChecksSettled, contractViolations } from './mock-contract'

/** An open invoice as the payment service answers it, with one field misnamed: `invoiceNo` for `invoiceNumber`. */
const invoiceWithWrongFieldName = {
  id: 'invoice-0001',
  invoiceNo: 'R-2026-0001',
  orderNumber: '418083501',
  amount: 59.99,
  currency: 'EUR',
  invoiceDate: '2026-11-10',
  dueDate: '2026-11-24',
  status: 'OPEN',
  paymentType: 'INVOICE',
}

beforeEach(async () => {
  await seedScenario('overdue-invoices')
  contractViolations.length = 0
})
afterEach(() => clearFaults())

describe("the mock's answers against the contract", () => {
  it('lets an answer that keeps to the contract pass unreported', async () => {
    await getOpenInvoices()
    await contractChecksSettled()

    expect(contractViolations).toEqual([])
  })

  it('fails loudly on a wrong field name, naming the call, the status and the field', async () => {
    server.use(
      serviceHandler('payment', 'get', '/invoices/open', { session: 'required' }, () =>
        jsonResponse({ balance: 59.99, invoices: [invoiceWithWrongFieldName] }),
      ),
    )
    // The report is the console.error this test provokes on purpose.
    allowConsoleError(/breaks the contract/)

    await getOpenInvoices().catch(() => undefined)
    await contractChecksSettled()

    expect(contractViolations).toEqual([
      expect.stringMatching(/GET \/invoices\/open \(payment\) answered 200: \/invoices\/0: .*"invoiceNumber"/),
    ])
  })

  it('reports an answer status the call does not have in the contract', async () => {
    server.use(
      serviceHandler('payment', 'get', '/invoices/open', { session: 'required' }, () =>
        HttpResponse.json({ balance: 0, invoices: [] }, { status: 202 }),
      ),
    )
    allowConsoleError(/breaks the contract/)

    await getOpenInvoices().catch(() => undefined)
    await contractChecksSettled()

    expect(contractViolations).toEqual([
      expect.stringMatching(/GET \/invoices\/open \(payment\) answered 202: the document lists no answer 202/),
    ])
  })

  it('leaves injected faults unchecked: a malformed answer on purpose is no broken contract', async () => {
    injectFault({ service: 'payment', endpoint: 'GET /invoices/open', kind: 'malformed-json', remaining: 1 })

    await expect(getOpenInvoices()).rejects.toMatchObject({ kind: 'malformed-response' })
    await contractChecksSettled()

    expect(contractViolations).toEqual([])
  })
})
