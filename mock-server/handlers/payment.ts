import { db } from '../db/db'
import { jsonResponse, serviceHandler } from '../with-service'

/** Payment service: the signed-in customer's open invoices (spec section 7, "Open invoices"). */
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
]
