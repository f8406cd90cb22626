import { db } from '../../db/db'
import type { Customer, TokenType } from '../../db/schemas'
import {
  findRedeemableToken,
  mailTokenLink,
  markTokenUsed,
  tokenLink,
  useUpOpenTokens,
  type TokenMail,
} from '../../runtime/tokens'
import { endSessionsOf } from '../../runtime/session'
import { errorResponse, jsonResponse, serviceHandler, usernameOfBody, type MockRequestContext } from '../with-service'
import { findCustomerByUsername } from './customers'
import { paths } from '../../../src/shared/config/paths'
import { hashPassword } from '../../runtime/passwords'
import { isAppRelativePath } from '../../../src/shared/config/safe-redirect'

/** Password links are valid for a day in the mock. */
const passwordLinkValidityMs = 24 * 60 * 60 * 1000

const passwordForgottenMail = (customer: Customer): TokenMail => ({
  kind: 'password-reset',
  subject: 'Ihr Link zum Festlegen eines neuen Passworts',
  body: `Guten Tag ${customer.firstName} ${customer.lastName}, über diesen Link legen Sie ein neues Passwort fest. Er gilt 24 Stunden.`,
})

const setPasswordForSocialLoginMail = (customer: Customer): TokenMail => ({
  kind: 'set-password',
  subject: 'Ihr Link zum Festlegen eines Passworts',
  body: `Guten Tag ${customer.firstName} ${customer.lastName}, über diesen Link legen Sie ein Passwort für Ihr Kundenkonto fest. Danach können Sie sich auch mit E-Mail-Adresse und Passwort anmelden. Der Link gilt 24 Stunden.`,
})

/** The links a reset makes worthless: every other way in that the old password's holder may have asked for. */
const linksEndedByReset: TokenType[] = [
  'password-forgotten',
  'set-password-for-social-login',
  'account-activation',
  'magic-link',
]

/**
 * Redeems a mailed token of one of the accepted types: sets the password, ends every session of the
 * customer and uses up their other open reset and sign-in links (whoever took over the account is out).
 * A token of another type is refused like an unknown one (each endpoint knows only its own links).
 */
async function setPasswordWithToken({ body }: MockRequestContext, acceptedTypes: TokenType[]): Promise<Response> {
  const token = typeof body.token === 'string' ? body.token : ''
  const password = typeof body.password === 'string' ? body.password : ''
  if (!token) return errorResponse(400, 'token_missing')
  if (password.length < 8) return errorResponse(400, 'password_too_short')
  const owner = findRedeemableToken(token, acceptedTypes)?.customer
  if (!owner) return errorResponse(410, 'token_expired')
  const passwordHash = await hashPassword(password)
  await db.customers.update((q) => q.where({ id: owner.id }), {
    data(customer) {
      customer.passwordHash = passwordHash
    },
  })
  await markTokenUsed(token)
  endSessionsOf(owner)
  await useUpOpenTokens(owner, linksEndedByReset)
  return jsonResponse({ passwordSet: true })
}

export const customerPasswordHandlers = [
  serviceHandler(
    'customer',
    'post',
    '/user/reset-password',
    { throttle: { group: 'mail', account: usernameOfBody, counts: 'every-call' } },
    async ({ body }) => {
      const username = typeof body.username === 'string' ? body.username : ''
      // Like the real service: the link in the mail must stay on the site, or the token leaves with it.
      if (
        body.redirectUri !== undefined &&
        !(typeof body.redirectUri === 'string' && isAppRelativePath(body.redirectUri))
      )
        return errorResponse(400, 'INVALID_REDIRECT_URI')
      const redirectUri = typeof body.redirectUri === 'string' ? body.redirectUri : paths.setPassword.getHref()
      const customer = findCustomerByUsername(username)
      // Answer the same whether or not the account exists, so the form does not reveal customers.
      if (!customer) return jsonResponse({ sent: true })
      const forSocialLogin = body.reason === 'set-password-for-social-login'
      await mailTokenLink(customer, {
        type: forSocialLogin ? 'set-password-for-social-login' : 'password-forgotten',
        validForMs: passwordLinkValidityMs,
        // The page the app asked for, e.g. `/set-password?type=social`.
        href: (token) => tokenLink(redirectUri, token),
        mail: forSocialLogin ? setPasswordForSocialLoginMail(customer) : passwordForgottenMail(customer),
      })
      return jsonResponse({ sent: true })
    },
  ),

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
