import type { TokenType } from '../../db/schemas'
import { findRedeemableToken, mailTokenLink, markTokenUsed } from '../../runtime/tokens'
import { startSession } from '../../runtime/session'
import { errorResponse, jsonResponse, serviceHandler, usernameOfBody } from '../with-service'
import { findCustomerByUsername } from './customers'
import { paths } from '../../../src/shared/config/paths'

/** A sign-in link is valid for 10 minutes and works once. */
const magicLinkValidityMs = 10 * 60 * 1000

/** Token types that sign in at /magic-link: the sign-in link and the registration confirmation (account creation). */
const signInTokenTypes: readonly TokenType[] = ['magic-link', 'account-activation']

export const customerMagicLinkHandlers = [
  serviceHandler(
    'customer',
    'post',
    '/user/magic-link/login',
    { recaptcha: 'required', throttle: { group: 'mail', account: usernameOfBody, counts: 'every-call' } },
    async ({ body }) => {
      if (body.source !== 'MY_ACCOUNT') return errorResponse(400, 'invalid_source')
      const username = typeof body.username === 'string' ? body.username : ''
      const customer = findCustomerByUsername(username)
      // The same answer whether or not the account exists, so the action does not reveal customers.
      if (customer)
        await mailTokenLink(customer, {
          type: 'magic-link',
          validForMs: magicLinkValidityMs,
          href: paths.magicLink.getHref,
          mail: {
            kind: 'magic-link',
            subject: 'Ihr Anmeldelink für Mein Konto',
            body: `Guten Tag ${customer.firstName} ${customer.lastName}, über diesen Link melden Sie sich ohne Passwort an. Er gilt 10 Minuten und nur einmal.`,
          },
        })
      return jsonResponse({ sent: true })
    },
  ),

  serviceHandler('customer', 'post', '/user/magic-link/verify', async ({ body, cookies }) => {
    const token = typeof body.token === 'string' ? body.token : ''
    if (!token) return errorResponse(400, 'token_missing')
    const customer = findRedeemableToken(token, signInTokenTypes)?.customer
    if (!customer) return errorResponse(410, 'magic_link_expired')
    await markTokenUsed(token)
    return startSession(customer, { stayLoggedIn: false, loginMethod: 'magicLink', cookies })
  }),
]
