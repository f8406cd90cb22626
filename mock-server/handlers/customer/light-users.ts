import { db } from '../../db/db'
import type { Customer, SocialLoginProvider } from '../../db/schemas'
import { mockNowIso } from '../../runtime/clock'
import { unguessableId } from '../../runtime/unguessable-ids'
import { newCustomerNumber } from '../../runtime/customer-numbers'
import { findRedeemableToken, mailTokenLink, markTokenUsed } from '../../runtime/tokens'
import { startSession } from '../../runtime/session'
import { errorResponse, jsonResponse, serviceHandler } from '../with-service'
import { findCustomerByUsername, shopCountry } from './customers'
import { isEmail } from '../../../src/shared/validation/username'
import { paths } from '../../../src/shared/config/paths'

/** The activation link of a light account is valid for a day (spec section 9). */
const activationLinkValidityMs = 24 * 60 * 60 * 1000

/** The activation mail of a light account: its link sets the account's first password. */
async function mailActivationLink(customer: Customer): Promise<void> {
  await mailTokenLink(customer, {
    type: 'account-activation',
    validForMs: activationLinkValidityMs,
    href: paths.lightUserSetPassword.getHref,
    mail: {
      kind: 'account-activation',
      subject: 'Legen Sie Ihr Passwort für Mein Konto fest',
      body: `Guten Tag ${customer.firstName} ${customer.lastName}, über diesen Link legen Sie ein Passwort für Ihr Kundenkonto fest. Er gilt 24 Stunden.`,
    },
  })
}

/** New light accounts get customer numbers from 70000001 on. */
const lightAccountNumbers = 70_000_000

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * The socialLoginToken of a social login that found no account (see social-login.ts): good
 * once, for an hour. Its provider is linked when the account gets the email the provider vouched for.
 */
function socialLoginOf(token: string, email: string) {
  const record = findRedeemableToken(token, ['social-login'])
  if (!record) return undefined
  let provider: SocialLoginProvider | null = null
  try {
    const payload: unknown = JSON.parse(record.payload ?? '{}')
    const named = (payload as { provider?: unknown }).provider
    if (record.email === email && (named === 'GOOGLE' || named === 'FACEBOOK' || named === 'APPLE')) provider = named
  } catch {
    // A payload that cannot be read links no provider.
  }
  return { provider }
}

const salutations = ['MR', 'MS', 'FAMILY'] as const
type Salutation = (typeof salutations)[number]

export const customerLightUserHandlers = [
  serviceHandler('customer', 'post', '/user/light-account', async ({ request, body, cookies }) => {
    const email = text(body.email).toLowerCase()
    const firstName = text(body.firstName)
    const lastName = text(body.lastName)
    if (!isEmail(email)) return errorResponse(400, 'login.createAccount.invalidEmailError')
    if (!firstName || !lastName) return errorResponse(400, 'invalid_name')
    if (findCustomerByUsername(email)) return errorResponse(409, 'login.createAccount.emailExistsError')
    const socialLoginToken = text(body.socialLoginToken)
    const socialLogin = socialLoginToken ? socialLoginOf(socialLoginToken, email) : { provider: null }
    if (!socialLogin) return errorResponse(400, 'social_login_token_invalid')
    const salutation: Salutation = salutations.find((value) => value === body.salutation) ?? 'MS'
    const now = mockNowIso()
    const customer = await db.customers.create({
      id: unguessableId('customer'),
      customerNumber: newCustomerNumber(lightAccountNumbers),
      email,
      passwordHash: null,
      accountKind: 'light',
      socialLoginProviders: socialLogin.provider ? [socialLogin.provider] : [],
      salutation,
      firstName,
      lastName,
      dateOfBirth: null,
      phoneNumber: null,
      careOf: null,
      // A light account belongs to the shop it was created in.
      countryCode: shopCountry(request),
      customerClass: 'REGULAR',
      isHelloUser: false,
      crossDeviceTracking: true,
      preferredPaymentMethod: 'INVOICE',
      stayLoggedIn: false,
      newsletterConsent: body.newsletterConsent === true,
      createdAt: now,
      verificationStatus: 'VERIFIED',
      recentlyViewedSkus: [],
    })
    if (socialLoginToken) await markTokenUsed(socialLoginToken, now)
    await mailActivationLink(customer)
    return startSession(customer, { stayLoggedIn: false, loginMethod: 'email', cookies })
  }),

  serviceHandler('customer', 'post', '/user/light-users/resend-activation-email', async ({ body }) => {
    const username = text(body.email) || text(body.customerNumber)
    const customer = username ? findCustomerByUsername(username) : undefined
    // Only a light account still without a password gets the mail; anything else is "not found".
    if (!customer || customer.accountKind !== 'light' || customer.passwordHash !== null)
      return errorResponse(404, 'light_user_not_found')
    await mailActivationLink(customer)
    return jsonResponse({ sent: true })
  }),
]
