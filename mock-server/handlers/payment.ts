import { isValidIBAN } from 'ibantools'
import { bankOf } from '../runtime/bank-directory'
import { db } from '../db/db'
import { errorResponse, jsonResponse, serviceHandler } from './with-service'

/** Payment service: the signed-in customer's open invoices and IBAN validation (spec section 7, "Open invoices", "Bank"). */
export const paymentHandlers = [
  serviceHandler('payment', 'get', '/invoices/open', { session: 'required' }, ({ customer }) => {
    const invoices = db.invoices.findMany((q) => q.where({ customer: { id: customer.id } }))
    const balance = Math.round(invoices.reduce((sum, invoice) => sum + invoice.amount, 0) * 100) / 100
    return jsonResponse({
      balance,
      currency: customer.countryCode === 'CH' ? 'CHF' : 'EUR',
      invoices: invoices.map(({ customer: _owner, ...invoice }) => invoice),
    })
  }),

  // The bank details of a valid IBAN; a wrong checksum or an unknown bank code is refused.
  serviceHandler('payment', 'post', '/iban/validation', { session: 'required' }, ({ body }) => {
    const iban = typeof body.iban === 'string' ? body.iban : ''
    const bank = bankOf(iban)
    if (!isValidIBAN(iban) || !bank) return errorResponse(400, 'INVALID_IBAN')
    return jsonResponse({ bankDetails: { iban, bankName: bank.bankName, bic: bank.bic } })
  }),
]
