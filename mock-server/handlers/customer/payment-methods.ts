import { isValidIBAN } from 'ibantools'
import { bankOf } from '../../runtime/bank-directory'
import { db } from '../../db/db'
import type { BankAccount, Customer } from '../../db/schemas'
import { nextId } from '../../runtime/ids'
import { errorResponse, jsonResponse, serviceHandler } from '../with-service'

const preferableMethods = ['INVOICE', 'DIRECT_DEBIT', 'PAYPAL'] as const
type PreferableMethod = (typeof preferableMethods)[number]

function bankAccountOf(customer: Customer): BankAccount | undefined {
  return db.bankAccounts.findFirst((q) => q.where({ customer: { id: customer.id } }))
}

function bankingDetailsView({ accountHolder, iban, bankName }: BankAccount) {
  return { accountHolder, iban, bankName }
}

const compactIban = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : '')

/**
 * Customer service: bank details for direct debit and the preferred payment method (spec section 7,
 * "Bank"). Changes are kept in the db, so a reload shows them.
 */
export const customerPaymentMethodHandlers = [
  serviceHandler('customer', 'get', '/user/banking-details', { session: 'required' }, ({ customer }) => {
    const account = bankAccountOf(customer)
    return account ? jsonResponse(bankingDetailsView(account)) : errorResponse(404, 'BANKING_DETAILS_NOT_FOUND')
  }),

  // Replaces the bank details; the bank name comes from the bank directory, as the IBAN validation gives it.
  serviceHandler('customer', 'post', '/user/banking-details', { session: 'required' }, async ({ customer, body }) => {
    const accountHolder = typeof body.accountHolder === 'string' ? body.accountHolder.trim() : ''
    const iban = compactIban(body.iban)
    if (!accountHolder) return errorResponse(400, 'ACCOUNT_HOLDER_REQUIRED')
    const bank = bankOf(iban)
    if (!isValidIBAN(iban) || !bank) return errorResponse(400, 'INVALID_IBAN')
    const existing = bankAccountOf(customer)
    const saved = existing
      ? await db.bankAccounts.update((q) => q.where({ id: existing.id }), {
          data(account) {
            account.accountHolder = accountHolder
            account.iban = iban
            account.bankName = bank.bankName
          },
        })
      : await db.bankAccounts.create({ id: nextId('bank'), accountHolder, iban, bankName: bank.bankName, customer })
    return jsonResponse(bankingDetailsView(saved as BankAccount))
  }),

  // Without bank details there is no direct debit: a customer who preferred it falls back to invoice.
  serviceHandler('customer', 'delete', '/user/banking-details', { session: 'required' }, async ({ customer }) => {
    const account = bankAccountOf(customer)
    if (!account) return errorResponse(404, 'BANKING_DETAILS_NOT_FOUND')
    db.bankAccounts.delete((q) => q.where({ id: account.id }))
    if (customer.preferredPaymentMethod === 'DIRECT_DEBIT') {
      await db.customers.update((q) => q.where({ id: customer.id }), {
        data(record) {
          record.preferredPaymentMethod = 'INVOICE'
        },
      })
    }
    return new Response(null, { status: 204 })
  }),

  serviceHandler(
    'customer',
    'patch',
    '/user/preferred-payment',
    { session: 'required' },
    async ({ customer, body }) => {
      const method = body.preferredPaymentMethod
      if (method === 'INSTALLMENT') return errorResponse(400, 'INSTALLMENT_NOT_ALLOWED_AS_PREFERRED')
      if (!preferableMethods.includes(method as PreferableMethod)) return errorResponse(400, 'INVALID_PAYMENT_METHOD')
      if (method === 'DIRECT_DEBIT' && !bankAccountOf(customer)) return errorResponse(400, 'BANKING_DETAILS_MISSING')
      await db.customers.update((q) => q.where({ id: customer.id }), {
        data(record) {
          record.preferredPaymentMethod = method as PreferableMethod
        },
      })
      return jsonResponse({ preferredPaymentMethod: method })
    },
  ),
]
