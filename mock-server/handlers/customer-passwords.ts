import { db } from '../db/db'
import type { Customer, TokenType } from '../db/schemas'
import { mockNow, mockNowIso } from '../clock'
import { sendMail } from '../outbox'
import { errorResponse, jsonResponse, serviceHandler } from '../with-service'
import { findCustomerByUsername } from './customer-session'

/** Password links are valid for a day in the mock. */
const passwordLinkValidityMs = 24 * 60 * 60 * 1000

function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

async function issuePasswordLink(customer: Customer, type: TokenType, redirectUri: string): Promise<void> {
  const token = randomToken()
  const now = mockNow()
  await db.tokens.create({
    token,
    type,
    email: customer.email,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + passwordLinkValidityMs).toISOString(),
    usedAt: null,
    payload: null,
    customer,
  })
  const link = `${redirectUri}${redirectUri.includes('?') ? '&' : '?'}token=${token}`
  await sendMail({
    to: customer.email,
    kind: 'password-reset',
    subject: 'Ihr Link zum Festlegen eines neuen Passworts',
    body: `Guten Tag ${customer.firstName} ${customer.lastName}, über diesen Link legen Sie ein neues Passwort fest. Er gilt 24 Stunden.`,
    link,
  })
}

export const customerPasswordHandlers = [
  serviceHandler('customer', 'post', '/user/reset-password', async ({ body }) => {
    const username = typeof body.username === 'string' ? body.username : ''
    const redirectUri =
      typeof body.redirectUri === 'string' && body.redirectUri.startsWith('/') ? body.redirectUri : '/set-password'
    const customer = findCustomerByUsername(username)
    // Answer the same whether or not the account exists, so the form does not reveal customers.
    if (customer) await issuePasswordLink(customer, 'password-forgotten', redirectUri)
    return jsonResponse({ sent: true })
  }),

  serviceHandler('customer', 'post', '/user/set-password', async ({ body }) => {
    const token = typeof body.token === 'string' ? body.token : ''
    const password = typeof body.password === 'string' ? body.password : ''
    if (!token) return errorResponse(400, 'token_missing')
    if (password.length < 8) return errorResponse(400, 'password_too_short')
    const record = db.tokens.findFirst((q) => q.where({ token }))
    if (!record || !record.customer || record.usedAt || record.expiresAt < mockNowIso())
      return errorResponse(410, 'token_expired')
    const customerId = record.customer.id
    await db.customers.update((q) => q.where({ id: customerId }), {
      data(customer) {
        customer.password = password
      },
    })
    await db.tokens.update((q) => q.where({ token }), {
      data(used) {
        used.usedAt = mockNowIso()
      },
    })
    return jsonResponse({ passwordSet: true })
  }),
]
