import { db } from '../db/db'
import type { Customer, TokenType } from '../db/schemas'
import { mockNow, mockNowIso } from '../clock'
import { sendMail } from '../outbox'
import { startSession } from '../session'
import { errorResponse, jsonResponse, serviceHandler } from '../with-service'
import { findCustomerByUsername, recaptchaHeader } from './customer-session'

/** A sign-in link is valid for 10 minutes and works once. */
const magicLinkValidityMs = 10 * 60 * 1000

/** Token types that sign in at /magic-link: the sign-in link and the registration confirmation (account creation). */
const signInTokenTypes: readonly TokenType[] = ['magic-link', 'account-activation']

function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

async function issueMagicLink(customer: Customer): Promise<void> {
  const token = randomToken()
  const now = mockNow()
  await db.tokens.create({
    token,
    type: 'magic-link',
    email: customer.email,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + magicLinkValidityMs).toISOString(),
    usedAt: null,
    payload: null,
    customer,
  })
  await sendMail({
    to: customer.email,
    kind: 'magic-link',
    subject: 'Ihr Anmeldelink für Mein Konto',
    body: `Guten Tag ${customer.firstName} ${customer.lastName}, über diesen Link melden Sie sich ohne Passwort an. Er gilt 10 Minuten und nur einmal.`,
    link: `/magic-link?token=${token}`,
  })
}

export const customerMagicLinkHandlers = [
  serviceHandler('customer', 'post', '/user/magic-link/login', async ({ request, body }) => {
    if (!request.headers.get(recaptchaHeader)) return errorResponse(400, 'RECAPTCHA_TOKEN_MISSING')
    if (body.source !== 'MY_ACCOUNT') return errorResponse(400, 'invalid_source')
    const username = typeof body.username === 'string' ? body.username : ''
    const customer = findCustomerByUsername(username)
    // The same answer whether or not the account exists, so the action does not reveal customers.
    if (customer) await issueMagicLink(customer)
    return jsonResponse({ sent: true })
  }),

  serviceHandler('customer', 'post', '/user/magic-link/verify', async ({ body }) => {
    const token = typeof body.token === 'string' ? body.token : ''
    if (!token) return errorResponse(400, 'token_missing')
    const record = db.tokens.findFirst((q) => q.where({ token }))
    const customer = record?.customer
    if (
      !record ||
      !customer ||
      !signInTokenTypes.includes(record.type) ||
      record.usedAt ||
      record.expiresAt < mockNowIso()
    )
      return errorResponse(410, 'magic_link_expired')
    await db.tokens.update((q) => q.where({ token }), {
      data(used) {
        used.usedAt = mockNowIso()
      },
    })
    return startSession(
      customer,
      { stayLoggedIn: false, loginMethod: 'magicLink' },
      { type: 'success', email: customer.email, customerNumber: customer.customerNumber },
    )
  }),
]
