import { db } from '../db/db'
import type { Customer, OutboxMail, TokenType } from '../db/schemas'
import { mockNow, mockNowIso } from '../clock'
import { sendMail } from '../outbox'
import { errorResponse, jsonResponse, serviceHandler, type MockRequestContext } from '../with-service'
import { findCustomerByUsername } from './customer-session'

/** Password links are valid for a day in the mock. */
const passwordLinkValidityMs = 24 * 60 * 60 * 1000

function randomToken(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

type PasswordMail = Pick<OutboxMail, 'kind' | 'subject' | 'body'>

async function issuePasswordLink(
  customer: Customer,
  type: TokenType,
  redirectUri: string,
  mail: PasswordMail,
): Promise<void> {
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
  await sendMail({ to: customer.email, ...mail, link })
}

const passwordForgottenMail = (customer: Customer): PasswordMail => ({
  kind: 'password-reset',
  subject: 'Ihr Link zum Festlegen eines neuen Passworts',
  body: `Guten Tag ${customer.firstName} ${customer.lastName}, über diesen Link legen Sie ein neues Passwort fest. Er gilt 24 Stunden.`,
})

const setPasswordForSocialLoginMail = (customer: Customer): PasswordMail => ({
  kind: 'set-password',
  subject: 'Ihr Link zum Festlegen eines Passworts',
  body: `Guten Tag ${customer.firstName} ${customer.lastName}, über diesen Link legen Sie ein Passwort für Ihr Kundenkonto fest. Danach können Sie sich auch mit E-Mail-Adresse und Passwort anmelden. Der Link gilt 24 Stunden.`,
})

/**
 * Redeems a mailed token of one of the accepted types: sets the password and uses the token up.
 * A token of another type is refused like an unknown one (each endpoint knows only its own links).
 */
async function setPasswordWithToken({ body }: MockRequestContext, acceptedTypes: TokenType[]): Promise<Response> {
  const token = typeof body.token === 'string' ? body.token : ''
  const password = typeof body.password === 'string' ? body.password : ''
  if (!token) return errorResponse(400, 'token_missing')
  if (password.length < 8) return errorResponse(400, 'password_too_short')
  const record = db.tokens.findFirst((q) => q.where({ token }))
  if (
    !record ||
    !record.customer ||
    !acceptedTypes.includes(record.type) ||
    record.usedAt ||
    record.expiresAt < mockNowIso()
  )
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
}

export const customerPasswordHandlers = [
  serviceHandler('customer', 'post', '/user/reset-password', async ({ body }) => {
    const username = typeof body.username === 'string' ? body.username : ''
    const redirectUri =
      typeof body.redirectUri === 'string' && body.redirectUri.startsWith('/') && !body.redirectUri.startsWith('//')
        ? body.redirectUri
        : '/set-password'
    const customer = findCustomerByUsername(username)
    // Answer the same whether or not the account exists, so the form does not reveal customers.
    if (!customer) return jsonResponse({ sent: true })
    if (body.reason === 'set-password-for-social-login')
      await issuePasswordLink(
        customer,
        'set-password-for-social-login',
        redirectUri,
        setPasswordForSocialLoginMail(customer),
      )
    else await issuePasswordLink(customer, 'password-forgotten', redirectUri, passwordForgottenMail(customer))
    return jsonResponse({ sent: true })
  }),

  // Forgotten-password links and account activation links (account creation without a password,
  // account verification); it leaves the account kind as it is.
  serviceHandler('customer', 'post', '/user/set-password', (context) =>
    setPasswordWithToken(context, ['password-forgotten', 'account-activation']),
  ),

  // The first password of a social-login account, from its set-password-for-social-login link.
  serviceHandler('customer', 'post', '/user/sn/set-password', (context) =>
    setPasswordWithToken(context, ['set-password-for-social-login']),
  ),
]
